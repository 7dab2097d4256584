import { spawn } from 'node:child_process';
import {
	existsSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	realpathSync,
	rmSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { DEMO_DIR, MARKER, N8N_BIN, N8N_DIR, N8N_VERSION, NODE_BIN, ROOT } from './paths';

export type Log = (line: string) => void;

interface Marker {
	n8n: string;
	node: string;
	napi: string;
	installedAt: string;
}

export interface RunResult {
	code: number | null;
	stdout: string;
	stderr: string;
}

/** Process groups this process started and that are still running (stopped on Ctrl+C). */
const running = new Set<number>();

export function killAllStarted(): void {
	for (const pid of running) killGroup(pid, 'SIGKILL');
	running.clear();
}

/**
 * Ctrl+C or a CI timeout while a command runs: n8n runs in its own process group, so what was
 * started here is killed explicitly, then `stop` releases the rest (n8n's own shutdown, the
 * simulator, a browser, folders) and the process exits with 130.
 */
export function stopOnSignals(stop: () => Promise<unknown>, log?: Log): void {
	let stopping = false;
	const interrupt = (signal: NodeJS.Signals) => {
		// Ctrl+C reaches tsx and this process, and tsx passes it on once more: a signal without a
		// listener would end this process before n8n is stopped, so the listener stays.
		if (stopping) return;
		stopping = true;
		log?.(`\n${signal}: stopping every process this command started...`);
		killAllStarted();
		void stop()
			.catch(() => undefined)
			.then(() => process.exit(130));
	};
	process.on('SIGINT', interrupt);
	process.on('SIGTERM', interrupt);
}

/** Runs a command to completion; output is captured (and echoed to `echo` when given). */
export function run(
	command: string,
	args: string[],
	options: {
		cwd?: string;
		env?: NodeJS.ProcessEnv;
		timeoutMs?: number;
		echo?: (chunk: string) => void;
	} = {},
): Promise<RunResult> {
	return new Promise((resolvePromise, reject) => {
		const child = spawn(command, args, {
			cwd: options.cwd ?? ROOT,
			env: options.env ?? process.env,
			stdio: ['ignore', 'pipe', 'pipe'],
			detached: true,
		});
		if (child.pid) running.add(child.pid);
		let stdout = '';
		let stderr = '';
		child.stdout.on('data', (chunk: Buffer) => {
			stdout += chunk.toString();
			options.echo?.(chunk.toString());
		});
		child.stderr.on('data', (chunk: Buffer) => {
			stderr += chunk.toString();
			options.echo?.(chunk.toString());
		});
		const timer = options.timeoutMs
			? setTimeout(() => {
					killGroup(child.pid);
					stderr += `\n[killed after ${options.timeoutMs} ms]`;
				}, options.timeoutMs)
			: undefined;
		child.on('error', (error) => {
			if (timer) clearTimeout(timer);
			reject(error);
		});
		child.on('close', (code) => {
			if (child.pid) running.delete(child.pid);
			if (timer) clearTimeout(timer);
			resolvePromise({ code, stdout, stderr });
		});
	});
}

/** Ends a process we started and everything it started (it leads its own process group). */
export function killGroup(pid: number | undefined, signal: NodeJS.Signals = 'SIGTERM'): void {
	if (!pid) return;
	try {
		process.kill(-pid, signal);
	} catch {
		try {
			process.kill(pid, signal);
		} catch {
			// already gone
		}
	}
}

function readMarker(): Marker | undefined {
	try {
		return JSON.parse(readFileSync(MARKER, 'utf8')) as Marker;
	} catch {
		return undefined;
	}
}

export function isN8nInstalled(): boolean {
	const marker = readMarker();
	return marker?.n8n === N8N_VERSION && existsSync(N8N_BIN);
}

/**
 * Headers of the running Node (24) for building sqlite3. The `node` npm package keeps them in
 * node_modules/node/node_modules/node-<os>-<arch>; when that copy is missing (some npm versions
 * copy only the binary), the same package is fetched from the npm registry into .n8n-demo/headers.
 */
async function nodeHeadersDir(log: Log): Promise<string> {
	const pkg = `node-${process.platform}-${process.arch}`;
	const candidates = [
		join(dirname(realpathSync(process.execPath)), '..'),
		join(ROOT, 'node_modules', 'node', 'node_modules', pkg),
		join(ROOT, 'node_modules', pkg),
	];
	const version = process.version.slice(1);
	for (const dir of candidates) {
		if (!existsSync(join(dir, 'include', 'node', 'node_api.h'))) continue;
		if (dir === '/usr' || dir === '/usr/local') {
			// A system install: only usable when it is the same version as the running node.
			const header = readFileSync(join(dir, 'include', 'node', 'node_version.h'), 'utf8');
			const major = /#define NODE_MAJOR_VERSION (\d+)/.exec(header)?.[1];
			if (major !== version.split('.')[0]) continue;
		}
		return dir;
	}
	const target = join(DEMO_DIR, 'headers', `${pkg}-${version}`);
	if (existsSync(join(target, 'include', 'node', 'node_api.h'))) return target;
	log(`Fetching the headers of Node ${version} (${pkg}) from the npm registry...`);
	mkdirSync(target, { recursive: true });
	const packed = await run(
		'npm',
		['pack', `${pkg}@${version}`, '--pack-destination', target, '--silent'],
		{ cwd: target },
	);
	const tgz = readdirSync(target).find((f) => f.endsWith('.tgz'));
	if (packed.code !== 0 || !tgz)
		throw new Error(`npm pack ${pkg}@${version} failed:\n${packed.stderr}`);
	const untar = await run('tar', ['-xzf', tgz, '--strip-components=1', 'package/include'], {
		cwd: target,
	});
	rmSync(join(target, tgz), { force: true });
	if (untar.code !== 0) throw new Error(`Could not unpack the Node headers: ${untar.stderr}`);
	return target;
}

function tail(text: string, lines = 30): string {
	return text.trim().split('\n').slice(-lines).join('\n');
}

/**
 * Installs n8n@N8N_VERSION into .n8n-demo/n8n once (about 2.5 min + 80 s): `npm install
 * --ignore-scripts` (one dependency's install script downloads from outside and would roll the
 * whole install back), then `npm rebuild sqlite3` against the running Node's headers. A marker
 * file says it is complete; later calls return at once. Concurrent callers wait on a lock.
 */
export async function ensureN8nInstalled(
	log: Log = (line) => process.stdout.write(`${line}\n`),
): Promise<{ installed: boolean; ms: number }> {
	const started = Date.now();
	if (isN8nInstalled()) return { installed: false, ms: 0 };
	mkdirSync(N8N_DIR, { recursive: true });
	const lock = join(DEMO_DIR, 'install.lock');
	await acquireLock(lock, log);
	try {
		if (isN8nInstalled()) return { installed: false, ms: Date.now() - started };
		const nodedir = await nodeHeadersDir(log);
		writeFileSync(
			join(N8N_DIR, 'package.json'),
			`${JSON.stringify({ name: 'seo-tools-n8n-demo-runtime', private: true, description: 'n8n for the demo and end-to-end tests (generated)', dependencies: { n8n: N8N_VERSION } }, null, 2)}\n`,
		);
		const env: NodeJS.ProcessEnv = {
			...process.env,
			npm_config_nodedir: nodedir,
			npm_config_yes: 'true',
			npm_config_fund: 'false',
			npm_config_audit: 'false',
			npm_config_update_notifier: 'false',
		};
		let t = Date.now();
		log(
			`Installing n8n@${N8N_VERSION} into ${N8N_DIR} (npm install --ignore-scripts, about 2-3 minutes)...`,
		);
		const install = await run(
			'npm',
			['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
			{ cwd: N8N_DIR, env },
		);
		if (install.code !== 0)
			throw new Error(
				`npm install n8n@${N8N_VERSION} failed (exit ${install.code}):\n${tail(install.stderr || install.stdout)}`,
			);
		log(`  done in ${Math.round((Date.now() - t) / 1000)} s`);
		t = Date.now();
		log(
			`Building sqlite3 for Node ${process.version} (npm rebuild sqlite3, about 80 s; headers: ${nodedir})...`,
		);
		const rebuild = await run('npm', ['rebuild', 'sqlite3', '--loglevel=error'], {
			cwd: N8N_DIR,
			env,
		});
		if (rebuild.code !== 0)
			throw new Error(
				`npm rebuild sqlite3 failed (exit ${rebuild.code}):\n${tail(rebuild.stderr || rebuild.stdout)}`,
			);
		log(`  done in ${Math.round((Date.now() - t) / 1000)} s`);
		const versionFolder = join(DEMO_DIR, 'version-check');
		const version = await run(NODE_BIN, [N8N_BIN, '--version'], {
			cwd: N8N_DIR,
			env: { ...process.env, N8N_USER_FOLDER: versionFolder },
			timeoutMs: 60_000,
		});
		rmSync(versionFolder, { recursive: true, force: true });
		if (!version.stdout.includes(N8N_VERSION))
			throw new Error(
				`n8n --version printed "${tail(version.stdout + version.stderr, 5)}", expected ${N8N_VERSION}`,
			);
		const marker: Marker = {
			n8n: N8N_VERSION,
			node: process.version,
			napi: process.versions.napi ?? '',
			installedAt: new Date().toISOString(),
		};
		writeFileSync(MARKER, `${JSON.stringify(marker, null, 2)}\n`);
		return { installed: true, ms: Date.now() - started };
	} finally {
		rmSync(lock, { recursive: true, force: true });
	}
}

async function acquireLock(lock: string, log: Log): Promise<void> {
	let announced = false;
	for (;;) {
		try {
			mkdirSync(lock);
			writeFileSync(join(lock, 'pid'), String(process.pid));
			return;
		} catch {
			// Held by another process; a lock older than 20 minutes or of a dead process is stale.
			let stale = false;
			try {
				const pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
				stale = Date.now() - statSync(lock).mtimeMs > 20 * 60_000 || !isAlive(pid);
			} catch {
				stale = Date.now() - (existsSync(lock) ? statSync(lock).mtimeMs : 0) > 10_000;
			}
			if (stale) {
				rmSync(lock, { recursive: true, force: true });
				continue;
			}
			if (!announced) log('Another process is installing n8n; waiting for it...');
			announced = true;
			await new Promise((r) => setTimeout(r, 2000));
		}
	}
}

function isAlive(pid: number): boolean {
	if (!pid) return false;
	try {
		process.kill(pid, 0);
		return true;
	} catch {
		return false;
	}
}

if (require.main === module) {
	ensureN8nInstalled()
		.then(({ installed, ms }) => {
			process.stdout.write(
				installed
					? `n8n@${N8N_VERSION} installed in ${Math.round(ms / 1000)} s.\n`
					: `n8n@${N8N_VERSION} is already installed in ${N8N_DIR}.\n`,
			);
		})
		.catch((error: Error) => {
			process.stderr.write(`${error.message}\n`);
			process.exit(1);
		});
}

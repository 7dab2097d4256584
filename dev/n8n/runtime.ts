import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { killGroup, run, type RunResult } from './install';
import { DEMO_DIR, N8N_BIN, N8N_DIR, NODE_BIN, PACK_DIR, PACKAGE_NAME, ROOT } from './paths';

/** A fixed key: n8n encrypts the imported credentials with it; the user folders are throwaway. */
const ENCRYPTION_KEY = 'seo-tools-demo-encryption-key-not-secret';

export async function freePort(): Promise<number> {
	return await new Promise((resolvePort, reject) => {
		const server = createServer();
		server.unref();
		server.on('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const address = server.address();
			const port = typeof address === 'object' && address ? address.port : 0;
			server.close(() => resolvePort(port));
		});
	});
}

/**
 * One n8n "installation": a user folder with its own sqlite database, the packed package in
 * `.n8n/nodes/node_modules` (where n8n loads community packages from), and the environment that
 * keeps n8n quiet and offline. Every process gets its own task-broker port.
 */
export class N8nInstance {
	readonly userFolder: string;
	private server?: ChildProcess;
	serverLog = '';
	port = 0;
	private cookie = '';
	private readonly extraEnv: NodeJS.ProcessEnv;

	constructor(name: string, options: { extraEnv?: NodeJS.ProcessEnv } = {}) {
		this.userFolder = join(DEMO_DIR, 'users', name);
		this.extraEnv = options.extraEnv ?? {};
	}

	/** Starts from an empty user folder. */
	reset(): void {
		rmSync(this.userFolder, { recursive: true, force: true });
		mkdirSync(join(this.userFolder, '.n8n', 'nodes'), { recursive: true });
	}

	async env(extra: NodeJS.ProcessEnv = {}): Promise<NodeJS.ProcessEnv> {
		return {
			PATH: process.env.PATH,
			HOME: process.env.HOME,
			TMPDIR: process.env.TMPDIR,
			LANG: 'C.UTF-8',
			TZ: 'UTC',
			N8N_USER_FOLDER: this.userFolder,
			N8N_ENCRYPTION_KEY: ENCRYPTION_KEY,
			N8N_DIAGNOSTICS_ENABLED: 'false',
			N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
			N8N_TEMPLATES_ENABLED: 'false',
			N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'true',
			N8N_PERSONALIZATION_ENABLED: 'false',
			N8N_HIRING_BANNER_ENABLED: 'false',
			N8N_COMMUNITY_PACKAGES_PREVENT_LOADING: 'false',
			N8N_RUNNERS_BROKER_PORT: String(await freePort()),
			N8N_LOG_LEVEL: 'warn',
			N8N_SECURE_COOKIE: 'false',
			DB_SQLITE_POOL_SIZE: '2',
			...this.extraEnv,
			...extra,
		};
	}

	/** Installs the packed tarball the way a self-hosted user does: `npm install <tgz>` in `.n8n/nodes`. */
	async installPackage(tarball: string): Promise<void> {
		const nodesDir = join(this.userFolder, '.n8n', 'nodes');
		mkdirSync(nodesDir, { recursive: true });
		if (!existsSync(join(nodesDir, 'package.json'))) {
			writeFileSync(
				join(nodesDir, 'package.json'),
				`${JSON.stringify({ name: 'installed-nodes', private: true, dependencies: {} }, null, 2)}\n`,
			);
		}
		// The README's command as it stands: the package has no dependencies and its one peer
		// (n8n-workflow, n8n's own copy) is optional, so npm adds nothing else.
		const result = await run(
			'npm',
			['install', tarball, '--no-audit', '--no-fund', '--loglevel=error'],
			{
				cwd: nodesDir,
				env: { ...process.env, npm_config_update_notifier: 'false' },
			},
		);
		if (
			result.code !== 0 ||
			!existsSync(join(nodesDir, 'node_modules', PACKAGE_NAME, 'package.json'))
		) {
			throw new Error(`Installing ${tarball} into ${nodesDir} failed:\n${result.stderr}`);
		}
	}

	/** Runs one n8n CLI command to completion. */
	async cli(
		args: string[],
		options: { timeoutMs?: number; env?: NodeJS.ProcessEnv } = {},
	): Promise<RunResult> {
		return await run(NODE_BIN, [N8N_BIN, ...args], {
			cwd: N8N_DIR,
			env: await this.env(options.env),
			timeoutMs: options.timeoutMs ?? 180_000,
		});
	}

	async importCredentials(file: string): Promise<void> {
		const result = await this.cli(['import:credentials', `--input=${file}`], {
			env: { N8N_LOG_LEVEL: 'info' },
		});
		if (result.code !== 0 || !/Successfully imported/i.test(result.stdout + result.stderr)) {
			throw new Error(`n8n import:credentials failed:\n${result.stdout}\n${result.stderr}`);
		}
	}

	async importWorkflow(file: string): Promise<void> {
		const result = await this.cli(['import:workflow', `--input=${file}`], {
			env: { N8N_LOG_LEVEL: 'info' },
		});
		if (result.code !== 0 || !/Successfully imported/i.test(result.stdout + result.stderr)) {
			throw new Error(`n8n import:workflow ${file} failed:\n${result.stdout}\n${result.stderr}`);
		}
	}

	/** `n8n execute --id --rawOutput`: the run data, or the reason it has none. Never trusts the exit code. */
	async execute(workflowId: string): Promise<ExecuteOutcome> {
		const started = Date.now();
		// The run JSON is logged at level info: a quieter level hides it (and the exit code stays 0).
		const result = await this.cli(['execute', `--id=${workflowId}`, '--rawOutput'], {
			env: { N8N_LOG_LEVEL: 'info' },
		});
		const run = parseRunJson(result.stdout);
		return {
			run,
			ms: Date.now() - started,
			stdout: result.stdout,
			stderr: result.stderr,
			exitCode: result.code,
		};
	}

	/**
	 * `n8n start` (or, in queue mode, `n8n worker`) in the background, in its own process group;
	 * resolves when the process answers /healthz/readiness. A worker has no REST API: its health
	 * server (QUEUE_HEALTH_CHECK_*) is switched on to serve the same readiness path.
	 */
	async start(
		options: {
			env?: NodeJS.ProcessEnv;
			timeoutMs?: number;
			command?: 'start' | 'worker';
			args?: string[];
		} = {},
	): Promise<void> {
		const command = options.command ?? 'start';
		this.port = await freePort();
		const listen =
			command === 'worker'
				? {
						QUEUE_HEALTH_CHECK_ACTIVE: 'true',
						QUEUE_HEALTH_CHECK_PORT: String(this.port),
						N8N_WORKER_SERVER_ADDRESS: '127.0.0.1',
					}
				: { N8N_PORT: String(this.port), N8N_LISTEN_ADDRESS: '127.0.0.1', N8N_HOST: '127.0.0.1' };
		const env = await this.env({ ...listen, N8N_LOG_LEVEL: 'info', ...options.env });
		this.serverLog = '';
		const child = spawn(NODE_BIN, [N8N_BIN, command, ...(options.args ?? [])], {
			cwd: N8N_DIR,
			env,
			stdio: ['ignore', 'pipe', 'pipe'],
			detached: true,
		});
		this.server = child;
		child.stdout?.on('data', (chunk: Buffer) => (this.serverLog += chunk.toString()));
		child.stderr?.on('data', (chunk: Buffer) => (this.serverLog += chunk.toString()));
		const deadline = Date.now() + (options.timeoutMs ?? 90_000);
		while (Date.now() < deadline) {
			if (child.exitCode !== null)
				throw new Error(
					`n8n ${command} exited with ${child.exitCode}:\n${this.serverLog.slice(-4000)}`,
				);
			try {
				const res = await fetch(`${this.url}/healthz/readiness`);
				if (res.ok) return;
			} catch {
				// not listening yet
			}
			await sleep(500);
		}
		throw new Error(
			`n8n ${command} was not ready after ${Math.round((options.timeoutMs ?? 90_000) / 1000)} s:\n${this.serverLog.slice(-4000)}`,
		);
	}

	/** Id of the running `n8n start`/`n8n worker` (the leader of its process group), if any. */
	get pid(): number | undefined {
		const child = this.server;
		return child && child.exitCode === null && child.signalCode === null ? child.pid : undefined;
	}

	get url(): string {
		return `http://127.0.0.1:${this.port}`;
	}

	/** Stops `n8n start`/`n8n worker` (SIGTERM to its process group, SIGKILL after 15 s). */
	async stop(): Promise<void> {
		const child = this.server;
		this.server = undefined;
		this.cookie = '';
		if (!child || child.exitCode !== null || child.signalCode !== null) return;
		const exited = new Promise<void>((r) => child.once('exit', () => r()));
		killGroup(child.pid, 'SIGTERM');
		const timer = setTimeout(() => killGroup(child.pid, 'SIGKILL'), 15_000);
		await exited;
		clearTimeout(timer);
		// The task runner is in the same process group; make sure nothing is left behind.
		killGroup(child.pid, 'SIGKILL');
	}

	/** Creates the owner account once (a fresh instance has none) and keeps the session cookie. */
	async login(): Promise<void> {
		const owner = {
			email: 'owner@seo-tools.test',
			firstName: 'Demo',
			lastName: 'Owner',
			password: 'Demo-owner-password-1',
		};
		let res = await fetch(`${this.url}/rest/owner/setup`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(owner),
		});
		if (!res.ok) {
			res = await fetch(`${this.url}/rest/login`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({
					emailOrLdapLoginId: owner.email,
					email: owner.email,
					password: owner.password,
				}),
			});
		}
		const cookie = (res.headers.getSetCookie?.() ?? [])
			.map((c) => c.split(';')[0])
			.find((c) => c.startsWith('n8n-auth='));
		if (!res.ok || !cookie)
			throw new Error(`Could not sign in to n8n: HTTP ${res.status} ${await res.text()}`);
		this.cookie = cookie;
	}

	get authCookie(): string {
		return this.cookie;
	}

	async rest<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
		if (!this.cookie) await this.login();
		const res = await fetch(`${this.url}/rest${path}`, {
			method,
			headers: {
				cookie: this.cookie,
				'content-type': 'application/json',
				'browser-id': 'seo-tools-demo',
			},
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const text = await res.text();
		if (!res.ok)
			throw new Error(`${method} /rest${path}: HTTP ${res.status} ${text.slice(0, 500)}`);
		const parsed = text ? (JSON.parse(text) as { data?: T }) : {};
		return (parsed && typeof parsed === 'object' && 'data' in parsed ? parsed.data : parsed) as T;
	}
}

export interface RunJson {
	status?: string;
	finished?: boolean;
	mode?: string;
	data?: {
		resultData?: {
			runData?: Record<
				string,
				Array<{
					data?: {
						main?: Array<Array<{
							json: Record<string, unknown>;
							binary?: Record<string, { fileName?: string; mimeType?: string; fileSize?: string }>;
						}> | null>;
					};
					error?: { message?: string };
				}>
			>;
			error?: { message?: string; description?: string; node?: { name?: string } };
			lastNodeExecuted?: string;
		};
	};
}

export interface ExecuteOutcome {
	run?: RunJson;
	ms: number;
	stdout: string;
	stderr: string;
	exitCode: number | null;
}

/**
 * `n8n execute --rawOutput` prints log lines on stdout too: the run JSON starts at the first line
 * beginning with `{`. Lines after it that are not JSON (late log lines) are dropped one by one.
 */
export function parseRunJson(stdout: string): RunJson | undefined {
	const lines = stdout.split('\n');
	const start = lines.findIndex((line) => line.startsWith('{'));
	if (start === -1) return undefined;
	// Only a line ending in "}" can close the object: trying every shorter prefix re-parsed the
	// whole (large) output once per trailing log line.
	for (let end = lines.length; end > start; end--) {
		if (!lines[end - 1].trimEnd().endsWith('}')) continue;
		try {
			return JSON.parse(lines.slice(start, end).join('\n')) as RunJson;
		} catch {
			// a "}" inside the output or a log line: try an earlier one
		}
	}
	return undefined;
}

/** Items a node produced on its first output in the first run. */
export function nodeItems(run: RunJson | undefined, node: string, output = 0) {
	return run?.data?.resultData?.runData?.[node]?.[0]?.data?.main?.[output] ?? [];
}

export function runError(run: RunJson | undefined): string | undefined {
	const error = run?.data?.resultData?.error;
	if (!error) return undefined;
	return `${error.node?.name ? `${error.node.name}: ` : ''}${error.message ?? 'error'}${error.description ? ` (${error.description})` : ''}`;
}

export function sleep(ms: number): Promise<void> {
	return new Promise((r) => setTimeout(r, ms));
}

/** Builds the package (unless told not to) and packs it; returns the tarball's path. */
export async function buildAndPack(options: {
	build: boolean;
	log: (line: string) => void;
	name?: string;
}): Promise<string> {
	if (options.build) {
		options.log('Building the package (npm run build)...');
		const build = await run('npm', ['run', 'build', '--silent'], { cwd: ROOT });
		if (build.code !== 0)
			throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
	}
	// One folder per caller: the demo and the end-to-end test may pack at the same time.
	const dir = join(PACK_DIR, options.name ?? 'default');
	rmSync(dir, { recursive: true, force: true });
	mkdirSync(dir, { recursive: true });
	const pack = await run('npm', ['pack', '--pack-destination', dir, '--silent', '--json'], {
		cwd: ROOT,
	});
	const tgz = readdirSync(dir).find((f) => f.endsWith('.tgz'));
	if (pack.code !== 0 || !tgz) throw new Error(`npm pack failed:\n${pack.stderr}`);
	return join(dir, tgz);
}

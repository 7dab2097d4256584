import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { killGroup, run, type Log } from '../../dev/n8n/install';
import { freePort, sleep } from '../../dev/n8n/runtime';

/**
 * Redis and a private PostgreSQL cluster for n8n's queue mode, each a child process this script
 * started and stops by its id. Both listen on 127.0.0.1 only, on free ports, with their data in a
 * temporary folder that is removed afterwards: nothing of the machine's own services is touched.
 */

const REDIS_BIN = '/usr/bin/redis-server';

/** Every child started here, so that a Ctrl+C can stop them by id. */
const started = new Map<number, string>();

export function startedProcesses(): Array<{ pid: number; what: string }> {
	return [...started].map(([pid, what]) => ({ pid, what }));
}

/** The newest PostgreSQL server binaries Debian installed (/usr/lib/postgresql/<major>/bin). */
function postgresBinDir(): string | undefined {
	const base = '/usr/lib/postgresql';
	if (!existsSync(base)) return undefined;
	const majors = readdirSync(base)
		.filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
		.sort((a, b) => Number(b) - Number(a));
	return majors.length ? join(base, majors[0], 'bin') : undefined;
}

/**
 * Installs Debian's redis-server and postgresql when missing. Their maintainer scripts would start
 * system-wide services (a Redis on 6379, a "main" cluster on 5432) that this script did not start
 * and could not stop by id; a policy-rc.d that answers 101 ("action forbidden") stops that, as
 * Debian documents for installs in containers. An existing policy-rc.d is left as it is.
 */
export async function ensureDebianPackages(log: Log): Promise<void> {
	const missing = [
		...(existsSync(REDIS_BIN) ? [] : ['redis-server']),
		...(postgresBinDir() ? [] : ['postgresql']),
	];
	if (!missing.length) return;
	if (process.getuid?.() !== 0)
		throw new Error(
			`${missing.join(' and ')} missing: install them (apt-get install -y ${missing.join(' ')}) or run this script as root`,
		);
	const policy = '/usr/sbin/policy-rc.d';
	const ownPolicy = !existsSync(policy);
	if (ownPolicy)
		writeFileSync(
			policy,
			'#!/bin/sh\n# written by scripts/queue/services.ts for one apt-get install\nexit 101\n',
			{ mode: 0o755 },
		);
	try {
		const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
		log(`Installing Debian's ${missing.join(' and ')} (apt-get install -y)...`);
		let result = await run('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
			env,
			timeoutMs: 600_000,
		});
		if (result.code !== 0) {
			// A fresh machine may not have package lists yet.
			await run('apt-get', ['update'], { env, timeoutMs: 600_000 });
			result = await run('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
				env,
				timeoutMs: 600_000,
			});
		}
		if (result.code !== 0)
			throw new Error(
				`apt-get install ${missing.join(' ')} failed:\n${result.stderr.slice(-2000)}`,
			);
	} finally {
		if (ownPolicy) rmSync(policy, { force: true });
	}
	if (!existsSync(REDIS_BIN) || !postgresBinDir())
		throw new Error(
			'apt-get install finished but redis-server or PostgreSQL binaries are still missing',
		);
}

/** A long-running child in its own process group; its output is kept for error messages. */
export class Service {
	log = '';
	private child?: ChildProcess;

	constructor(readonly what: string) {}

	spawn(
		command: string,
		args: string[],
		options: { env?: NodeJS.ProcessEnv; cwd?: string; uid?: number; gid?: number } = {},
	): void {
		const child = spawn(command, args, {
			cwd: options.cwd,
			env: options.env ?? { PATH: process.env.PATH, LANG: 'C.UTF-8' },
			stdio: ['ignore', 'pipe', 'pipe'],
			detached: true,
			uid: options.uid,
			gid: options.gid,
		});
		this.child = child;
		if (child.pid) started.set(child.pid, this.what);
		child.stdout?.on('data', (c: Buffer) => (this.log = (this.log + c.toString()).slice(-20_000)));
		child.stderr?.on('data', (c: Buffer) => (this.log = (this.log + c.toString()).slice(-20_000)));
		child.once('exit', () => {
			if (child.pid) started.delete(child.pid);
		});
	}

	get pid(): number | undefined {
		return this.child?.pid;
	}

	get exited(): boolean {
		return !this.child || this.child.exitCode !== null || this.child.signalCode !== null;
	}

	/** Stops the process group by the leader's id; `signal` first, SIGKILL after `graceMs`. */
	async stop(signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000): Promise<void> {
		const child = this.child;
		if (!child || this.exited) return;
		const exited = new Promise<void>((r) => child.once('exit', () => r()));
		killGroup(child.pid, signal);
		const timer = setTimeout(() => killGroup(child.pid, 'SIGKILL'), graceMs);
		await exited;
		clearTimeout(timer);
	}
}

/** Resolves when a Redis on 127.0.0.1:port answers PING. */
async function redisPing(port: number): Promise<boolean> {
	return await new Promise((resolvePing) => {
		const socket = connect(port, '127.0.0.1');
		let answer = '';
		socket.setTimeout(1000);
		socket.on('connect', () => socket.write('PING\r\n'));
		socket.on('data', (c) => {
			answer += c.toString();
			if (answer.includes('\r\n')) {
				socket.destroy();
				resolvePing(answer.startsWith('+PONG'));
			}
		});
		socket.on('error', () => resolvePing(false));
		socket.on('timeout', () => {
			socket.destroy();
			resolvePing(false);
		});
	});
}

export class Redis extends Service {
	port = 0;

	constructor() {
		super('redis-server');
	}

	/** No persistence: the job queue only has to live as long as this run. */
	async start(): Promise<void> {
		this.port = await freePort();
		this.spawn(REDIS_BIN, [
			'--port',
			String(this.port),
			'--bind',
			'127.0.0.1',
			'--save',
			'',
			'--appendonly',
			'no',
			'--daemonize',
			'no',
			'--protected-mode',
			'yes',
		]);
		const deadline = Date.now() + 20_000;
		while (Date.now() < deadline) {
			if (this.exited) throw new Error(`redis-server exited:\n${this.log}`);
			if (await redisPing(this.port)) return;
			await sleep(200);
		}
		throw new Error(`redis-server did not answer PING within 20 s:\n${this.log}`);
	}
}

/** The uid/gid to run PostgreSQL as: it refuses to run as root, so root uses Debian's `postgres` user. */
async function postgresUser(): Promise<{ uid: number; gid: number } | undefined> {
	if (process.getuid?.() !== 0) return undefined;
	const uid = await run('id', ['-u', 'postgres']);
	const gid = await run('id', ['-g', 'postgres']);
	if (uid.code !== 0 || gid.code !== 0)
		throw new Error('PostgreSQL refuses to run as root and there is no `postgres` user');
	return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * A throwaway PostgreSQL cluster: `initdb` into a temporary folder (password authentication with
 * a random password), `postgres` in the foreground (so that its id is the id this script holds),
 * sockets in the same folder, TCP on 127.0.0.1 only.
 */
export class Postgres extends Service {
	port = 0;
	readonly user = 'n8n';
	readonly database = 'n8n';
	readonly password = randomBytes(12).toString('hex');
	readonly dir: string;

	constructor() {
		super('postgres');
		this.dir = mkdtempSync(join(tmpdir(), 'seo-tools-queue-pg-'));
	}

	async start(log: Log): Promise<void> {
		const bin = postgresBinDir();
		if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
		const owner = await postgresUser();
		if (owner) chownSync(this.dir, owner.uid, owner.gid);
		const dataDir = join(this.dir, 'data');
		const pwFile = join(this.dir, 'pw');
		writeFileSync(pwFile, `${this.password}\n`, { mode: 0o600 });
		if (owner) chownSync(pwFile, owner.uid, owner.gid);
		const env = { PATH: process.env.PATH, LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' };
		const init = await runAs(
			owner,
			this.dir,
			join(bin, 'initdb'),
			[
				'-D',
				dataDir,
				'-U',
				this.user,
				'--auth=scram-sha-256',
				`--pwfile=${pwFile}`,
				'--encoding=UTF8',
				'--no-instructions',
			],
			env,
		);
		rmSync(pwFile, { force: true });
		if (init.code !== 0) throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);
		this.port = await freePort();
		this.spawn(
			join(bin, 'postgres'),
			[
				'-D',
				dataDir,
				'-p',
				String(this.port),
				'-c',
				'listen_addresses=127.0.0.1',
				'-c',
				`unix_socket_directories=${this.dir}`,
				'-c',
				'fsync=off',
				'-c',
				'max_connections=100',
			],
			{ env, cwd: this.dir, uid: owner?.uid, gid: owner?.gid },
		);
		const deadline = Date.now() + 30_000;
		for (;;) {
			if (this.exited) throw new Error(`postgres exited:\n${this.log}`);
			const ready = await run(
				join(bin, 'pg_isready'),
				['-h', '127.0.0.1', '-p', String(this.port)],
				{ env },
			);
			if (ready.code === 0) break;
			if (Date.now() > deadline)
				throw new Error(`postgres was not ready within 30 s:\n${this.log}`);
			await sleep(300);
		}
		const created = await run(
			join(bin, 'createdb'),
			['-h', '127.0.0.1', '-p', String(this.port), '-U', this.user, this.database],
			{ env: { ...env, PGPASSWORD: this.password } },
		);
		if (created.code !== 0) throw new Error(`createdb failed:\n${created.stderr}`);
		log(
			`  PostgreSQL ${bin.split('/').slice(-2)[0]} on 127.0.0.1:${this.port} (pid ${this.pid}, data in ${dataDir})`,
		);
	}

	/** What every n8n process of the run needs to share this database. */
	n8nEnv(): NodeJS.ProcessEnv {
		return {
			DB_TYPE: 'postgresdb',
			DB_POSTGRESDB_HOST: '127.0.0.1',
			DB_POSTGRESDB_PORT: String(this.port),
			DB_POSTGRESDB_DATABASE: this.database,
			DB_POSTGRESDB_USER: this.user,
			DB_POSTGRESDB_PASSWORD: this.password,
		};
	}

	/** SIGINT is PostgreSQL's "fast" shutdown (SIGTERM would wait for every client to leave). */
	async stopAndRemove(): Promise<void> {
		await this.stop('SIGINT', 20_000);
		rmSync(this.dir, { recursive: true, force: true });
	}
}

function runAs(
	owner: { uid: number; gid: number } | undefined,
	cwd: string,
	command: string,
	args: string[],
	env: NodeJS.ProcessEnv,
) {
	// `run` has no uid option; runuser is util-linux's way to run one command as another user from root.
	return owner
		? run('runuser', ['-u', 'postgres', '--', command, ...args], { env, cwd })
		: run(command, args, { env, cwd });
}

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { run } from './n8n/install';
import { PACK_DIR, ROOT } from './n8n/paths';

/**
 * The simulator as users get it: the `seo-tools-simulator` npm package (packages/seo-tools-simulator),
 * packed, installed from its tarball into an empty folder, and started through its bin.
 */
export const SIMULATOR_PACKAGE_DIR = join(ROOT, 'packages', 'seo-tools-simulator');
export const SIMULATOR_PACKAGE_NAME = 'seo-tools-simulator';

/** Packs the package (its prepack script builds it) into `.n8n-demo/pack/<name>`; returns the tarball. */
export async function packSimulator(name: string): Promise<string> {
	const dir = join(PACK_DIR, name);
	rmSync(dir, { recursive: true, force: true });
	mkdirSync(dir, { recursive: true });
	const pack = await run('npm', ['pack', '--pack-destination', dir, '--silent'], {
		cwd: SIMULATOR_PACKAGE_DIR,
	});
	const tgz = readdirSync(dir).find((f) => f.endsWith('.tgz'));
	if (pack.code !== 0 || !tgz) throw new Error(`npm pack failed:\n${pack.stdout}\n${pack.stderr}`);
	return join(dir, tgz);
}

/** Installs the tarball into `folder` (emptied first), as `npm install <tarball>` in a new project; returns the bin. */
export async function installSimulator(tarball: string, folder: string): Promise<string> {
	rmSync(folder, { recursive: true, force: true });
	mkdirSync(folder, { recursive: true });
	writeFileSync(join(folder, 'package.json'), '{ "name": "try-the-simulator", "private": true }\n');
	const install = await run(
		'npm',
		['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tarball],
		{ cwd: folder },
	);
	if (install.code !== 0)
		throw new Error(`npm install of the simulator failed:\n${install.stdout}\n${install.stderr}`);
	return join(folder, 'node_modules', '.bin', SIMULATOR_PACKAGE_NAME);
}

export interface PackagedSimulator {
	child: ChildProcess;
	/** What the bin printed up to "Press Ctrl+C to stop.". */
	lines: string[];
	/** The "Label : value" lines of that banner, by label. */
	printed: Record<string, string>;
	stop(): Promise<void>;
}

/** The "Label : value" lines of the simulator's banner (`  API key  : ...`), by label. */
export function bannerFields(lines: string[]): Record<string, string> {
	return Object.fromEntries(
		lines.flatMap((line) => {
			const match = /^\s+([A-Za-z][A-Za-z -]*?)\s*:\s(.*)$/.exec(line);
			return match ? [[match[1], match[2].trim()]] : [];
		}),
	);
}

/** Runs the bin with `args` and waits for its banner; fails with what it printed when it exits first. */
export async function startPackagedSimulator(
	bin: string,
	args: string[],
): Promise<PackagedSimulator> {
	const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
	let stderr = '';
	child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
	const lines: string[] = [];
	await new Promise<void>((resolve, reject) => {
		const reader = createInterface({ input: child.stdout! });
		reader.on('line', (line) => {
			lines.push(line);
			if (line.startsWith('Press Ctrl+C')) resolve();
		});
		child.once('exit', (code) =>
			reject(new Error(`the simulator exited (${code}):\n${lines.join('\n')}\n${stderr}`)),
		);
	});
	const printed = bannerFields(lines);
	const stop = async () => {
		if (child.exitCode !== null) return;
		const exited = new Promise((resolve) => child.once('exit', resolve));
		child.kill('SIGTERM');
		await exited;
	};
	return { child, lines, printed, stop };
}

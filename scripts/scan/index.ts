/**
 * `npm run scan`: n8n's community-package scanner (`@n8n/scan-community-package`, the static check
 * n8n runs on a package before it can be verified) on exactly what `npm pack` publishes.
 *
 * The scanner's own command only scans a package already on the registry, with its provenance;
 * its exported `analyzePackage` lints a folder and needs no network, so this packs the package,
 * unpacks it and hands the folder to it. The scanner is pinned in `scanner/package-lock.json` and
 * installed with `npm ci` into `.cache/scan` (once, about a minute; again when the lock changes),
 * apart from the project's own dependencies: it brings its own ESLint and plugins.
 *
 * Flags: `--no-build` scans `dist/` as it is (CI, after `npm test` built it). Exits 1 when the
 * scanner reports a violation or cannot run.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildAndPack } from '../../dev/n8n/runtime';

const ROOT = resolve(__dirname, '..', '..');
const PINNED = join(__dirname, 'scanner');
const INSTALL = join(ROOT, '.cache', 'scan');
const UNPACKED = join(INSTALL, 'package');

interface ScanResult {
	passed: boolean;
	message?: string;
	details?: string;
}

/** The pinned scanner in .cache/scan, installed when missing or when its lock changed. */
function installScanner(): string {
	const lock = readFileSync(join(PINNED, 'package-lock.json'), 'utf8');
	const installedLock = join(INSTALL, 'package-lock.json');
	const entry = join(INSTALL, 'node_modules/@n8n/scan-community-package/scanner/scanner.mjs');
	const current =
		existsSync(entry) && existsSync(installedLock) && readFileSync(installedLock, 'utf8') === lock;
	if (!current) {
		console.log('Installing the pinned scanner into .cache/scan (npm ci)...');
		rmSync(INSTALL, { recursive: true, force: true });
		mkdirSync(INSTALL, { recursive: true });
		for (const file of ['package.json', 'package-lock.json'])
			copyFileSync(join(PINNED, file), join(INSTALL, file));
		// --ignore-scripts: the scanner runs ESLint in this process; nothing of it needs an install script.
		execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], {
			cwd: INSTALL,
			stdio: 'inherit',
		});
	}
	return entry;
}

/** The files package.json's `n8n` section names: what n8n loads, so what must be scanned. */
function shippedEntries(): string[] {
	const manifest = JSON.parse(readFileSync(join(UNPACKED, 'package.json'), 'utf8')) as {
		n8n?: { nodes?: string[]; credentials?: string[] };
	};
	const entries = [...(manifest.n8n?.nodes ?? []), ...(manifest.n8n?.credentials ?? [])];
	return entries.length > 0 ? entries : ['(the n8n section of package.json)'];
}

async function main(): Promise<number> {
	const entry = installScanner();
	const tgz = await buildAndPack({
		build: !process.argv.includes('--no-build'),
		log: (line) => console.log(line),
		name: 'scan',
	});
	rmSync(UNPACKED, { recursive: true, force: true });
	mkdirSync(UNPACKED, { recursive: true });
	execFileSync('tar', ['-xzf', tgz, '-C', UNPACKED, '--strip-components=1']);
	// A package packed before the build holds no code, and the scanner would pass it.
	const missing = shippedEntries().filter((file) => !existsSync(join(UNPACKED, file)));
	if (missing.length > 0) {
		console.error(`The packed package lacks ${missing.join(', ')}: run npm run build first.`);
		return 1;
	}
	const { analyzePackage } = (await import(pathToFileURL(entry).href)) as {
		analyzePackage: (dir: string) => Promise<ScanResult>;
	};
	const result = await analyzePackage(UNPACKED);
	if (!result.passed) {
		console.error(`n8n's community-package scanner: ${result.message ?? 'failed'}`);
		if (result.details) console.error(result.details);
		return 1;
	}
	console.log(`n8n's community-package scanner: passed (${tgz.split('/').pop()})`);
	return 0;
}

main().then(
	(code) => process.exit(code),
	(error: Error) => {
		console.error(error.stack ?? error.message);
		process.exit(1);
	},
);

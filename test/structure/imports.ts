/**
 * The import graph of a source folder, read from the files as text (no compiler): every
 * `import … from`, `export … from`, side-effect `import '…'` and `import('…')` with a relative
 * path, type-only imports included (they are what make a circle "type-only").
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';

export const ROOT = resolve(__dirname, '../..');

/** Every .ts file below a folder of the repository, as paths relative to the repository. */
export function sourceFiles(folder: string): string[] {
	const walk = (dir: string): string[] =>
		readdirSync(dir).flatMap((name) => {
			const path = join(dir, name);
			if (statSync(path).isDirectory()) return walk(path);
			return name.endsWith('.ts') ? [relative(ROOT, path)] : [];
		});
	return walk(join(ROOT, folder)).sort();
}

const STATIC =
	/^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The trigger's files: its node file beside the action node's, and its events. */
export function triggerFiles(): string[] {
	return ['nodes/SeoTools/SeoToolsTrigger.node.ts', ...sourceFiles('nodes/SeoTools/events')];
}

/** The repository files one file imports by relative path (packages are left out). */
export function importsOf(file: string): string[] {
	const text = readFileSync(join(ROOT, file), 'utf8');
	const specifiers = [...text.matchAll(STATIC)]
		.map((m) => m[1] ?? m[2])
		.concat([...text.matchAll(DYNAMIC)].map((m) => m[1]));
	const found = new Set<string>();
	for (const specifier of specifiers) {
		if (!specifier.startsWith('.')) continue;
		const base = join(dirname(file), specifier);
		const target = [`${base}.ts`, join(base, 'index.ts')].find((candidate) =>
			existsSync(join(ROOT, candidate)),
		);
		if (!target) throw new Error(`${file}: cannot resolve ${specifier}`);
		found.add(target);
	}
	return [...found];
}

/** The import circles among the files of a folder, each as the list of its files. */
export function importCycles(folder: string): string[][] {
	const files = sourceFiles(folder);
	const edges = new Map(
		files.map((file) => [
			file,
			importsOf(file).filter((target) => target.startsWith(`${folder}/`)),
		]),
	);
	// Tarjan's strongly connected components: a component of more than one file is a circle.
	const index = new Map<string, number>();
	const low = new Map<string, number>();
	const stack: string[] = [];
	const cycles: string[][] = [];
	const visit = (file: string) => {
		index.set(file, index.size);
		low.set(file, index.get(file)!);
		stack.push(file);
		for (const target of edges.get(file) ?? []) {
			if (!index.has(target)) {
				visit(target);
				low.set(file, Math.min(low.get(file)!, low.get(target)!));
			} else if (stack.includes(target)) {
				low.set(file, Math.min(low.get(file)!, index.get(target)!));
			}
		}
		if (low.get(file) === index.get(file)) {
			const component: string[] = [];
			let member: string;
			do {
				member = stack.pop()!;
				component.push(member);
			} while (member !== file);
			if (component.length > 1 || edges.get(file)!.includes(file)) cycles.push(component.sort());
		}
	};
	for (const file of files) if (!index.has(file)) visit(file);
	return cycles;
}

const ANY_SOURCE = /\.(ts|mts|cts|mjs|cjs|js)$/;
// `from '…'` (import and export), bare `import '…'`, `import('…')` and `require('…')`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"\n]+)['"]/g;

/** Every source file below a folder, JavaScript included, as absolute paths. */
export function anySourceUnder(folder: string): string[] {
	return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
		.filter((entry) => entry.isFile() && ANY_SOURCE.test(entry.name))
		.map((entry) => join(entry.parentPath, entry.name));
}

/** The top-level folder a relative specifier of `file` lands in; undefined for packages. */
function folderImported(file: string, specifier: string): string | undefined {
	if (!specifier.startsWith('.')) return undefined;
	return relative(ROOT, resolve(dirname(file), specifier)).split(sep)[0];
}

/**
 * Every import from a file below `folders` into one of the top-level folders `into`, one line
 * each. Read as text, so .mjs and .js files, `require()` and type-only imports count too.
 */
export function importsInto(folders: string[], into: string[]): string[] {
	const found: string[] = [];
	for (const folder of folders) {
		for (const file of anySourceUnder(folder)) {
			for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
				const target = folderImported(file, specifier);
				if (target && into.includes(target))
					found.push(`${relative(ROOT, file)} imports '${specifier}' (${target}/)`);
			}
		}
	}
	return found;
}

const PACKAGE_NAME = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/;

/** The packages a file imports (`@scope/name` or `name`), Node's built-in modules left out. */
export function packagesImportedBy(file: string): string[] {
	const names = [...readFileSync(file, 'utf8').matchAll(SPECIFIER)]
		.map(([, specifier]) => specifier)
		.filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:'))
		.map((specifier) =>
			specifier
				.split('/')
				.slice(0, specifier.startsWith('@') ? 2 : 1)
				.join('/'),
		)
		.filter((name) => PACKAGE_NAME.test(name) && !builtinModules.includes(name));
	return [...new Set(names)];
}

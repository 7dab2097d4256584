/**
 * The import graph of a source folder, read from the files as text (no compiler): every
 * `import … from`, `export … from`, side-effect `import '…'` and `import('…')` with a relative
 * path, type-only imports included (they are what make a circle "type-only").
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

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

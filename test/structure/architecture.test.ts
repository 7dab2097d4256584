/**
 * docs/architecture.md draws the package as boxes and arrows; this test holds the drawing
 * against the import lines of nodes/ and credentials/, arrow for arrow, so the picture cannot
 * drift from the code.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importsOf, ROOT, sourceFiles } from './imports';

const DOC = join(ROOT, 'docs', 'architecture.md');
const START = '<!-- architecture:package:start -->';
const END = '<!-- architecture:package:end -->';

interface Drawing {
	/** Box id → the repository path it stands for (a folder, or one file). */
	boxes: Map<string, string>;
	arrows: string[];
}

/** A box's path from the first line of its label: `SeoTools/methods/` → nodes/SeoTools/methods. */
function pathOfLabel(label: string): string {
	const name = label.split('<br/>')[0].replace(/\/$/, '');
	const found = [name, `nodes/${name}`, `nodes/SeoTools/${name}`].find((path) =>
		existsSync(join(ROOT, path)),
	);
	if (!found) throw new Error(`docs/architecture.md: the box "${name}" is no path of the package`);
	return found;
}

function readDrawing(): Drawing {
	const text = readFileSync(DOC, 'utf8');
	const block = text.slice(text.indexOf(START), text.indexOf(END));
	const boxes = new Map<string, string>();
	for (const [, id, label] of block.matchAll(/^\s*(\w+)\["([^"]+)"\]\s*$/gm))
		boxes.set(id, pathOfLabel(label));
	const arrows = [...block.matchAll(/^\s*(\w+)\s*-->\s*(\w+)\s*$/gm)].map(([, from, to]) => {
		if (!boxes.has(from) || !boxes.has(to)) throw new Error(`undeclared box in ${from} --> ${to}`);
		return `${boxes.get(from)} -> ${boxes.get(to)}`;
	});
	return { boxes, arrows: arrows.sort() };
}

/** The box a file stands in: the longest box path that holds it. */
function boxOf(file: string, paths: string[]): string | undefined {
	return paths
		.filter((path) => file === path || file.startsWith(`${path}/`))
		.sort((a, b) => b.length - a.length)[0];
}

const packageFiles = () => [...sourceFiles('nodes'), ...sourceFiles('credentials')];

describe('docs/architecture.md draws the package as its imports are', () => {
	const drawing = readDrawing();
	const paths = [...drawing.boxes.values()];

	it('every file of the package stands in a box', () => {
		expect(packageFiles().filter((file) => !boxOf(file, paths))).toEqual([]);
	});

	it('every arrow drawn is an import, and every import between boxes is drawn', () => {
		const imports = new Set<string>();
		for (const file of packageFiles())
			for (const target of importsOf(file)) {
				const [from, to] = [boxOf(file, paths), boxOf(target, paths)];
				if (from && to && from !== to) imports.add(`${from} -> ${to}`);
			}
		expect(drawing.arrows).toEqual([...imports].sort());
	});

	it('sees what it checks: the boxes, and arrows into the transport', () => {
		expect(drawing.boxes.size).toBeGreaterThanOrEqual(8);
		expect(drawing.arrows).toContain('nodes/SeoTools/actions -> nodes/shared/transport');
	});
});

/**
 * docs/architecture.md, "The path of one item", lists the functions one item passes through, in
 * order. This test holds that list against the code: each function is defined in the file the
 * page names, calls the function of the next row itself (not from inside a function it hands
 * to another, which would hide a hop: the page must name every one), and its file reaches the
 * next row's file through its imports. Read from the files as text.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importsOf, ROOT } from './imports';

const START = '<!-- architecture:path:start -->';
const END = '<!-- architecture:path:end -->';

interface Step {
	file: string;
	/** As the page writes it: `route`, or `SeoTools.execute` for a class's method. */
	label: string;
	/** The function's own name, the class aside. */
	name: string;
}

function readSteps(): Step[] {
	const text = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8');
	const block = text.slice(text.indexOf(START), text.indexOf(END));
	return [...block.matchAll(/^\| `([^`]+)` \| `([^`]+)` \|$/gm)].map(([, file, label]) => ({
		file,
		label,
		name: label.split('.').pop()!,
	}));
}

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text of a function or method after its definition line, up to the closing brace at the
 * indent it was opened at. Undefined when the file defines no function of that name.
 */
function bodyOf(file: string, name: string): string | undefined {
	const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
	const definition = new RegExp(
		`^(\\s*)(?:export )?(?:async )?(?:function\\s+)?${escape(name)}\\s*(?:<[^>]*>)?\\(`,
	);
	const start = lines.findIndex((line) => definition.test(line));
	if (start < 0) return undefined;
	const indent = definition.exec(lines[start])![1];
	const end = lines.findIndex((line, i) => i > start && line === `${indent}}`);
	return lines.slice(start + 1, end < 0 ? undefined : end + 1).join('\n');
}

/**
 * Whether the text at `at` lies inside a function written in `body` (an arrow function or a
 * function expression with a braced body): a call there is made by whoever calls that function.
 */
export function insideFunction(body: string, at: number): boolean {
	const open: boolean[] = [];
	for (let i = 0; i < at; i++) {
		if (body[i] === '{') {
			const before = body.slice(Math.max(0, i - 200), i);
			open.push(/(?:=>|\bfunction\b[^{]*\))\s*$/.test(before));
		} else if (body[i] === '}') open.pop();
	}
	return open.includes(true);
}

/** Every file a file reaches through its imports, itself included. */
function reachable(file: string): Set<string> {
	const seen = new Set<string>();
	const queue = [file];
	while (queue.length) {
		const next = queue.pop()!;
		if (seen.has(next)) continue;
		seen.add(next);
		queue.push(...importsOf(next));
	}
	return seen;
}

describe("docs/architecture.md's path of one item is the code's", () => {
	const steps = readSteps();
	const pairs = steps.slice(1).map((next, i) => [steps[i], next] as const);

	it('names a path from the node file through the router and an operation into the transport', () => {
		expect(steps.length).toBeGreaterThanOrEqual(6);
		expect(steps[0].file).toBe('nodes/SeoTools/SeoTools.node.ts');
		expect(steps.some((step) => step.file.endsWith('.operation.ts'))).toBe(true);
		expect(steps.at(-1)!.file.startsWith('nodes/shared/transport/')).toBe(true);
	});

	it.each(steps.map((step) => [step.label, step.file, step]))(
		'%s is defined in %s',
		(_label, file, step) => {
			expect(bodyOf(file, step.name)).toBeDefined();
			const owner = step.label.split('.').slice(0, -1).join('.');
			if (owner) expect(readFileSync(join(ROOT, file), 'utf8')).toMatch(`class ${owner} `);
		},
	);

	it.each(pairs.map(([from, to]) => [from.label, to.label, from, to]))(
		'%s calls %s',
		(_from, _to, from, to) => {
			const body = bodyOf(from.file, from.name) ?? '';
			const calls = [
				...body.matchAll(new RegExp(`\\b${escape(to.name)}\\s*(?:\\.call\\s*)?\\(`, 'g')),
			];
			expect(calls.length).toBeGreaterThan(0);
			expect(calls.some((call) => !insideFunction(body, call.index))).toBe(true);
			expect(reachable(from.file).has(to.file)).toBe(true);
		},
	);

	it('sees what it checks: a name that is not called, or not defined, is found out', () => {
		expect(bodyOf('nodes/SeoTools/actions/route.ts', 'noSuchFunction')).toBeUndefined();
		expect(bodyOf('nodes/SeoTools/actions/route.ts', 'route')).not.toMatch(/\bsendJson\s*\(/);
		// A call from inside a function handed to another is not the caller's own.
		const body =
			'const a = 1;\n\tawait each(items, async (i) => {\n\t\tawait next(i);\n\t});\n\tawait last();';
		expect(insideFunction(body, body.indexOf('next('))).toBe(true);
		expect(insideFunction(body, body.indexOf('last('))).toBe(false);
		expect(insideFunction('try {\n\tawait next();\n} finally {}', 8)).toBe(false);
		// A function's own definition line is not a call of itself.
		expect(bodyOf('nodes/SeoTools/actions/route.ts', 'route')).not.toMatch(/\broute\s*\(/);
	});
});

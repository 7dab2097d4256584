import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * README quotes benchmark figures; `npm run bench` writes them into README and
 * docs/benchmarks.md alike. A figure edited by hand, or a README left behind by a newer run,
 * fails here. Both files are read as Markdown, independently of the bench code.
 */
const ROOT = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** The text between a marker that starts with `start` and the `end` marker. */
function section(text: string, start: string, end: string): string {
	const from = text.indexOf(start);
	const to = text.indexOf(end, from);
	if (from < 0 || to < 0) throw new Error(`no section ${start} … ${end}`);
	return text.slice(from, to);
}

/** Table rows (not header, not rule) as cells, `\|` kept inside a cell. */
function rows(markdown: string): string[][] {
	return markdown
		.split('\n')
		.filter((line) => line.startsWith('| ') && !/^\|\s*-/.test(line))
		.map((line) =>
			line
				.slice(1, -1)
				.split(/(?<!\\)\|/)
				.map((cell) => cell.trim()),
		)
		.filter((cells) => !['Group', 'Where'].includes(cells[0]));
}

const numbers = (text: string) => (text.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);

describe('README figures', () => {
	const readme = section(read('README.md'), '<!-- bench:readme:start', '<!-- bench:readme:end -->');
	const doc = section(read('docs/benchmarks.md'), '<!-- bench:start', '<!-- bench:end -->');
	const measured = new Map(rows(doc).map(([group, name, value]) => [`${group} / ${name}`, value]));

	it('quote figures of the run in docs/benchmarks.md', () => {
		const quoted = rows(readme);
		expect(quoted.length).toBeGreaterThanOrEqual(5);
		for (const [where, name, value] of quoted) {
			const key = `${where} / ${name}`;
			expect({ key, numbers: numbers(value) }).toEqual({
				key,
				numbers: numbers(measured.get(key) ?? 'missing from docs/benchmarks.md'),
			});
		}
	});

	it('name the same run', () => {
		const run = /Latest run: (\d{4}-\d\d-\d\d \d\d:\d\d UTC)/.exec(doc)?.[1];
		expect(run).toBeDefined();
		expect(readme).toContain(`run of ${run}`);
	});
});

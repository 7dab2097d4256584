import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * docs/benchmarks.md records the last runs of `npm run bench` and README quotes the latest.
 * Both files are read as Markdown, independently of the bench code (test/ does not import
 * scripts/): a figure edited by hand, a README left behind by a newer run, a run kept back, or a
 * published target dropped or edited fails here.
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

/** Table rows (not rule) as cells, `\|` kept inside a cell; the header row included. */
function rows(markdown: string): string[][] {
	return markdown
		.split('\n')
		.filter((line) => line.startsWith('| ') && !/^\|\s*-/.test(line))
		.map((line) =>
			line
				.slice(1, -1)
				.split(/(?<!\\)\|/)
				.map((cell) => cell.trim()),
		);
}

/** The rows of the table whose header starts with "| Group |", as objects by column name. */
function figureTable(markdown: string): Array<Record<string, string>> {
	const all = rows(markdown);
	const header = all.find((cells) => cells[0] === 'Group');
	if (!header) return [];
	return all
		.filter((cells) => cells.length === header.length && cells[0] !== 'Group')
		.filter((cells) => !cells[0].startsWith('Under a'))
		.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i]])));
}

const key = (row: Record<string, string>) => `${row.Group} / ${row.Figure} / ${row.Target}`;
const MET = /^(yes|\*\*NO\*\*|not measured|context \((within|outside) its former target\))$/;

const doc = section(read('docs/benchmarks.md'), '<!-- bench:start', '<!-- bench:end -->');
const runs = doc.split('<!-- bench:run -->').slice(1);
const latest = runs[runs.length - 1] ?? '';
const latestRows = figureTable(latest);
const readme = section(read('README.md'), '<!-- bench:readme:start', '<!-- bench:readme:end -->');

describe('docs/benchmarks.md: every run reported', () => {
	it('keeps between one and three full runs, each with its date, load at start and duration', () => {
		expect(runs.length).toBeGreaterThanOrEqual(1);
		expect(runs.length).toBeLessThanOrEqual(3);
		for (const run of runs) {
			expect(run).toMatch(/### Run of \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
			expect(run).toMatch(/Load average at start: \d+\.\d\d, \d+\.\d\d, \d+\.\d\d/);
			expect(run).toMatch(/Took \d+ s\./);
		}
	});

	it('keeps the runs in order, oldest first', () => {
		const stamps = runs.map((run) => /### Run of ([\d-]+ [\d:]+) UTC/.exec(run)?.[1] ?? '');
		expect([...stamps].sort()).toEqual(stamps);
	});

	it('gives every row with a target a Met verdict and a median and range', () => {
		const targeted = latestRows.filter((row) => row.Target);
		expect(targeted.length).toBeGreaterThan(30);
		for (const row of targeted)
			expect({ row: key(row), met: row.Met }).toMatchObject({
				met: expect.stringMatching(MET),
			});
	});

	it('counts every target row in the headline', () => {
		const counted = latestRows.filter((row) => /^(yes|\*\*NO\*\*|not measured)$/.test(row.Met));
		const met = counted.filter((row) => row.Met === 'yes').length;
		expect(latest).toContain(`${met} of ${counted.length} targets met`);
	});

	it('runs every real-n8n speed row in at least five rounds', () => {
		const speed = latestRows.filter(
			(row) => row.Group.startsWith('Parallel (real n8n') && row.Figure.includes('÷'),
		);
		expect(speed.length).toBeGreaterThanOrEqual(6);
		for (const row of speed) {
			const rounds = Number(/\((\d+) rounds\)/.exec(row.Range)?.[1]);
			expect({ row: key(row), rounds }).toEqual({ row: key(row), rounds: expect.any(Number) });
			expect(rounds).toBeGreaterThanOrEqual(5);
		}
	});
});

describe('docs/benchmarks.md: published definitions are kept', () => {
	/**
	 * Every target published so far, as it was published: a changed definition is a new row, never an
	 * edit.
	 */
	const PUBLISHED = [
		['Per-item overhead', 'SEO Tools ÷ undici loop (1,000 × Uptime → Get)', '≤ 1.25×'],
		[
			'Per-item overhead',
			'SEO Tools ÷ bare n8n helper loop (what the node adds, 1,000 × Uptime → Get)',
			'≤ 1.25×',
		],
		['Per-item overhead', 'SEO Tools ÷ HTTP Request node (same engine)', '≤ 1.00×'],
		['Large reads', 'Query → Get Many, 200,000 rows: requests', '= ⌈rows / 50,000⌉ = 4'],
		['Large reads', 'Query → Get Many, 200,000 rows: requests', '= ⌊rows / 50,000⌋ + 1 = 5'],
		['Large reads', 'Query → Get Many, 200,000 rows: peak heap ÷ JSON received', '≤ 2.00×'],
		[
			'Large reads',
			'Query → Get Many, 200,000 rows: peak heap ÷ heap kept by the output items',
			'≤ 1.30×',
		],
		[
			'Large reads',
			"Query → Get Many, 200,000 rows: the node's peak heap ÷ heap kept by the output items",
			'≤ 1.30×',
		],
		['Footprint', 'cold require of the 2 nodes and 2 credentials (built)', '≤ 30 ms'],
		[
			'Footprint',
			"cold require of the 2 nodes and 2 credentials (built) ÷ n8n-workflow's",
			'≤ 0.090×',
		],
		['Footprint', 'packed size (npm pack)', '≤ 300.0 KiB'],
		['Bulk writes', 'Query → Add or Update, 100,000 phrases: requests ÷ minimum', '≤ 1.10×'],
		['Bulk writes', 'Query → Add or Update: longest request target', '≤ 8000'],
		['Bulk writes', 'Query Group → Move Queries, 10,000 ids: requests', '= 10'],
		[
			'Polling cost',
			'Video → Generate, Wait for Completion: result fetches per task per minute',
			'≤ 6',
		],
		['Polling cost', 'SEO Tools Trigger, Video Task Finished: requests per task per minute', '≤ 1'],
		...['Parallel (harness)', 'Parallel (real n8n 2.41.1)'].flatMap((group) => [
			[group, 'SEO Tools ÷ HTTP Request node, 200 items at 0 ms', '≤ 1.50×'],
			[group, 'SEO Tools ÷ HTTP Request node, 1000 items at 0 ms', '≤ 1.50×'],
			[group, 'SEO Tools ÷ HTTP Request node, 200 items at 50 ± 20 ms', '≤ 1.50×'],
			[group, 'SEO Tools ÷ HTTP Request node, 1000 items at 50 ± 20 ms', '≤ 1.00×'],
			[group, 'most requests in flight (SEO Tools, default Max Parallel Requests)', '≤ 64'],
		]),
		['Parallel (harness)', '200 items against a 20 requests/s limit: items lost', '= 0'],
		['Parallel (harness)', '200 items against a 20 requests/s limit: throughput', '≥ 18 req/s'],
	];
	/**
	 * The real-n8n round's targets (docs/decisions/benchmarks.md#rounds-of-targets): the real n8n judges speed,
	 * and memory counts everything.
	 */
	const REAL_N8N_ROUND = [
		['Parallel (real n8n 2.41.1)', 'SEO Tools ÷ HTTP Request node, 200 items at 0 ms', '≤ 1.00×'],
		['Parallel (real n8n 2.41.1)', 'SEO Tools ÷ HTTP Request node, 1000 items at 0 ms', '≤ 1.00×'],
		[
			'Parallel (real n8n 2.41.1)',
			'SEO Tools ÷ HTTP Request node, 200 items at 50 ± 20 ms',
			'≤ 1.00×',
		],
		['Parallel (real n8n 2.41.1)', '200 items against a 20 requests/s limit: items lost', '= 0'],
		[
			'Parallel (real n8n 2.41.1)',
			'200 items against a 20 requests/s limit: throughput',
			'≥ 18 req/s',
		],
	];

	it.each([...PUBLISHED, ...REAL_N8N_ROUND])(
		'%s: %s (%s) is measured and judged',
		(group, name, target) => {
			const row = latestRows.find(
				(r) => r.Group === group && r.Figure === name && r.Target === target,
			);
			expect(row).toBeDefined();
			expect(row?.Met).toMatch(MET);
		},
	);

	/**
	 * Rows a round turned into context (docs/benchmarks.md, the rules): the harness's parallel rows
	 * since the real-n8n round, and peak heap ÷ JSON received since the per-item round, which the
	 * output items alone exceed. A run recorded before the per-item round still judged the latter.
	 */
	const madeContext = (row: Record<string, string>) =>
		row.Group === 'Parallel (harness)' ||
		(row.Group === 'Large reads' && row.Figure.endsWith('peak heap ÷ JSON received'));
	const heapJsonJudged = !latest.includes('context since the per-item round');

	it('judges the rows a round made context as context, and every other published target in the headline', () => {
		for (const row of latestRows.filter((r) => r.Target && madeContext(r)))
			if (row.Group === 'Parallel (harness)' || !heapJsonJudged)
				expect(row.Met).toMatch(/^context/);
		for (const row of latestRows.filter((r) => r.Target && !madeContext(r)))
			expect(row.Met).not.toMatch(/^context/);
	});

	it('says for each ratio of what the node adds what is compared', () => {
		const adds = latestRows.filter((r) => r.Target && r.Figure.includes('what the node adds'));
		expect(adds.length).toBeGreaterThanOrEqual(3);
		for (const row of adds)
			expect(latest).toContain(`- ${row.Group}, ${row.Figure} (${row.Target}): compares `);
	});
});

describe('README speed summary', () => {
	const lines = readme
		.split('\n')
		.slice(1)
		.filter((line) => line.trim() !== '');

	it('is three lines, no table: the full table lives in docs/benchmarks.md', () => {
		expect(lines).toHaveLength(3);
		expect(rows(readme)).toEqual([]);
		expect(lines[2]).toContain('[`docs/benchmarks.md`](docs/benchmarks.md)');
	});

	it('names the latest run in docs/benchmarks.md and its headline', () => {
		const run = /### Run of (\d{4}-\d\d-\d\d \d\d:\d\d UTC)/.exec(latest)?.[1];
		expect(run).toBeDefined();
		expect(lines[0]).toContain(`run of ${run}`);
		const headline = /\d+ of \d+ targets met[^.]*\./.exec(latest)?.[0];
		expect(headline).toBeDefined();
		expect(lines[0]).toContain(headline);
	});

	it('says what SEO Tools and the HTTP Request node lose under a rate limit, as the run measured', () => {
		const throttle = rows(latest).filter(
			(cells) => cells.length === 4 && !cells[0].startsWith('Under a'),
		);
		const who = throttle.map((cells) => cells[0]);
		expect(who.some((w) => w.startsWith('SEO Tools'))).toBe(true);
		expect(who).toContain('HTTP Request node (default options)');
		for (const [name, lost, time] of throttle)
			expect(lines[1]).toContain(`${name} lost ${lost} in ${time}`);
	});
});

import type { IDataObject } from 'n8n-workflow';
import { READ_BOUND } from '../../../nodes/shared/parts/paging/pageReader';
import { ProductHarness, projectRef, SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';

/*
 * Query → Get Many against a service whose page is 50,000 rows (the service documentation's default), 100 rows, or
 * a size that changes from one request to the next: no row lost, none twice, Limit exact.
 */

const ROWS = 2_347;
const shop = projectRef(SEED.projects.shop);

/** Replaces the shop's queries by ROWS of them, one group each; returns their ids in order. */
function fillShop(h: ProductHarness): string[] {
	const project = h.sim.state.project(SEED.projects.shop)!;
	const start = project.createdAt;
	project.queries = Array.from({ length: ROWS }, (_, i) => ({
		id: 800_000 + i,
		phrase: `фраза ${i}`,
		url: null,
		frequency: 10,
		frequencyType: 'exact',
		groupIds: [i % 3 === 0 ? 1 : 1001],
		addedAt: start + i,
	}));
	return project.queries.map((q) => String(q.id));
}

async function setPageCap(h: ProductHarness, cap: number | number[] | undefined) {
	const response = await fetch(`${h.sim.baseUrl}/__sim/project-api/page-cap`, {
		method: cap === undefined ? 'DELETE' : 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: cap === undefined ? undefined : JSON.stringify({ cap }),
	});
	expect(response.status).toBe(200);
}

const pages = (h: ProductHarness) =>
	h.received('/projects/api/v1/queries/get').map((r) => ({
		offset: Number(r.query.offset),
		limit: Number(r.query.limit),
	}));

/** Every test: a fresh simulator whose shop project holds ROWS queries. */
const h = useHarness({}, { perTest: true });
let ids: string[];
beforeEach(async () => {
	ids = fillShop(h);
});

describe('Query → Get Many reads every row whatever the page size of the service', () => {
	const getMany = async (options: IDataObject) => {
		h.clear();
		const result = await h.run({
			resource: 'query',
			operation: 'getAll',
			project: shop,
			...options,
		});
		expect(result.status).toBe('success');
		return result.json('Node').map((row) => String(row.id));
	};

	const caps: Array<[string, number | number[] | undefined]> = [
		['pages of 50,000 rows (the spec default)', undefined],
		['pages of 100 rows', 100],
		['a page size that changes between requests', [100, 37, 250, 1, 60]],
	];

	describe.each(caps)('%s', (_name, cap) => {
		beforeEach(() => setPageCap(h, cap));

		it('Return All outputs every row once, in order, and ends on an empty page', async () => {
			expect(await getMany({ returnAll: true })).toEqual(ids);
			const asked = pages(h);
			// Each offset is the number of rows received before it; the last page was empty.
			expect(asked[0].offset).toBe(0);
			expect(asked.at(-1)!.offset).toBe(ROWS);
			const received = asked.slice(1).map((page, i) => page.offset - asked[i].offset);
			expect(received.every((n) => n > 0)).toBe(true);
			expect(received.reduce((a, b) => a + b, 0)).toBe(ROWS);
		});

		it('Limit 150 outputs exactly 150 rows and never asks for more than it still needs', async () => {
			expect(await getMany({ returnAll: false, limit: 150 })).toEqual(ids.slice(0, 150));
			// Every request asks for the rows still missing, from the rows received so far.
			for (const page of pages(h)) expect(page.offset + page.limit).toBe(150);
		});

		it('a group filter under a Limit keeps reading until enough rows match', async () => {
			const inGroup = ids.filter((_, i) => i % 3 !== 0);
			expect(
				await getMany({ returnAll: false, limit: 1000, filters: { groupIds: '1001' } }),
			).toEqual(inGroup.slice(0, 1000));
		});
	});

	it('Limit above the rows there are outputs them all and stops on the empty page', async () => {
		await setPageCap(h, 100);
		expect(await getMany({ returnAll: false, limit: 5000 })).toEqual(ids);
		expect(pages(h).at(-1)).toEqual({ offset: ROWS, limit: 5000 - ROWS });
	});

	it('the page cap can be set when the service starts', async () => {
		const capped = await ProductHarness.start({ queryPageCap: 100 });
		try {
			const all = fillShop(capped);
			const result = await capped.run({
				resource: 'query',
				operation: 'getAll',
				project: shop,
				returnAll: true,
			});
			expect(result.json('Node').map((row) => String(row.id))).toEqual(all);
			// 23 pages of 100, one of 47, one empty.
			expect(capped.received('/projects/api/v1/queries/get')).toHaveLength(25);
		} finally {
			await capped.stop();
		}
	});
});

async function setOffsetMode(h: ProductHarness, mode: string, overlap?: number) {
	const response = await fetch(`${h.sim.baseUrl}/__sim/project-api/page-offset`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ mode, overlap }),
	});
	expect(response.status).toBe(200);
}

/*
 * The simulator's offset switch (docs/decisions-simulator-project-api.md): a service that sends
 * the first page whatever the offset (as it is, or with a field changed on every read) is read
 * twice and then refused with an error, and nothing of it is output; pages that start before the
 * offset asked have their repeated rows dropped. The second server (getMany.otherForms.test.ts) checks
 * the same rules in its own forms.
 */
describe('Query → Get Many against a service that does not honour the offset', () => {
	const run = (options: IDataObject, continueOnFail = false) =>
		h.run(
			{ resource: 'query', operation: 'getAll', project: shop, ...options },
			{ continueOnFail },
		);

	describe.each(['ignored', 'changing'])('offset %s', (mode) => {
		beforeEach(() => setOffsetMode(h, mode));

		it.each([
			['pages of 50,000 rows', undefined, ROWS],
			['pages of 100 rows', 100, 100],
		])(
			'%s: Return All stops at the second page with the error, and outputs nothing',
			async (_name, cap, firstPage) => {
				await setPageCap(h, cap);
				const result = await run({ returnAll: true });
				expect(result.status).toBe('error');
				const error = result.error('Node')!;
				expect(error.message).toBe(
					`Query → Get Many: The service sent rows already read when asked for the rows from offset ${firstPage}: it does not move on by the offset, so the whole list cannot be read`,
				);
				expect(error.description).toContain(`a Limit of at most ${firstPage} `);
				expect(result.items('Node')).toHaveLength(0);
				expect(pages(h)).toHaveLength(2);
			},
		);

		it('under Continue On Fail one error item takes the place of the rows', async () => {
			const result = await run({ returnAll: true }, true);
			expect(result.json('Node')).toEqual([
				expect.objectContaining({ error: expect.stringMatching(/does not move on by the offset/) }),
			]);
		});

		it('a Limit within the first page reads one page, as a service that honours the offset', async () => {
			await setPageCap(h, 100);
			const result = await run({ returnAll: false, limit: 80 });
			expect(result.json('Node').map((row) => String(row.id))).toEqual(ids.slice(0, 80));
			expect(pages(h)).toHaveLength(1);
		});
	});

	describe.each([
		['pages of 100 rows', 100],
		['a page size that changes between requests', [100, 37, 250, 60]],
	])('pages that start 10 rows before the offset, %s', (_name, cap) => {
		it('Return All outputs every row once, in order', async () => {
			await setPageCap(h, cap);
			await setOffsetMode(h, 'overlap', 10);
			const result = await run({ returnAll: true });
			expect(result.status).toBe('success');
			expect(result.json('Node').map((row) => String(row.id))).toEqual(ids);
		});
	});

	describe('the bound on the rows one read takes', () => {
		it('a read of more distinct rows than the bound stops with the error and outputs nothing', async () => {
			const bound = jest.replaceProperty(READ_BOUND, 'rows', ROWS - 1);
			try {
				await setPageCap(h, 1000);
				const result = await run({ returnAll: true });
				expect(result.error('Node')!.message).toBe(
					`Query → Get Many: Stopped after more than ${ROWS - 1} rows: the service kept sending rows not read before and never ended the list with an empty page`,
				);
				expect(result.items('Node')).toHaveLength(0);
				expect(pages(h)).toHaveLength(3);
			} finally {
				bound.restore();
			}
		});

		it('a read of exactly the bound is whole', async () => {
			const bound = jest.replaceProperty(READ_BOUND, 'rows', ROWS);
			try {
				const result = await run({ returnAll: true });
				expect(result.json('Node').map((row) => String(row.id))).toEqual(ids);
			} finally {
				bound.restore();
			}
		});
	});
});

import type { IDataObject } from 'n8n-workflow';
import { ProductHarness, projectRef, SEED } from '../helpers';

/*
 * Query → Get Many against a service whose page is 50,000 rows (the spec's default), 100 rows, or
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

describe('Query → Get Many reads every row whatever the page size of the service', () => {
	let h: ProductHarness;
	let ids: string[];
	beforeEach(async () => {
		h = await ProductHarness.start();
		ids = fillShop(h);
	});
	afterEach(() => h.stop());

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

describe('Query → Get Many against a service that ignores offset', () => {
	it('stops when a page repeats the page before instead of reading forever', async () => {
		const rows = [1, 2, 3].map((id) => ({ id: String(id), query: `q${id}`, group_id: '1' }));
		const fixed = await ProductHarness.start({
			surfaces: [(router) => router.get('/projects/api/v1/queries/get', () => ({ json: rows }))],
		});
		try {
			const result = await fixed.run({
				resource: 'query',
				operation: 'getAll',
				project: shop,
				returnAll: true,
			});
			expect(result.json('Node').map((row) => row.id)).toEqual(['1', '2', '3']);
			expect(fixed.received('/projects/api/v1/queries/get')).toHaveLength(2);
		} finally {
			await fixed.stop();
		}
	});
});

import { ALL_SURFACES } from '../../../simulator';
import { expectNoSecrets, ProductHarness, projectRef, SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';

const shop = projectRef(SEED.projects.shop);

describe('Query operations against the simulator', () => {
	const h = useHarness({}, { perTest: true });

	it('Query → Get Many reads rows with limit, paging and a group filter', async () => {
		const limited = await h.run({
			resource: 'query',
			operation: 'getAll',
			project: shop,
			returnAll: false,
			limit: 5,
		});
		expect(limited.output).toHaveLength(5);
		expect(h.received('/projects/api/v1/queries/get')[0].query).toMatchObject({
			offset: '0',
			limit: '5',
		});
		const all = await h.run({
			resource: 'query',
			operation: 'getAll',
			project: shop,
			returnAll: true,
		});
		expect(all.output.length).toBeGreaterThanOrEqual(30);
		const row = all.json('Node')[0];
		expect(row).toEqual(
			expect.objectContaining({
				project_id: '101',
				id: expect.any(String),
				query: expect.any(String),
			}),
		);
		const filtered = await h.run({
			resource: 'query',
			operation: 'getAll',
			project: shop,
			returnAll: true,
			filters: { groupIds: '1' },
		});
		expect(filtered.json('Node').every((r) => r.group_id === '1')).toBe(true);
	});

	it('Query → Get Many takes a lone object where the spec documents an array as one row', async () => {
		const row = { id: '7', query: 'одна фраза', group_id: '1' };
		const lone = await ProductHarness.start({
			surfaces: [
				(router) => router.get('/projects/api/v1/queries/get', () => ({ json: row })),
				...ALL_SURFACES,
			],
		});
		try {
			const result = await lone.run({
				resource: 'query',
				operation: 'getAll',
				project: shop,
				returnAll: true,
			});
			expect(result.status).toBe('success');
			expect(result.json('Node')).toEqual([{ ...row, project_id: '101' }]);
			expect(lone.received('/projects/api/v1/queries/get')).toHaveLength(1);
		} finally {
			await lone.stop();
		}
	});

	it('Query → Add or Update sends every parameter in the query string', async () => {
		const result = await h.run({
			resource: 'query',
			operation: 'set',
			project: shop,
			source: 'list',
			phrases: 'зимние кроссовки',
			groupBy: 'name',
			groupName: 'Зима',
			groupMode: 'add',
			url: 'https://example-shop.ru/winter',
		});
		expect(result.status).toBe('success');
		const [request] = h.received('/projects/api/v1/queries/set');
		expect(request.query).toMatchObject({
			project_id: '101',
			queries: 'зимние кроссовки',
			group: 'Зима',
			group_mode: 'add',
			url: 'https://example-shop.ru/winter',
		});
		expect(result.output[0].json).toMatchObject({
			project_id: '101',
			query: 'зимние кроссовки',
			url: 'https://example-shop.ru/winter',
		});
		// The item is the query: its ID is `id`, as Get Many gives it.
		expect(result.output[0].json.id).toMatch(/^\d+$/);
		expect(result.output[0].json).not.toHaveProperty('query_id');
	});

	it('Query → Add or Update batches phrases of input items and pairs each output with its items', async () => {
		const input = Array.from({ length: 300 }, (_, i) => ({
			phrase: `длинная поисковая фраза про обувь номер ${i}`,
		}));
		const result = await h.run(
			{
				resource: 'query',
				operation: 'set',
				project: shop,
				source: 'items',
				phraseField: 'phrase',
				groupBy: 'id',
				groupId: '1',
				groupMode: 'replace',
				url: '',
			},
			{ input },
		);
		const requests = h.received('/projects/api/v1/queries/set');
		expect(requests.length).toBeGreaterThan(1);
		for (const r of requests)
			expect(
				new URL(`http://x/?${new URLSearchParams(r.query as Record<string, string>)}`).search
					.length,
			).toBeLessThan(8000);
		expect(result.output.length).toBeGreaterThan(0);
		expect(Array.isArray(result.output[0].pairedItem)).toBe(true);
	});

	it('Query → Delete needs confirmation and sends ids in a JSON body', async () => {
		const refused = await h.run(
			{ resource: 'query', operation: 'delete', project: shop, queryIds: '500001', confirm: false },
			{ continueOnFail: true },
		);
		expect(refused.output[0].json.error).toMatch(/Confirm Irreversible Deletion/);
		const result = await h.run({
			resource: 'query',
			operation: 'delete',
			project: shop,
			queryIds: '500001, 999999999',
			confirm: true,
		});
		expect(h.received('/projects/api/v1/queries/delete')[0].json).toEqual({
			project_id: 101,
			queries_id: [500001, 999999999],
		});
		expect(result.output[0].json).toMatchObject({ requested: 2, deleted: 1 });
		expectNoSecrets(result.serialized());
	});
});

import { useHarness } from '../shared/useHarness';

describe('Project operations of the REST API with the account (JWT) credential', () => {
	const h = useHarness({}, { perTest: true });

	it('Get Search Systems, Suggest Queries and Create (dry run, then real)', async () => {
		const systems = await h.run({
			resource: 'project',
			operation: 'searchSystems',
			domain: 'https://new-shop.ru/',
		});
		expect(systems.json('Node')[0].search_systems).toEqual(
			expect.arrayContaining([
				expect.objectContaining({
					search_engine_id: '1',
					regions: [{ id: '213', name: 'Москва' }],
				}),
			]),
		);
		expect(h.received('/api-rest/projects/ss-list')[0].json).toEqual({ domain: 'new-shop.ru' });

		const words = await h.run({
			resource: 'project',
			operation: 'suggestQueries',
			domain: 'new-shop.ru',
			returnAll: false,
			limit: 3,
		});
		expect(words.json('Node')).toEqual([
			expect.objectContaining({ rank: 1 }),
			expect.objectContaining({ rank: 2 }),
			expect.objectContaining({ rank: 3 }),
		]);

		const before = h.sim.state.projects.length;
		const dry = await h.run({
			resource: 'project',
			operation: 'create',
			domain: 'new-shop.ru',
			keywords: 'кроссовки\nкеды',
			dryRun: true,
			searchSystems: { system: [{ searchEngine: 2, region: 2 }] },
		});
		expect(dry.json('Node')[0]).toMatchObject({
			dry_run: true,
			parsed: { key_words: ['кроссовки', 'кеды'] },
		});
		expect(h.received('/api-rest/projects/add')[0].json).toEqual({
			domain: 'new-shop.ru',
			'search-systems': [{ search_engine: 2, search_region: 2 }],
			'key-words': ['кроссовки', 'кеды'],
			debug: 1,
		});
		expect(h.sim.state.projects.length).toBe(before);

		const created = await h.run({
			resource: 'project',
			operation: 'create',
			domain: 'new-shop.ru',
			keywords: 'кроссовки',
			dryRun: false,
		});
		expect(created.json('Node')[0]).toMatchObject({
			dry_run: false,
			project_id: expect.stringMatching(/^\d+$/),
		});
		expect(h.sim.state.projects.length).toBe(before + 1);
	});

	it('refuses a domain that is not a domain before sending', async () => {
		const result = await h.run(
			{ resource: 'project', operation: 'searchSystems', domain: 'not a domain' },
			{ continueOnFail: true },
		);
		expect(result.output[0].json.error).toMatch(/Domain: "not a domain" contains a space/);
		expect(h.received('/api-rest/projects/ss-list')).toHaveLength(0);
	});
});

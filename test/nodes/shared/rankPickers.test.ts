import { SeoTools } from '../../../nodes/SeoTools/SeoTools.node';
import { AGENT_CATALOG_PROFILES } from '../../../simulator';
import { SEED } from '../helpers';
import { useToolServer } from './useToolServer';
import { useHarness } from './useHarness';

const node = new SeoTools();
const { getSearchSystems, getCheckDates, getUrlGroups } = node.methods.loadOptions;
const project = (id: number) => ({ __rl: true, mode: 'id', value: String(id) });
const DAY = /^\d{4}-\d{2}-\d{2}$/;

describe.each(AGENT_CATALOG_PROFILES)(
	'pickers of the rank-tracker fields (%s agent catalog)',
	(profile) => {
		const h = useHarness({ agentCatalog: profile });
		const ctx = () =>
			h.editorContext({
				resource: 'metric',
				operation: 'get',
				project: project(SEED.projects.shop),
			});

		it('offers the project’s search systems, named, after the service’s default', async () => {
			const options = await getSearchSystems.call(ctx());
			expect(options[0]).toEqual({ name: expect.any(String), value: '' });
			const values = options.slice(1).map((o) => o.value);
			expect(values.length).toBeGreaterThan(0);
			expect(values.every((v) => /^\d+$/.test(String(v)))).toBe(true);
			expect(options.slice(1).every((o) => o.name.includes(`#${String(o.value)}`))).toBe(true);
		});

		it('offers the finished checks as days, newest first, each once', async () => {
			const options = await getCheckDates.call(ctx());
			const days = options.map((o) => String(o.value));
			expect(days.length).toBeGreaterThan(1);
			expect(days.every((d) => DAY.test(d))).toBe(true);
			expect([...days].sort().reverse()).toEqual(days);
			expect(new Set(days).size).toBe(days.length);
		});

		it('offers the URL groups as IDs (an empty list is fine for a project without them)', async () => {
			const options = await getUrlGroups.call(ctx());
			expect(options.every((o) => /^\d+$/.test(String(o.value)))).toBe(true);
		});

		it('asks for a project first while none is chosen (pickerChoices.test.ts checks every picker)', async () => {
			const none = h.editorContext({ resource: 'metric', operation: 'get' });
			expect(await getCheckDates.call(none)).toEqual([
				{ name: expect.stringMatching(/^Choose a Project First/), value: '' },
			]);
		});
	},
);

describe('pickers against a server that is not the simulator', () => {
	const service = useToolServer((operation, extra) => ({
		resource: 'metric',
		operation,
		...extra,
	}));
	const ctx = () =>
		service.h.editorContext(
			{ resource: 'metric', operation: 'get', project: project(77) },
			'apiKey',
			{
				baseUrl: service.server.url,
			},
		);

	it('reads search systems under other names, and all engines when the settings show none', async () => {
		service.server.offer([
			{
				name: 'list_search_engines',
				form: 'text',
				answer: () => ({
					data: [
						{ engine: 31, title: 'Engine A' },
						{ engine: 32, title: 'Engine B' },
					],
				}),
			},
			{
				name: 'get_project_settings',
				answer: () => ({ data: { project: { engines: [{ ss_id: 32, lr: 9 }] } } }),
			},
		]);
		expect(await getSearchSystems.call(ctx())).toEqual([
			{ name: expect.any(String), value: '' },
			{ name: 'Engine B (region 9) #32', value: '32' },
		]);
		service.server.offer([
			{
				name: 'list_search_engines',
				answer: () => ({ data: { list: [{ id: 5, name: 'Only' }] } }),
			},
			{ name: 'get_project_settings', answer: () => ({ data: { name: 'x' } }) },
		]);
		expect((await getSearchSystems.call(ctx())).map((o) => o.value)).toEqual(['', '5']);
	});

	it('reads checks with other field names, skips running ones and repeated days', async () => {
		service.server.offer([
			{
				name: 'get_project_updates',
				answer: () => ({
					data: {
						checks: [
							{ update_id: 3, started_at: '2026-03-09T08:00:00Z', finished_at: null },
							{
								update_id: 2,
								started_at: '2026-03-05T08:00:00Z',
								finished_at: '2026-03-05T09:00:00Z',
							},
							{
								update_id: 4,
								started_at: '2026-03-05T18:00:00Z',
								finished_at: '2026-03-05T19:00:00Z',
							},
							{
								update_id: 1,
								started_at: '2026-03-01T08:00:00Z',
								finished_at: '2026-03-01T09:00:00Z',
							},
						],
					},
				}),
			},
		]);
		expect((await getCheckDates.call(ctx())).map((o) => o.value)).toEqual([
			'2026-03-05',
			'2026-03-01',
		]);
	});

	it('shows fewer choices, not an error, when the catalog lacks the tool', async () => {
		service.server.offer([]);
		expect(await getUrlGroups.call(ctx())).toEqual([]);
		expect(await getSearchSystems.call(ctx())).toEqual([{ name: expect.any(String), value: '' }]);
	});
});

import { SeoTools } from '../../../nodes/SeoTools/SeoTools.node';
import { catalogProfile, CATALOG_PROFILES } from '../../../simulator';
import { SEED } from '../helpers';
import { useHarness } from './useHarness';

describe('editor methods: project list, groups of a project, video models', () => {
	const h = useHarness();
	const node = new SeoTools();

	it('lists own and shared projects for the project field, with a filter', async () => {
		const ctx = h.editorContext({ resource: 'project', operation: 'get' });
		const { results } = await node.methods.listSearch.searchProjects.call(ctx);
		expect(results.map((r) => r.value)).toEqual(
			expect.arrayContaining(['101', '102', '204', '205']),
		);
		const filtered = await node.methods.listSearch.searchProjects.call(ctx, 'blog');
		expect(filtered.results).toEqual([
			{ name: expect.stringContaining('example-blog.ru'), value: '102' },
		]);
	});

	it('loads the groups of the chosen project', async () => {
		const ctx = h.editorContext({
			resource: 'queryGroup',
			operation: 'move',
			project: { __rl: true, mode: 'id', value: String(SEED.projects.shop) },
		});
		const groups = await node.methods.loadOptions.getGroups.call(ctx);
		expect(groups).toEqual(
			expect.arrayContaining([
				{ name: 'Общая (#1)', value: '1' },
				expect.objectContaining({ name: expect.stringContaining('Бренд') }),
			]),
		);
	});
});

describe.each(CATALOG_PROFILES)(
	'editor methods: video models of the live catalog (%s)',
	(profileName) => {
		const profile = catalogProfile(profileName);
		const h = useHarness({ catalog: profileName });
		const node = new SeoTools();

		it('loads the video models of the tariff, and only edit models for Edit', async () => {
			const ctx = h.editorContext({ resource: 'video', operation: 'generate' });
			const models = await node.methods.loadOptions.getVideoModels.call(ctx);
			expect(models.map((m) => m.value)).toEqual(profile.models.map((m) => m.value));
			expect(models.filter((m) => /default/.test(m.name)).map((m) => m.value)).toEqual([
				profile.default,
			]);
			const edit = await node.methods.loadOptions.getVideoEditModels.call(ctx);
			expect(edit.map((m) => m.value)).toEqual(
				profile.models.filter((m) => m.isVideoEdit).map((m) => m.value),
			);
		});
	},
);

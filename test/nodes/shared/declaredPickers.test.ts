import { SeoTools } from '../../../nodes/SeoTools/SeoTools.node';
import { AGENT_CATALOG_PROFILES } from '../../../simulator';
import { projectRef, SEED } from '../helpers';
import { useHarness } from './useHarness';
import { useToolServer } from './useToolServer';

const node = new SeoTools();
const { getFolders, getMembers, getSearchEngines } = node.methods.loadOptions;

/** The pickers of the declared agent operations (nodes/SeoTools/methods/toolPicker.ts). */
describe.each(AGENT_CATALOG_PROFILES)(
	'pickers of the declared operations (%s agent catalog)',
	(profile) => {
		const h = useHarness({ agentCatalog: profile });

		it('offers a folder created with Folder → Create, by its id', async () => {
			const created = await h.run({
				resource: 'folder',
				operation: 'create',
				name: 'Клиенты агентства',
			});
			const id = String(created.output[0].json.folder_id ?? created.output[0].json.id);
			const options = await getFolders.call(
				h.editorContext({ resource: 'folder', operation: 'rename' }),
			);
			expect(options).toContainEqual({ name: `Клиенты агентства (#${id})`, value: id });
		});

		it('offers the search engines and the chosen project’s members', async () => {
			const engines = await getSearchEngines.call(
				h.editorContext({ resource: 'projectSettings', operation: 'getSearchEngines' }),
			);
			expect(engines.length).toBeGreaterThan(0);
			expect(engines.every((o) => o.name.includes(`#${String(o.value)}`))).toBe(true);
			const none = await getMembers.call(
				h.editorContext({ resource: 'member', operation: 'update' }),
			);
			// Before a project is chosen, one line that says to choose one (projectPicker).
			expect(none).toEqual([{ name: expect.stringMatching(/Choose a Project/), value: '' }]);
		});
	},
);

describe('pickers of the declared operations against a server that is not the simulator', () => {
	const service = useToolServer(() => ({}));

	it('reads members under other field names, in text', async () => {
		service.server.offer([
			{
				name: 'list_project_members',
				form: 'text',
				params: { project_id: 'integer' },
				answer: () => ({ data: { items: [{ access_id: 31, email: 'client@example.com' }] } }),
			},
		]);
		const options = await getMembers.call(
			service.h.editorContext(
				{ resource: 'member', operation: 'update', project: projectRef(SEED.projects.shop) },
				'apiKey',
				{ baseUrl: service.server.url },
			),
		);
		expect(options).toEqual([{ name: 'client@example.com (#31)', value: '31' }]);
		expect(service.server.calls).toEqual([
			{ name: 'list_project_members', arguments: { project_id: SEED.projects.shop } },
		]);
	});
});

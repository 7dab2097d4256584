import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { SeoTools } from '../../../nodes/SeoTools/SeoTools.node';
import { AGENT_CATALOG_PROFILES } from '../../../simulator';
import { projectRef, SEED, toolCallsOf } from '../helpers';
import { useHarness } from './useHarness';
import { useToolServer } from './useToolServer';

const node = new SeoTools();
const { getFolders, getMembers, getSearchEngines, getUrlGroups, getUrlGroupGoals } =
	node.methods.loadOptions;

/** The node's field `name` shown for a resource and operation, wherever it stands. */
function fieldOf(resource: string, operation: string, name: string): INodeProperties {
	const shown = (property: INodeProperties) =>
		property.displayOptions?.show?.resource?.includes(resource) &&
		property.displayOptions?.show?.operation?.includes(operation);
	for (const property of node.description.properties.filter(shown)) {
		if (property.name === name) return property;
		const inner = (property.options ?? []).find(
			(option): option is INodeProperties => 'name' in option && option.name === name,
		);
		if (inner && 'type' in inner) return inner;
	}
	throw new Error(`No field ${name} in ${resource} → ${operation}`);
}

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

/**
 * Fields of several IDs the service lists are multi-selects (toolFields.ts): the chosen values
 * arrive as an array of texts and are sent as the tool's numbers; bad or empty ones are refused
 * before sending.
 */
describe.each(AGENT_CATALOG_PROFILES)(
	'multi-select pickers of the declared operations (%s agent catalog)',
	(profile) => {
		const h = useHarness({ agentCatalog: profile });
		const shop = projectRef(SEED.projects.shop);

		it('are multi-selects loaded from the lists, only a project’s waiting for a project', () => {
			const folders = fieldOf('folder', 'setProjectFolders', 'folderIds');
			expect(folders).toMatchObject({
				displayName: 'Folder Names or IDs',
				type: 'multiOptions',
				default: [],
				required: true,
				typeOptions: { loadOptionsMethod: 'getFolders' },
			});
			expect(folders.typeOptions?.loadOptionsDependsOn).toBeUndefined();
			expect(fieldOf('urlGroup', 'setGoals', 'goalIds')).toMatchObject({
				type: 'multiOptions',
				typeOptions: {
					loadOptionsMethod: 'getUrlGroupGoals',
					loadOptionsDependsOn: ['project.value'],
				},
			});
			expect(fieldOf('urlGroup', 'delete', 'additionalFields').options).toContainEqual(
				expect.objectContaining({
					name: 'groupIds',
					type: 'multiOptions',
					typeOptions: expect.objectContaining({ loadOptionsMethod: 'getUrlGroups' }),
				}),
			);
		});

		/** Runs an operation with the IDs chosen in its multi-select: what its tool received. */
		async function sendChosen(parameters: IDataObject, field: string, chosen: IDataObject[string]) {
			h.clear();
			const result = await h.run({ project: shop, ...parameters, [field]: chosen });
			expect(result.output[0].json.error).toBeUndefined();
			return toolCallsOf(h);
		}

		it('sends the folders chosen in the list as numbers, once', async () => {
			for (const name of ['Клиенты n8n', 'Архив n8n'])
				await h.run({ resource: 'folder', operation: 'create', name });
			const options = await getFolders.call(
				h.editorContext({ resource: 'folder', operation: 'setProjectFolders' }),
			);
			const chosen = options.filter((o) => /n8n/.test(o.name)).map((o) => String(o.value));
			expect(chosen).toHaveLength(2);
			const parameters = { resource: 'folder', operation: 'setProjectFolders' };
			expect(await sendChosen(parameters, 'folderIds', chosen)).toEqual([
				{
					name: 'set_project_folders',
					arguments: { project_id: SEED.projects.shop, folder_ids: chosen.map(Number) },
				},
			]);
		});

		it('sends the counter goals and URL groups chosen in the lists of the chosen project', async () => {
			const ctx = h.editorContext({ resource: 'urlGroup', operation: 'setGoals', project: shop });
			const goals = await getUrlGroupGoals.call(ctx);
			expect(goals.length).toBeGreaterThan(1);
			expect(goals.every((o) => o.name.endsWith(`(#${String(o.value)})`))).toBe(true);
			const chosen = goals.slice(0, 2).map((o) => String(o.value));
			const setGoals = { resource: 'urlGroup', operation: 'setGoals' };
			expect(await sendChosen(setGoals, 'goalIds', chosen)).toEqual([
				{
					name: 'set_url_group_goals',
					arguments: { project_id: SEED.projects.shop, goal_ids: chosen.map(Number) },
				},
			]);
			const urlGroups = (await getUrlGroups.call(ctx)).map((o) => String(o.value));
			expect(urlGroups.length).toBeGreaterThan(0);
			expect(urlGroups).not.toContain('');
			const remove = { resource: 'urlGroup', operation: 'delete', mode: 'selected' };
			const calls = await sendChosen({ ...remove, confirmDeletion: true }, 'additionalFields', {
				groupIds: urlGroups.slice(0, 1),
			});
			expect(calls).toEqual([
				{
					name: 'delete_url_groups',
					arguments: {
						project_id: SEED.projects.shop,
						mode: 'selected',
						group_ids: [Number(urlGroups[0])],
					},
				},
			]);
		});

		it('before a project, asks for one; that line chosen alone is no value, refused before sending', async () => {
			const none = await getUrlGroupGoals.call(
				h.editorContext({ resource: 'urlGroup', operation: 'setGoals' }),
			);
			expect(none).toEqual([{ name: expect.stringMatching(/Choose a Project/), value: '' }]);
			h.clear();
			const result = await h.run(
				{ resource: 'urlGroup', operation: 'setGoals', project: shop, goalIds: [''] },
				{ continueOnFail: true },
			);
			expect(toolCallsOf(h)).toEqual([]);
			expect(String(result.output[0].json.error)).toContain('Goal IDs: give at least one value');
		});

		it('leaves an empty required multi-select to n8n, which runs nothing', async () => {
			h.clear();
			await expect(
				h.run({ resource: 'folder', operation: 'setProjectFolders', project: shop, folderIds: [] }),
			).rejects.toThrow(/Folder Names or IDs" is required/);
			expect(toolCallsOf(h)).toEqual([]);
		});

		it.each([
			['={{ [] }}', 'Folder IDs: a value is required'],
			[['12', 'папка'], 'Folder IDs: "папка" is not a number'],
			['={{ [12, "x1"] }}', 'Folder IDs: "x1" is not a number'],
		])('refuses %j before sending, item by item', async (folderIds, error) => {
			h.clear();
			const result = await h.run(
				{ resource: 'folder', operation: 'setProjectFolders', project: shop, folderIds },
				{ continueOnFail: true, input: [{ n: 1 }, { n: 2 }] },
			);
			expect(toolCallsOf(h)).toEqual([]);
			expect(result.output).toHaveLength(2);
			for (const [index, item] of result.output.entries()) {
				expect(String(item.json.error)).toContain(error);
				expect(item.pairedItem).toEqual({ item: index });
			}
		});

		it('takes an expression that gives an array of numbers or text separated by new lines', async () => {
			const options = await getFolders.call(
				h.editorContext({ resource: 'folder', operation: 'setProjectFolders' }),
			);
			const ids = options.map((o) => Number(o.value)).slice(0, 2);
			for (const folderIds of [`={{ ${JSON.stringify(ids)} }}`, `={{ "${ids.join('\\n')}" }}`]) {
				h.clear();
				await h.run({
					resource: 'folder',
					operation: 'setProjectFolders',
					project: shop,
					folderIds,
				});
				expect(toolCallsOf(h)[0].arguments.folder_ids).toEqual(ids);
			}
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

	it('reads counter goals under other field names, in text, and sends the chosen ones as numbers', async () => {
		service.server.offer([
			{
				name: 'get_url_group_goals',
				form: 'text',
				params: { project_id: 'integer' },
				answer: () => ({
					data: {
						result: {
							items: [
								{ id: '77', title: 'Покупка', selected: 1 },
								{ id: '78', title: 'Звонок', selected: 0 },
							],
						},
					},
				}),
			},
			{
				name: 'set_url_group_goals',
				annotations: { readOnlyHint: false },
				params: { project_id: 'integer', goal_ids: 'array', recalc: 'boolean' },
				required: ['goal_ids'],
				answer: (args) => ({ data: { ok: true, on: args.goal_ids } }),
			},
		]);
		const shop = projectRef(SEED.projects.shop);
		const options = await getUrlGroupGoals.call(
			service.h.editorContext(
				{ resource: 'urlGroup', operation: 'setGoals', project: shop },
				'apiKey',
				{
					baseUrl: service.server.url,
				},
			),
		);
		expect(options).toEqual([
			{ name: 'Покупка (#77)', value: '77' },
			{ name: 'Звонок (#78)', value: '78' },
		]);
		const result = await service.h.run(
			{
				resource: 'urlGroup',
				operation: 'setGoals',
				project: shop,
				goalIds: options.map((o) => o.value),
			},
			{ baseUrl: service.server.url, continueOnFail: true },
		);
		expect(result.output[0].json).toMatchObject({ ok: true, on: [77, 78] });
		expect(service.server.calls.at(-1)).toEqual({
			name: 'set_url_group_goals',
			arguments: { project_id: SEED.projects.shop, goal_ids: [77, 78] },
		});
	});
});

/**
 * Pickers never error or trap: before a project is chosen each list about a project sends nothing
 * and offers one line saying to choose a project first; an optional field's list always starts
 * with its empty choice (so the field can go back to "all"); a required one offers no empty
 * choice once it can list; the query group lists offer no URL group.
 */
import type { ILoadOptionsFunctions, INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { queryGroupsOnly } from '../../../nodes/SeoTools/methods/getGroups';
import { SeoTools } from '../../../nodes/SeoTools/SeoTools.node';
import { SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';
import { useToolServer } from './useToolServer';

const node = new SeoTools();
type Method = (this: ILoadOptionsFunctions) => Promise<INodePropertyOptions[]>;
const methods = node.methods.loadOptions as Record<string, Method>;
const project = (id: number) => ({ __rl: true, mode: 'id', value: String(id) });

/** Every field of the node whose list is about the chosen project, once per method and kind. */
const pickers = (() => {
	const found = new Map<string, { method: string; optional: boolean; field: string }>();
	const visit = (properties: INodeProperties[]) => {
		for (const property of properties) {
			const method = property.typeOptions?.loadOptionsMethod;
			if (typeof method === 'string' && property.typeOptions?.loadOptionsDependsOn?.length) {
				const optional =
					!property.required && property.type === 'options' && property.default === '';
				found.set(`${method}:${String(optional)}`, {
					method,
					optional,
					field: property.displayName,
				});
			}
			for (const option of property.options ?? [])
				if ('values' in option) visit(option.values);
				else if ('displayName' in option) visit([option as INodeProperties]);
		}
	};
	visit(node.description.properties);
	return [...found.values()];
})();

describe('pickers about a project (simulator)', () => {
	const h = useHarness();

	it('finds the pickers to check', () => {
		expect(pickers.map((p) => p.method)).toEqual(
			expect.arrayContaining([
				'getGroups',
				'getGroupsOrAll',
				'getUrlGroupsOrAll',
				'getSearchSystems',
			]),
		);
	});

	it.each(pickers.map((p) => [`${p.field} (${p.method})`, p]))(
		'%s: before a project, one line that says to choose one, and no request',
		async (_, picker) => {
			h.clear();
			const options = await methods[picker.method].call(
				h.editorContext({ resource: 'position', operation: 'getAll' }),
			);
			expect(options).toHaveLength(1);
			expect(`${options[0].name} ${options[0].description ?? ''}`).toMatch(/Choose a Project/);
			if (picker.optional) expect(options[0].value).toBe('');
			expect(h.received('/mcp')).toEqual([]);
		},
	);

	it.each(pickers.map((p) => [`${p.field} (${p.method})`, p]))(
		'%s: after a project, the empty choice only for an optional field',
		async (_, picker) => {
			const options = await methods[picker.method].call(
				h.editorContext({
					resource: 'position',
					operation: 'getAll',
					project: project(SEED.projects.shop),
				}),
			);
			if (picker.optional) {
				expect(options[0]).toEqual({ name: expect.any(String), value: '' });
				expect(options.slice(1).every((o) => o.value !== '')).toBe(true);
			} else expect(options.every((o) => o.value !== '')).toBe(true);
		},
	);

	it('the query group lists offer no URL group', async () => {
		const ctx = h.editorContext({
			resource: 'groupAnalytics',
			operation: 'getAll',
			project: project(SEED.projects.shop),
		});
		const urlGroups = await methods.getUrlGroups.call(ctx);
		const queryGroups = await methods.getGroupsOrAll.call(ctx);
		const urlNames = new Set(urlGroups.map((o) => o.name));
		// The service's group list holds the project's URL groups too (docs/service/project-api.md).
		expect(urlNames.size).toBeGreaterThan(0);
		expect(queryGroups.length).toBeGreaterThan(1);
		expect(queryGroups.filter((o) => urlNames.has(o.name))).toEqual([]);
	});
});

describe('optional and project pickers against a server that is not the simulator', () => {
	const service = useToolServer((operation, extra) => ({
		resource: 'metric',
		operation,
		...extra,
	}));

	it('ask for a project first without calling the server, which here offers no tool at all', async () => {
		service.server.offer([]);
		const ctx = service.h.editorContext({ resource: 'metric', operation: 'get' }, 'apiKey', {
			baseUrl: service.server.url,
		});
		for (const picker of pickers) {
			const options = await methods[picker.method].call(ctx);
			expect(options).toHaveLength(1);
		}
		expect(service.server.calls).toEqual([]);
	});
});

describe('a query group list without URL groups', () => {
	it('leaves out a group get_url_groups names under the same ID and name, whatever its fields are called', () => {
		const groups = [
			{ id: '1', name: 'Общая' },
			{ id: '7', name: 'Brand' },
			{ id: '9', name: '/catalog/' },
		];
		expect(queryGroupsOnly(groups, [{ group_id: 9, title: '/catalog/' }])).toEqual(
			groups.slice(0, 2),
		);
		expect(queryGroupsOnly(groups, [{ id: '9' }])).toEqual(groups.slice(0, 2));
		// The same ID under another name is another kind of group in another numbering.
		expect(queryGroupsOnly(groups, [{ id: 1, name: 'Blog pages' }])).toEqual(groups);
	});
});

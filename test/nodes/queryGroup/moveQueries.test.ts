import type { INodeProperties } from 'n8n-workflow';
import { SeoTools } from '../../../nodes/SeoTools/SeoTools.node';
import { projectRef, SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';

const node = new SeoTools();
const shop = projectRef(SEED.projects.shop);

/** A field of Query Group → Move Queries. */
function moveField(name: string): INodeProperties {
	const field = node.description.properties.find(
		(property) =>
			property.name === name &&
			property.displayOptions?.show?.resource?.includes('queryGroup') &&
			property.displayOptions?.show?.operation?.includes('move'),
	);
	if (!field) throw new Error(`no ${name} in Query Group → Move Queries`);
	return field;
}

describe('Query Group → Move Queries: the group queries move from', () => {
	const h = useHarness({}, { clear: true });

	it('is picked from the chosen project’s query groups, like the group they go to', () => {
		for (const name of ['fromGroupId', 'toGroupId'])
			expect(moveField(name)).toMatchObject({
				type: 'options',
				typeOptions: { loadOptionsMethod: 'getGroups', loadOptionsDependsOn: ['project.value'] },
			});
		expect(moveField('fromGroupId').required).toBe(true);
	});

	it('moves a query from the group chosen in the list, sent as a number', async () => {
		const rows = await h.run({
			resource: 'query',
			operation: 'getAll',
			project: shop,
			returnAll: true,
		});
		const row = rows.output.map((item) => item.json).find((json) => json.group_id !== undefined);
		if (!row) throw new Error('no query with a group in the shop');
		const from = String(row.group_id);
		const groups = await node.methods.loadOptions.getGroups.call(
			h.editorContext({ resource: 'queryGroup', operation: 'move', project: shop }),
		);
		const chosen = groups.find((group) => group.value === from);
		expect(chosen).toBeDefined();
		const to = groups.find((group) => group.value !== from)!;
		h.clear();
		const result = await h.run({
			resource: 'queryGroup',
			operation: 'move',
			project: shop,
			queryIds: String(row.query_id ?? row.id),
			fromGroupId: chosen!.value,
			destination: 'id',
			toGroupId: to.value,
		});
		expect(result.output[0].json).toMatchObject({ moved: 1 });
		const sent = h.received('/projects/api/v1/groups/move').map((request) => request.json);
		expect(sent).toEqual([
			expect.objectContaining({ from_group_id: Number(from), group_id: Number(to.value) }),
		]);
	});
});

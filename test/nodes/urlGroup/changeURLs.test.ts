import type { INodeProperties } from 'n8n-workflow';
import { SeoTools } from '../../../nodes/SeoTools/SeoTools.node';
import { projectRef, SEED, toolCallsOf } from '../helpers';
import { useHarness } from '../shared/useHarness';

const node = new SeoTools();
const { getUrlGroupsOrNone } = node.methods.loadOptions;
const shop = projectRef(SEED.projects.shop);

/** URL Group → Change URLs' From Group, inside its Additional Fields. */
function fromGroupField(): INodeProperties {
	const additional = node.description.properties.find(
		(property) =>
			property.name === 'additionalFields' &&
			property.displayOptions?.show?.resource?.includes('urlGroup') &&
			property.displayOptions?.show?.operation?.includes('changeUrls'),
	);
	const field = (additional?.options ?? []).find(
		(option): option is INodeProperties => 'name' in option && option.name === 'fromGroupId',
	);
	if (!field) throw new Error('no From Group field in URL Group → Change URLs');
	return field;
}

describe('URL Group → Change URLs: the group URLs move or are removed from', () => {
	const h = useHarness({}, { clear: true });

	/** A URL group of the shop holding two new URLs: its id and the URLs' ids. */
	async function groupWithUrls(name: string) {
		const created = await h.run({
			resource: 'urlGroup',
			operation: 'create',
			project: shop,
			name,
			additionalFields: {
				urls: `https://example-shop.ru/${name}/1\nhttps://example-shop.ru/${name}/2`,
			},
		});
		const json = created.output[0].json as { group_id: unknown; urls: Array<{ url_id: unknown }> };
		return { id: String(json.group_id), urls: json.urls.map((url) => Number(url.url_id)) };
	}

	/** Change URLs → Remove, each item naming its URLs and From Group by expression. */
	async function removeFromGroupOfItem(
		input: Array<{ group: number | string; urls: string }>,
		continueOnFail = false,
	) {
		return await h.run(
			{
				resource: 'urlGroup',
				operation: 'changeUrls',
				project: shop,
				action: 'remove',
				urlIds: '={{ $json.urls }}',
				additionalFields: { fromGroupId: '={{ $json.group }}' },
			},
			{ continueOnFail, input },
		);
	}

	it('is picked from the chosen project’s URL groups', () => {
		expect(fromGroupField()).toMatchObject({
			displayName: 'From Group Name or ID',
			type: 'options',
			default: '',
			typeOptions: {
				loadOptionsMethod: 'getUrlGroupsOrNone',
				loadOptionsDependsOn: ['project.value'],
			},
		});
		expect(fromGroupField().description).toMatch(/Choose from the list, or specify an ID/);
	});

	it('lists a group created in the project and moves its URLs from the group chosen, sent once as a number', async () => {
		const source = await groupWithUrls('move-source');
		const options = await getUrlGroupsOrNone.call(
			h.editorContext({ resource: 'urlGroup', operation: 'changeUrls', project: shop }),
		);
		expect(options).toContainEqual({ name: `move-source (#${source.id})`, value: source.id });
		// Its empty choice is no group, not every group ("All URL Groups" of the URL filters).
		expect(options[0]).toEqual({ name: expect.stringMatching(/^None\b/), value: '' });
		expect(options.slice(1).every((option) => option.value !== '')).toBe(true);
		h.clear();
		const result = await h.run({
			resource: 'urlGroup',
			operation: 'changeUrls',
			project: shop,
			action: 'move',
			urlIds: source.urls.join(','),
			additionalFields: { groupName: 'move-target', fromGroupId: source.id },
		});
		expect(result.output[0].json).toMatchObject({ action: 'move', count: 2 });
		expect(toolCallsOf(h)).toEqual([
			{
				name: 'change_url_groups',
				arguments: {
					project_id: SEED.projects.shop,
					action: 'move',
					url_ids: source.urls,
					group_name: 'move-target',
					from_group_id: Number(source.id),
				},
			},
		]);
	});

	it('takes the group from an expression, item by item', async () => {
		const first = await groupWithUrls('remove-first');
		const second = await groupWithUrls('remove-second');
		h.clear();
		const result = await removeFromGroupOfItem(
			[first, second].map((group) => ({ group: Number(group.id), urls: group.urls.join(',') })),
		);
		expect(result.output.map((item) => item.json.error)).toEqual([undefined, undefined]);
		expect(toolCallsOf(h).map((call) => call.arguments.from_group_id)).toEqual([
			Number(first.id),
			Number(second.id),
		]);
	});

	it('refuses a group that is not a number before sending, and the other items still run', async () => {
		const source = await groupWithUrls('refuse-text');
		h.clear();
		const urls = source.urls.join(',');
		const result = await removeFromGroupOfItem(
			[
				{ group: 'группа-1', urls },
				{ group: Number(source.id), urls },
			],
			true,
		);
		expect(String(result.output[0].json.error)).toMatch(/From Group\b.*"группа-1" is not a number/);
		expect(result.output[1].json.error).toBeUndefined();
		expect(result.output.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		// Only the second item reached the service.
		expect(toolCallsOf(h).map((call) => call.arguments.from_group_id)).toEqual([Number(source.id)]);
	});

	it('before a project is chosen, asks for one; its empty choice sends no group', async () => {
		const none = await getUrlGroupsOrNone.call(
			h.editorContext({ resource: 'urlGroup', operation: 'changeUrls' }),
		);
		expect(none).toEqual([
			{
				name: expect.stringMatching(/^None\b/),
				value: '',
				description: expect.stringMatching(/Choose a Project/),
			},
		]);
		const source = await groupWithUrls('add-only');
		h.clear();
		await h.run({
			resource: 'urlGroup',
			operation: 'changeUrls',
			project: shop,
			action: 'add',
			urlIds: source.urls.join(','),
			additionalFields: { groupName: 'add-target', fromGroupId: '' },
		});
		expect(toolCallsOf(h)[0].arguments).not.toHaveProperty('from_group_id');
	});
});

import type { IDataObject } from 'n8n-workflow';
import { SeoTools } from '../../../nodes/SeoTools/SeoTools.node';
import { AGENT_CATALOG_PROFILES } from '../../../simulator';
import { projectRef, SEED, toolCallsOf } from '../helpers';
import { projectOperation } from '../shared/projectOperation';
import { useHarness } from '../shared/useHarness';

const shop = SEED.projects.shop;
const event = projectOperation('event');

/**
 * Every Event operation through n8n's engine, on both agent catalogs. The expectations are the
 * document's (4.3 get_events, get_group_events; 4.8 create_event … delete_group_event), so they
 * hold on both; ids and event types are read from the service's own answers and pickers.
 */
describe.each(AGENT_CATALOG_PROFILES)('Event through the engine (%s agent catalog)', (profile) => {
	const h = useHarness({ agentCatalog: profile }, { clear: true });
	const node = new SeoTools();

	const toolCalls = () => toolCallsOf(h);
	const editor = () => h.editorContext({ resource: 'event', project: projectRef(shop) });
	const firstChoice = async (method: 'getEventTypes' | 'getGroups') => {
		const options = await node.methods.loadOptions[method].call(editor());
		expect(options.length).toBeGreaterThan(0);
		return String(options[0].value);
	};
	const listed = async (extra: IDataObject) => {
		const result = await h.run(event('getAll', { returnAll: true, ...extra }));
		return result.output.map((item) => item.json);
	};

	it('creates a project event with the typed fields, and Get Many shows it', async () => {
		const eventType = await firstChoice('getEventTypes');
		h.clear();
		const created = await h.run(
			event('create', {
				name: 'Новый каталог',
				date: '2026-11-02T00:00:00',
				eventType,
				additionalFields: {
					workTime: 3,
					url: 'https://example-shop.ru/catalog',
					description: 'Перенесли каталог',
				},
			}),
		);
		expect(toolCalls()).toEqual([
			{
				name: 'create_event',
				arguments: {
					project_id: shop,
					name: 'Новый каталог',
					date: '2026-11-02',
					event_type: Number(eventType),
					work_time: 3,
					url: 'https://example-shop.ru/catalog',
					description: 'Перенесли каталог',
				},
			},
		]);
		expect(created.output).toHaveLength(1);
		expect(created.output[0].json).toMatchObject({
			project_id: String(shop),
			name: 'Новый каталог',
			date: '2026-11-02',
		});

		h.clear();
		const rows = await listed({ from: '2026-11-01', to: '2026-11-30', query: 'каталог' });
		expect(rows).toEqual([
			expect.objectContaining({ project_id: String(shop), name: 'Новый каталог' }),
		]);
		const [first] = toolCalls();
		expect(first).toEqual({
			name: 'get_events',
			arguments: {
				project_id: shop,
				from: '2026-11-01',
				to: '2026-11-30',
				query: 'каталог',
				limit: 500,
				offset: 0,
			},
		});
		expect(toolCalls().every((call) => call.name === 'get_events')).toBe(true);
	});

	it('updates only the fields given, then deletes the event with Confirm Deletion', async () => {
		const created = await h.run(event('create', { name: 'Акция', date: '2026-11-05' }));
		const id = String(created.output[0].json.id ?? created.output[0].json.event_id);
		h.clear();

		const updated = await h.run(
			event('update', { eventId: id, updateFields: { description: 'Скидки 20 %' } }),
		);
		expect(toolCalls()).toEqual([
			{
				name: 'update_event',
				arguments: { project_id: shop, event_id: Number(id), description: 'Скидки 20 %' },
			},
		]);
		expect(updated.output[0].json).toMatchObject({ name: 'Акция', description: 'Скидки 20 %' });
		expect(await listed({ query: 'Акция' })).toEqual([
			expect.objectContaining({ name: 'Акция', date: '2026-11-05', description: 'Скидки 20 %' }),
		]);

		h.clear();
		const deleted = await h.run(event('delete', { eventId: id, confirmDeletion: true }));
		expect(toolCalls()).toEqual([
			{ name: 'delete_event', arguments: { project_id: shop, event_id: Number(id) } },
		]);
		expect(deleted.output[0].json).toMatchObject({
			project_id: String(shop),
			id,
			deleted: expect.anything(),
		});
		expect(await listed({ query: 'Акция' })).toEqual([]);
	});

	it('creates, reads, updates and deletes a query group’s event through the same operations', async () => {
		const group = await firstChoice('getGroups');
		h.clear();
		const created = await h.run(
			event('create', {
				scope: 'queryGroup',
				group,
				name: 'Новые ссылки',
				date: '2026-11-03',
				additionalFields: { workTime: 2 },
			}),
		);
		expect(toolCalls()).toEqual([
			{
				name: 'create_group_event',
				arguments: {
					project_id: shop,
					group_id: Number(group),
					name: 'Новые ссылки',
					date: '2026-11-03',
					work_time: 2,
				},
			},
		]);
		const id = String(created.output[0].json.event_id ?? created.output[0].json.id);

		h.clear();
		const rows = await listed({ scope: 'queryGroup', group, from: '2026-11-01' });
		expect(rows).toEqual([expect.objectContaining({ name: 'Новые ссылки' })]);
		// The group goes as the tool's schema types it (a name or an id: the service's documentation does not say).
		const [read] = toolCalls();
		expect(read).toEqual({
			name: 'get_group_events',
			arguments: {
				project_id: shop,
				group: expect.anything(),
				from: '2026-11-01',
				limit: 500,
				offset: 0,
			},
		});
		expect(String(read.arguments.group)).toBe(group);

		h.clear();
		await h.run(
			event('update', {
				scope: 'queryGroup',
				group,
				eventId: id,
				updateFields: { url: 'https://example-shop.ru/links' },
			}),
		);
		expect(toolCalls()).toEqual([
			{
				name: 'update_group_event',
				arguments: {
					project_id: shop,
					group_id: Number(group),
					event_id: Number(id),
					url: 'https://example-shop.ru/links',
				},
			},
		]);
		expect(await listed({ scope: 'queryGroup', group })).toEqual([
			expect.objectContaining({ name: 'Новые ссылки', url: 'https://example-shop.ru/links' }),
		]);

		h.clear();
		await h.run(
			event('delete', { scope: 'queryGroup', group, eventId: id, confirmDeletion: true }),
		);
		expect(toolCalls()).toEqual([
			{
				name: 'delete_group_event',
				arguments: { project_id: shop, group_id: Number(group), event_id: Number(id) },
			},
		]);
		expect(await listed({ scope: 'queryGroup', group })).toEqual([]);
	});

	it('refuses Delete without Confirm Deletion before any request', async () => {
		const result = await h.run(event('delete', { eventId: '4001' }), { continueOnFail: true });
		expect(String(result.output[0].json.error)).toMatch(
			/Event → Delete: Confirm Deletion must be on to delete the event/,
		);
		expect(result.output[0].pairedItem).toEqual({ item: 0 });
		expect(h.received('/api/mcp')).toEqual([]);
	});

	it('refuses a date that is no date, From after To and an empty name before sending, naming the field', async () => {
		const runs = await Promise.all([
			h.run(event('create', { name: 'X', date: 'next tuesday-ish' }), { continueOnFail: true }),
			h.run(event('create', { name: '  ', date: '2026-11-01' }), { continueOnFail: true }),
			h.run(event('getAll', { from: '2026-11-10', to: '2026-11-01' }), { continueOnFail: true }),
			h.run(event('update', { eventId: '4001', updateFields: {} }), { continueOnFail: true }),
			h.run(event('update', { eventId: '4001', updateFields: { date: '2026-02-30' } }), {
				continueOnFail: true,
			}),
		]);
		expect(runs.map((run) => String(run.output[0].json.error))).toEqual([
			expect.stringMatching(/^Event → Create: Date: "next tuesday-ish" is not a date/),
			expect.stringMatching(/^Event → Create: Name must not be empty/),
			expect.stringMatching(/^Event → Get Many: From \(2026-11-10\) must not be after To/),
			expect.stringMatching(/^Event → Update: Update Fields: add at least one field/),
			expect.stringMatching(/^Event → Update: Date: "2026-02-30" is not a date/),
		]);
		expect(toolCalls()).toEqual([]);
	});

	it('passes on the service’s refusal of an unknown event as an error item', async () => {
		const result = await h.run(
			event('update', { eventId: '987654', updateFields: { name: 'Нет такого' } }),
			{ continueOnFail: true },
		);
		expect(result.output).toHaveLength(1);
		expect(String(result.output[0].json.error)).toMatch(/Event → Update: .*update_event/);
		expect(result.output[0].pairedItem).toEqual({ item: 0 });
		expect(toolCalls().map((call) => call.name)).toEqual(['update_event']);
	});
});

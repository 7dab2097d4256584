import { SEED } from '../helpers';
import { projectOperation } from '../shared/projectOperation';
import { paged } from '../shared/toolServer';
import { DATED_PAGES, useToolServer } from '../shared/useToolServer';

const shop = SEED.projects.shop;
const event = projectOperation('event');

const MUTATING = { readOnlyHint: false };
const EVENT_PARAMS = {
	project_id: 'integer',
	event_id: 'string',
	name: 'string',
	date: 'string',
	event_type: 'string',
	work_time: 'number',
	url: 'string',
	description: 'string',
};

/**
 * Event against a second reading of the agent interface (test/nodes/shared/toolServer.ts): its
 * own page size, text instead of structured content, other field names and wording, ids as
 * text, answers lost after the work was done, and annotations that do not call a delete
 * destructive.
 */
describe('Event against a server that is not the simulator', () => {
	const service = useToolServer(event);

	it('reads every event once from pages of 3 sent as text under another key', async () => {
		const rows = Array.from({ length: 7 }, (_, n) => ({
			ev_id: `e${n}`,
			title: `Событие ${n}`,
			day: `2026-10-0${n + 1}`,
		}));
		service.server.offer([
			{
				name: 'get_events',
				form: 'text',
				params: { ...DATED_PAGES, group: 'integer', query: 'string' },
				answer: paged(rows, 3, 'results'),
			},
		]);
		const result = await service.run('getAll', { returnAll: true, from: '2026-10-01' });
		expect(result.output.map((item) => item.json)).toEqual(
			rows.map((row) => ({ project_id: String(shop), ...row })),
		);
		expect(service.server.calls.map((call) => call.arguments.offset)).toEqual([0, 3, 6, 7]);
		expect(service.server.calls[0].arguments).toEqual({
			project_id: shop,
			from: '2026-10-01',
			limit: 500,
			offset: 0,
		});
	});

	it('reads a query group’s events from a tool without paging that answers a bare list', async () => {
		service.server.offer([
			{
				name: 'get_group_events',
				params: { project_id: 'integer', group: 'string', from: 'string', to: 'string' },
				answer: () => ({
					data: [
						{ id: 1, text: 'Ссылки' },
						{ id: 2, text: 'Реклама' },
					],
				}),
			},
		]);
		const result = await service.run('getAll', { scope: 'queryGroup', group: 'Бренд', limit: 1 });
		expect(result.output.map((item) => item.json)).toEqual([
			{ project_id: String(shop), id: '1', text: 'Ссылки' },
		]);
		expect(service.server.calls).toEqual([
			{ name: 'get_group_events', arguments: { project_id: shop, group: 'Бренд' } },
		]);
	});

	it('gives a create answered in plain words as the result', async () => {
		service.server.offer([
			{
				name: 'create_event',
				annotations: MUTATING,
				form: 'text',
				params: EVENT_PARAMS,
				answer: () => ({ data: 'Событие №77 добавлено' }),
			},
		]);
		const result = await service.run('create', {
			name: 'Релиз',
			date: '2026-11-20',
			eventType: 'seo',
		});
		expect(result.output).toHaveLength(1);
		expect(result.output[0].json).toEqual({
			project_id: String(shop),
			result: 'Событие №77 добавлено',
		});
		expect(service.server.calls).toEqual([
			{
				name: 'create_event',
				arguments: { project_id: shop, name: 'Релиз', date: '2026-11-20', event_type: 'seo' },
			},
		]);
	});

	it.each([
		['closes the connection', 'close' as const],
		['answers HTTP 500', 500 as const],
	])(
		'sends a create once when the server does it and %s, and the item says so',
		async (_, lose) => {
			let done = 0;
			service.server.offer([
				{
					name: 'create_group_event',
					annotations: MUTATING,
					params: { ...EVENT_PARAMS, group_id: 'integer' },
					loseAnswer: lose,
					answer: () => {
						done += 1;
						return { data: { event_id: 9 } };
					},
				},
			]);
			const result = await service.run('create', {
				scope: 'queryGroup',
				group: '12',
				name: 'Ссылки',
				date: '2026-11-20',
			});
			expect(service.server.calls.map((call) => call.name)).toEqual(['create_group_event']);
			expect(done).toBe(1);
			expect(result.output).toHaveLength(1);
			expect(String(result.output[0].json.error)).toMatch(/^Event → Create: .*create_group_event/);
			expect(String(result.output[0].json.description)).toMatch(
				/not repeated automatically\. Check in the service whether it took effect/,
			);
			expect(result.output[0].pairedItem).toEqual({ item: 0 });
		},
	);

	it('refuses Delete without Confirm Deletion even where the catalog does not mark it destructive', async () => {
		service.server.offer([
			{
				name: 'delete_event',
				annotations: MUTATING,
				params: { project_id: 'integer', event_id: 'string' },
				answer: () => ({ data: { ok: true } }),
			},
		]);
		const refused = await service.run('delete', { eventId: 'e5' });
		expect(String(refused.output[0].json.error)).toMatch(/Confirm Deletion must be on/);
		expect(service.server.calls).toEqual([]);

		const deleted = await service.run('delete', { eventId: 'e5', confirmDeletion: true });
		expect(deleted.output.map((item) => item.json)).toEqual([
			{ project_id: String(shop), id: 'e5', deleted: true, ok: true },
		]);
		expect(service.server.calls).toEqual([
			{ name: 'delete_event', arguments: { project_id: shop, event_id: 'e5' } },
		]);
	});

	it('passes the service’s own refusal of an unknown event on, sent once', async () => {
		service.server.offer([
			{
				name: 'update_group_event',
				annotations: MUTATING,
				params: { ...EVENT_PARAMS, group_id: 'integer' },
				answer: () => ({ error: 'Событие не найдено в этой группе' }),
			},
		]);
		const result = await service.run('update', {
			scope: 'queryGroup',
			group: '12',
			eventId: '404',
			updateFields: { name: 'Другое имя', workTime: 1.5 },
		});
		expect(String(result.output[0].json.error)).toMatch(/Событие не найдено в этой группе/);
		expect(service.server.calls).toEqual([
			{
				name: 'update_group_event',
				arguments: {
					project_id: shop,
					group_id: 12,
					event_id: '404',
					name: 'Другое имя',
					work_time: 1.5,
				},
			},
		]);
	});
});

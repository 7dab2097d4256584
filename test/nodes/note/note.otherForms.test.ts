import { SEED } from '../helpers';
import { projectOperation } from '../shared/projectOperation';
import { paged } from '../shared/toolServer';
import { DATED_PAGES, useToolServer } from '../shared/useToolServer';

const shop = SEED.projects.shop;
const note = projectOperation('note');

const MUTATING = { readOnlyHint: false };

/**
 * Note against a second reading of the agent interface (test/nodes/shared/toolServer.ts): pages
 * of its own size in structured content, other field names, text answers, a lost answer to a
 * create, a required text the schema declares, and other wording for a refusal.
 */
describe('Note against a server that is not the simulator', () => {
	const service = useToolServer(note);

	it('reads every note once from pages of 2 under another key, and stops at the Limit', async () => {
		const rows = Array.from({ length: 5 }, (_, n) => ({ nid: 100 + n, body: `Заметка ${n}` }));
		service.server.offer([
			{
				name: 'get_notes',
				params: { ...DATED_PAGES, query: 'string' },
				answer: paged(rows, 2, 'data'),
			},
		]);
		const all = await service.run('getAll', { returnAll: true, to: '2026-11-25T10:00:00' });
		expect(all.output.map((item) => item.json)).toEqual(
			rows.map((row) => ({ project_id: String(shop), ...row })),
		);
		expect(service.server.calls.map((call) => call.arguments.offset)).toEqual([0, 2, 4, 5]);
		expect(service.server.calls[0].arguments).toEqual({
			project_id: shop,
			to: '2026-11-25',
			limit: 500,
			offset: 0,
		});

		service.server.offer([
			{
				name: 'get_notes',
				params: { project_id: 'integer', limit: 'integer', offset: 'integer' },
				answer: paged(rows, 2, 'data'),
			},
		]);
		const three = await service.run('getAll', { limit: 3 });
		expect(three.output.map((item) => item.json.nid)).toEqual([100, 101, 102]);
		expect(
			service.server.calls.map((call) => [call.arguments.offset, call.arguments.limit]),
		).toEqual([
			[0, 3],
			[2, 1],
		]);
	});

	it('sends a create once when the server does it and the answer is lost, and the item says so', async () => {
		let done = 0;
		service.server.offer([
			{
				name: 'create_note',
				annotations: MUTATING,
				params: { project_id: 'integer', text: 'string' },
				required: ['text'],
				loseAnswer: 500,
				answer: () => {
					done += 1;
					return { data: { note: { id: 1 } } };
				},
			},
		]);
		const result = await service.run('create', { text: 'Запустили рекламу' });
		expect(service.server.calls).toEqual([
			{ name: 'create_note', arguments: { project_id: shop, text: 'Запустили рекламу' } },
		]);
		expect(done).toBe(1);
		expect(String(result.output[0].json.error)).toMatch(/^Note → Create: .*create_note/);
		expect(String(result.output[0].json.description)).toMatch(/not repeated automatically/);
	});

	it('gives the fields of an answer wrapped in text, and passes other wording of a refusal on', async () => {
		service.server.offer([
			{
				name: 'update_note',
				annotations: MUTATING,
				form: 'text',
				params: { project_id: 'integer', note_id: 'integer', text: 'string' },
				answer: (args) =>
					args.note_id === 7
						? { data: { note_id: 7, body: args.text, edited: '2026-11-25 10:00' } }
						: { error: 'Нет заметки с таким номером' },
			},
		]);
		const updated = await service.run('update', { noteId: '7', text: 'Новый текст' });
		expect(updated.output.map((item) => item.json)).toEqual([
			{ project_id: String(shop), id: '7', body: 'Новый текст', edited: '2026-11-25 10:00' },
		]);
		const refused = await service.run('update', { noteId: '8', text: 'Новый текст' });
		expect(String(refused.output[0].json.error)).toMatch(/Нет заметки с таким номером/);
		expect(service.server.calls.map((call) => call.arguments.note_id)).toEqual([7, 8]);
	});

	it('refuses Delete without Confirm Deletion whatever the annotations, and deletes with it', async () => {
		service.server.offer([
			{
				name: 'delete_note',
				annotations: { readOnlyHint: false, destructiveHint: true },
				form: 'text',
				params: { project_id: 'integer', note_id: 'integer' },
				answer: () => ({ data: 'Удалено' }),
			},
		]);
		const refused = await service.run('delete', { noteId: '7' });
		expect(String(refused.output[0].json.error)).toMatch(/Confirm Deletion must be on/);
		expect(service.server.calls).toEqual([]);
		const deleted = await service.run('delete', { noteId: '7', confirmDeletion: true });
		expect(deleted.output.map((item) => item.json)).toEqual([
			{ project_id: String(shop), id: '7', deleted: true, result: 'Удалено' },
		]);
		expect(service.server.calls).toEqual([
			{ name: 'delete_note', arguments: { project_id: shop, note_id: 7 } },
		]);
	});
});

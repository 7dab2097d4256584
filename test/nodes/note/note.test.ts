import type { IDataObject } from 'n8n-workflow';
import { AGENT_CATALOG_PROFILES } from '../../../simulator';
import { SEED, toolCallsOf } from '../helpers';
import { projectOperation } from '../shared/projectOperation';
import { useHarness } from '../shared/useHarness';

const shop = SEED.projects.shop;
const note = projectOperation('note');

/** Every Note operation through n8n's engine, on both agent catalogs (document 4.3 get_notes, 4.8 create_note … delete_note). */
describe.each(AGENT_CATALOG_PROFILES)('Note through the engine (%s agent catalog)', (profile) => {
	const h = useHarness({ agentCatalog: profile }, { clear: true });

	const toolCalls = () => toolCallsOf(h);
	const listed = async (extra: IDataObject) => {
		const result = await h.run(note('getAll', { returnAll: true, ...extra }));
		return result.output.map((item) => item.json);
	};

	it('creates a note, finds it with Get Many, changes its text and deletes it', async () => {
		const created = await h.run(note('create', { text: '  Переписали title главной  ' }));
		expect(toolCalls()).toEqual([
			{ name: 'create_note', arguments: { project_id: shop, text: 'Переписали title главной' } },
		]);
		expect(created.output).toHaveLength(1);
		expect(created.output[0].json).toMatchObject({
			project_id: String(shop),
			text: 'Переписали title главной',
		});
		const id = String(created.output[0].json.note_id ?? created.output[0].json.id);

		h.clear();
		expect(await listed({ query: 'title главной' })).toEqual([
			expect.objectContaining({ project_id: String(shop), text: 'Переписали title главной' }),
		]);
		expect(toolCalls()[0]).toEqual({
			name: 'get_notes',
			arguments: { project_id: shop, query: 'title главной', limit: 500, offset: 0 },
		});
		expect(toolCalls().every((call) => call.name === 'get_notes')).toBe(true);

		h.clear();
		await h.run(note('update', { noteId: id, text: 'Вернули старый title' }));
		expect(toolCalls()).toEqual([
			{
				name: 'update_note',
				arguments: { project_id: shop, note_id: Number(id), text: 'Вернули старый title' },
			},
		]);
		expect(await listed({ query: 'title' })).toEqual([
			expect.objectContaining({ text: 'Вернули старый title' }),
		]);

		h.clear();
		const deleted = await h.run(note('delete', { noteId: id, confirmDeletion: true }));
		expect(toolCalls()).toEqual([
			{ name: 'delete_note', arguments: { project_id: shop, note_id: Number(id) } },
		]);
		expect(deleted.output[0].json).toMatchObject({ id, deleted: expect.anything() });
		expect(await listed({ query: 'title' })).toEqual([]);
	});

	it('reads within dates, and with a Limit asks for no more rows than wanted', async () => {
		for (const text of ['Заметка один', 'Заметка два', 'Заметка три'])
			await h.run(note('create', { text }));
		h.clear();
		const rows = await listed({ returnAll: false, limit: 2, query: 'Заметка' });
		expect(rows).toHaveLength(2);
		expect(toolCalls()[0].arguments).toEqual({
			project_id: shop,
			query: 'Заметка',
			limit: 2,
			offset: 0,
		});
		// Notes made today lie after any last day in the past.
		expect(await listed({ query: 'Заметка', to: '2000-01-01' })).toEqual([]);
	});

	it('refuses Delete without Confirm Deletion, an empty text and a bad date before any request', async () => {
		const runs = await Promise.all([
			h.run(note('delete', { noteId: '5001' }), { continueOnFail: true }),
			h.run(note('create', { text: '   ' }), { continueOnFail: true }),
			h.run(note('update', { noteId: '  ', text: 'x' }), { continueOnFail: true }),
			h.run(note('getAll', { from: 'вчера' }), { continueOnFail: true }),
		]);
		expect(runs.map((run) => String(run.output[0].json.error))).toEqual([
			expect.stringMatching(/^Note → Delete: Confirm Deletion must be on to delete the note/),
			expect.stringMatching(/^Note → Create: Text must not be empty/),
			expect.stringMatching(/^Note → Update: Note ID must not be empty/),
			expect.stringMatching(/^Note → Get Many: From: "вчера" is not a date/),
		]);
		expect(h.received('/api/mcp')).toEqual([]);
	});

	it('passes on the service’s refusal of an unknown note as an error item', async () => {
		const result = await h.run(note('delete', { noteId: '987654', confirmDeletion: true }), {
			continueOnFail: true,
		});
		expect(String(result.output[0].json.error)).toMatch(/Note → Delete: .*delete_note/);
		expect(result.output[0].pairedItem).toEqual({ item: 0 });
		expect(toolCalls().map((call) => call.name)).toEqual(['delete_note']);
	});
});

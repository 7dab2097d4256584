import { call, SEED } from '../helpers';
import { connect, tool, toolError, useAgentClient } from './helpers';

describe('the official MCP SDK client against the agent interface', () => {
	const live = useAgentClient();

	it('connects with the Bearer header and negotiates the newest protocol version', () => {
		expect(live.client.getServerVersion()).toMatchObject({ name: 'seo-tools' });
		expect(live.client.getServerCapabilities()).toEqual({ tools: {} });
	});

	it('lists the catalog with annotations', async () => {
		const { tools } = await live.client.listTools();
		expect(tools).toHaveLength(165);
		expect(tools.find((t) => t.name === 'delete_note')!.annotations).toEqual({
			readOnlyHint: false,
			destructiveHint: true,
		});
		expect(tools.find((t) => t.name === 'create_note')!.annotations).toEqual({
			readOnlyHint: false,
			destructiveHint: false,
		});
		expect(tools.find((t) => t.name === 'get_notes')!.annotations).toEqual({ readOnlyHint: true });
	});

	it('a read tool: list_projects gives own and shared projects (rule 1), as text JSON and structured content', async () => {
		const result = await live.client.callTool({ name: 'list_projects', arguments: {} });
		expect(result.isError).toBe(false);
		const text = (result.content as Array<{ type: string; text: string }>)[0];
		expect(text.type).toBe('text');
		expect(JSON.parse(text.text)).toEqual(result.structuredContent);
		const projects = (
			result.structuredContent as { projects: Array<{ id: number; role: string; paused: boolean }> }
		).projects;
		expect(projects.map((p) => p.id)).toEqual([101, 102, 103, 204, 205]);
		expect(projects.find((p) => p.id === 204)).toMatchObject({ role: 'read' });
		expect(projects.find((p) => p.id === 103)).toMatchObject({ paused: true });
	});

	it('a mutating tool changes the service state: create_note, then get_notes sees it', async () => {
		const created = await tool(live.client, 'create_note', {
			project_id: SEED.projects.shop,
			text: 'Title tags rewritten on /running',
		});
		expect(created).toMatchObject({
			note_id: expect.any(Number),
			text: 'Title tags rewritten on /running',
			author: SEED.paid.email,
		});
		const { notes } = await tool(live.client, 'get_notes', { project_id: SEED.projects.shop });
		expect(notes.map((n: { id: number }) => n.id)).toContain(created.note_id);
		expect(
			live.sim.state.surface<{ notes: unknown[] } | undefined>('agent', () => undefined)?.notes,
		).toHaveLength(1);
	});

	it('a destructive tool deletes: delete_note, then the note is gone', async () => {
		const { note_id } = await tool(live.client, 'create_note', {
			project_id: SEED.projects.shop,
			text: 'temporary',
		});
		expect(
			await tool(live.client, 'delete_note', { project_id: SEED.projects.shop, note_id }),
		).toEqual({
			deleted: note_id,
		});
		const { notes } = await tool(live.client, 'get_notes', { project_id: SEED.projects.shop });
		expect(notes.map((n: { id: number }) => n.id)).not.toContain(note_id);
		expect(
			await toolError(live.client, 'delete_note', { project_id: SEED.projects.shop, note_id }),
		).toMatch(/not found/);
	});

	it('a long tool returns report_id and gives the result when called again with it (rule 4)', async () => {
		const queued = await tool(live.client, 'create_report', {
			project_id: SEED.projects.shop,
			period: 'month',
		});
		expect(queued).toMatchObject({ report_id: expect.any(Number), status: 'queued' });
		const first = await tool(live.client, 'get_report', {
			project_id: SEED.projects.shop,
			report_id: queued.report_id,
		});
		expect(first).toMatchObject({
			report_id: queued.report_id,
			status: 'in_progress',
			progress: 50,
		});
		const done = await tool(live.client, 'get_report', {
			project_id: SEED.projects.shop,
			report_id: queued.report_id,
		});
		expect(done).toMatchObject({
			report_id: queued.report_id,
			status: 'done',
			blocks: { queries: { queries: 30 } },
		});
	});

	it('rights follow the interface: a read share cannot change a project (rule 2)', async () => {
		expect(
			await toolError(live.client, 'create_note', {
				project_id: SEED.projects.sharedRead,
				text: 'x',
			}),
		).toMatch(/write access/);
		expect(await tool(live.client, 'get_notes', { project_id: SEED.projects.sharedRead })).toEqual({
			notes: [],
		});
	});

	it('a long service tool queues, and is polled by report_id to its result (rule 4)', async () => {
		const queued = await tool(live.client, 'cluster_by_top', {
			requests: ['купить кеды', 'кеды цена', 'кроссовки'],
			lr: 213,
			degree_group: 3,
		});
		expect(queued).toMatchObject({ report_id: expect.any(Number), status: 'queued' });
		expect(
			await tool(live.client, 'cluster_by_top', { report_id: queued.report_id }),
		).toMatchObject({
			status: 'in_progress',
		});
		const done = await tool(live.client, 'cluster_by_top', { report_id: queued.report_id });
		expect(done.status).toBe('done');
		expect(done.result.clusters.flatMap((c: { queries: string[] }) => c.queries).sort()).toEqual(
			['купить кеды', 'кеды цена', 'кроссовки'].sort(),
		);
		expect(await toolError(live.client, 'cluster_by_top', { requests: ['один'] })).toMatch(
			/requests: at least 2/,
		);
	});

	it('a revoked key fails at once: the SDK client gets HTTP 401', async () => {
		const colleague = await connect(live.sim, SEED.colleague.apiKey);
		await expect(colleague.listTools()).resolves.toBeDefined();
		await call(live.sim, `/__sim/accounts/${SEED.colleague.id}/regenerate-key`, {
			method: 'POST',
			json: {},
		});
		const refused = { code: 401, message: expect.stringMatching(/unknown or was replaced/) };
		await expect(
			colleague.callTool({ name: 'list_projects', arguments: {} }),
		).rejects.toMatchObject(refused);
		await colleague.close();
		await expect(connect(live.sim, SEED.colleague.apiKey)).rejects.toMatchObject(refused);
	});
});

import type { IDataObject } from 'n8n-workflow';
import { callToolParams, firedBy, startTriggerServer, type TriggerServer } from './triggerServer';
import { useHarness } from '../shared/useHarness';

describe('SEO Tools Trigger: Agent Task Finished (simulator)', () => {
	const h = useHarness();

	it('a long tool’s task fires once with its result when it ends, also across a restart', async () => {
		const queued = await h.run(
			callToolParams('cluster_by_top', { requests: ['buy shoes', 'shoes price'], lr: 213 }),
		);
		const reportId = String(queued.output[0].json.report_id);
		expect(reportId).toMatch(/^\d+$/);
		const staticData: IDataObject = {};
		const params = { event: 'agentTaskFinished', tasks: `cluster_by_top ${reportId}` };
		// The baseline poll reads it still queued; the task ends after a further read.
		expect(await h.poll(params, staticData)).toBeNull();
		const fired: IDataObject[] = [];
		for (let poll = 0; poll < 3; poll++) {
			if (poll === 1) h.newProcess();
			fired.push(...(firedBy(await h.poll(params, staticData)) as IDataObject[]));
		}
		expect(fired).toEqual([
			expect.objectContaining({
				event: 'agentTaskFinished',
				tool: 'cluster_by_top',
				report_id: reportId,
				status: 'done',
				success: true,
			}),
		]);
	});

	it('a Tasks line in another form is an error naming the field, before any request', async () => {
		h.clear();
		await expect(
			h.poll({ event: 'agentTaskFinished', tasks: 'cluster_by_top\nreport 12' }, {}),
		).rejects.toThrow('Tasks: "cluster_by_top" is not "tool report_id"');
		expect(h.sim.requests.filter((r) => !r.path.startsWith('/__sim'))).toHaveLength(0);
	});
});

describe('SEO Tools Trigger: Agent Task Finished (independent server)', () => {
	const h = useHarness();
	let server: TriggerServer;
	const states = new Map<number, unknown>();
	beforeAll(async () => {
		server = await startTriggerServer();
		server.offer([
			{
				name: 'get_report',
				params: { project_id: 'integer', report_id: 'integer' },
				answer: (args) => ({ data: states.get(Number(args.report_id)) }),
			},
		]);
	});
	afterAll(async () => {
		await server.close();
	});

	it('other status words: one done, one failed, each once; the project ID is sent', async () => {
		const staticData: IDataObject = {};
		const params = { event: 'agentTaskFinished', tasks: 'get_report 41 7\nget_report 42 7' };
		const poll = async () => firedBy(await h.poll(params, staticData, { baseUrl: server.url }));
		states.set(41, { report_id: 41, state: 'processing', progress: 20 });
		states.set(42, { report_id: 42, state: 'pending' });
		expect(await poll()).toEqual([]);
		states.set(41, { report_id: 41, status: 'done', result: { pages: 12 } });
		states.set(42, { report_id: 42, status: 'failed', message: 'Not enough limits' });
		const fired = await poll();
		expect(fired).toEqual([
			expect.objectContaining({
				report_id: '41',
				status: 'done',
				result: { pages: 12 },
				project_id: '7',
			}),
			expect.objectContaining({ report_id: '42', status: 'failed', message: 'Not enough limits' }),
		]);
		expect(await poll()).toEqual([]);
		expect(server.tools.calls.map((c) => c.arguments)).toContainEqual({
			report_id: 41,
			project_id: 7,
		});
	});
});

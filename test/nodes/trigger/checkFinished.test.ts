import type { IDataObject } from 'n8n-workflow';
import { MINUTE } from '../../../simulator';
import { SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';
import { firedBy, startTriggerServer, type TriggerServer } from './triggerServer';

const shop = SEED.projects.shop;
const project = { __rl: true, mode: 'id', value: String(shop) };

describe('SEO Tools Trigger: Check Finished (simulator)', () => {
	const h = useHarness();

	it('a position check seen running fires once when it has ended, also across a restart', async () => {
		const staticData: IDataObject = {};
		const params = { event: 'checkFinished', project };
		expect(await h.poll(params, staticData)).toBeNull();
		h.sim.clock.advance(24 * 60 * MINUTE);
		await h.run({ resource: 'project', operation: 'parse', project });
		expect(await h.poll(params, staticData)).toBeNull(); // running
		h.sim.clock.advance(31 * MINUTE);
		h.newProcess();
		expect(firedBy(await h.poll(params, staticData))).toEqual([
			expect.objectContaining({
				event: 'checkFinished',
				project_id: String(shop),
				kind: 'positions',
			}),
		]);
		expect(await h.poll(params, staticData)).toBeNull();
		const real = await h.poll(params, {}, { mode: 'manual' });
		expect(real![0][0].json).toMatchObject({ kind: 'positions' });
		expect(real![0][0].json._sample).toBeUndefined();
	});
});

describe('SEO Tools Trigger: Check Finished (independent server)', () => {
	const h = useHarness();
	let server: TriggerServer;
	let running: unknown = {};
	beforeAll(async () => {
		server = await startTriggerServer();
		server.offer([{ name: 'get_check_state', form: 'text', answer: () => ({ data: running }) }]);
	});
	afterAll(async () => {
		await server.close();
	});

	it('an audit and a frequency check end: one item each, filtered by kind', async () => {
		const staticData: IDataObject = {};
		const filtered: IDataObject = {};
		const params = { event: 'checkFinished', project: { __rl: true, mode: 'id', value: '4' } };
		const onlyAudit = { ...params, checkKinds: ['audit'] };
		const poll = async (p: IDataObject, data: IDataObject) =>
			firedBy(await h.poll(p, data, { baseUrl: server.url }));
		running = { running: [] };
		expect(await poll(params, staticData)).toEqual([]);
		expect(await poll(onlyAudit, filtered)).toEqual([]);
		running = {
			running: [
				{ kind: 'technical_audit', id: 'a1', percent: 10 },
				{ kind: 'frequency', id: 'f1', percent: 40 },
			],
		};
		expect(await poll(params, staticData)).toEqual([]);
		expect(await poll(onlyAudit, filtered)).toEqual([]);
		running = { running: [{ kind: 'frequency', id: 'f1', percent: 90 }] };
		expect(await poll(params, staticData)).toEqual([
			expect.objectContaining({ kind: 'audit', service_kind: 'technical_audit' }),
		]);
		expect(await poll(onlyAudit, filtered)).toEqual([expect.objectContaining({ kind: 'audit' })]);
		running = 'No checks are running';
		expect(await poll(params, staticData)).toEqual([
			expect.objectContaining({ kind: 'frequencies' }),
		]);
		expect(await poll(onlyAudit, filtered)).toEqual([]);
	});
});

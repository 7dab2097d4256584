import type { IDataObject } from 'n8n-workflow';
import { HOUR, MINUTE } from '../../../simulator';
import { ProductHarness, SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';

const project = { __rl: true, mode: 'id', value: String(SEED.projects.blog) };
const events = (result: Awaited<ReturnType<ProductHarness['poll']>>) =>
	result === null ? [] : result[0].map((i) => i.json);

// The independent server's reading of Uptime Recovered is in uptimeDropped.test.ts, beside Dropped's.
describe('SEO Tools Trigger: Uptime Recovered (simulator)', () => {
	const h = useHarness({}, { perTest: true });
	beforeEach(async () => {
		h.sim.state.project(SEED.projects.blog)!.uptimeEnabled = true;
	});

	it('an outage of three hours fires once when it ends, with its length, across a restart', async () => {
		const staticData: IDataObject = {};
		const params = { event: 'uptimeRecovered', project, threshold: 50 };
		expect(await h.poll(params, staticData)).toBeNull();
		const now = h.sim.clock.now();
		const start = now - (now % HOUR) + HOUR;
		h.sim.state
			.project(SEED.projects.blog)!
			.uptimeIncidents.push({ from: start, to: start + 3 * HOUR, kind: 'down' });
		h.sim.clock.advance(start + 30 * MINUTE - now);
		for (let hour = 0; hour < 3; hour++) {
			expect(await h.poll(params, staticData)).toBeNull();
			h.sim.clock.advance(HOUR);
		}
		h.newProcess();
		const fired = events(await h.poll(params, staticData));
		expect(fired).toEqual([
			expect.objectContaining({
				event: 'uptimeRecovered',
				project_id: String(SEED.projects.blog),
				duration_hours: 3,
				lowest_percent: 0,
			}),
		]);
		h.sim.clock.advance(HOUR);
		expect(await h.poll(params, staticData)).toBeNull();
	});

	it('Fetch Test Event gives the last real recovery', async () => {
		const now = h.sim.clock.now();
		h.sim.state
			.project(SEED.projects.blog)!
			.uptimeIncidents.push({ from: now - 5 * HOUR, to: now - 3 * HOUR, kind: 'down' });
		const result = await h.poll(
			{ event: 'uptimeRecovered', project, threshold: 50 },
			{},
			{
				mode: 'manual',
			},
		);
		expect(result![0][0].json).toMatchObject({ event: 'uptimeRecovered' });
		expect(result![0][0].json._sample).toBeUndefined();
	});
});

import type { IDataObject } from 'n8n-workflow';
import { HOUR } from '../../../simulator';
import { SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';

const project = { __rl: true, mode: 'id', value: String(SEED.projects.blog) };

describe('SEO Tools Trigger: Uptime Dropped', () => {
	const h = useHarness();
	beforeAll(async () => {
		// The blog project has checks off: switch them on, with a clean record.
		h.sim.state.project(SEED.projects.blog)!.uptimeEnabled = true;
	});

	it('sets a baseline, fires each dropped hour once, and fires nothing when nothing changes', async () => {
		const staticData: IDataObject = {};
		const params = { event: 'uptimeDropped', project, threshold: 100, botBlocked: true };
		expect(await h.poll(params, staticData)).toBeNull();

		const blog = h.sim.state.project(SEED.projects.blog)!;
		const now = h.sim.clock.now();
		const hourStart = now - (now % HOUR);
		blog.uptimeIncidents.push({ from: hourStart - 2 * HOUR, to: hourStart - HOUR, kind: 'down' });

		const fired = await h.poll(params, staticData);
		expect(fired).not.toBeNull();
		const events = fired![0].map((i) => i.json);
		expect(events).toHaveLength(1);
		expect(events[0]).toMatchObject({
			event: 'uptimeDropped',
			project_id: String(SEED.projects.blog),
			percent: 0,
			bot_blocked: false,
		});

		expect(await h.poll(params, staticData)).toBeNull();

		blog.uptimeIncidents.push({
			from: hourStart - 5 * HOUR,
			to: hourStart - 4 * HOUR,
			kind: 'blocked',
		});
		const blocked = (await h.poll(params, staticData))![0].map((i) => i.json);
		expect(blocked).toEqual([expect.objectContaining({ bot_blocked: true, percent: 0 })]);
		expect(await h.poll(params, staticData)).toBeNull();
	});

	it('returns the newest real event in manual mode without moving the cursor', async () => {
		const staticData: IDataObject = {};
		const result = await h.poll(
			{ event: 'uptimeDropped', project, threshold: 100, botBlocked: true },
			staticData,
			{ mode: 'manual' },
		);
		expect(result![0][0].json).toMatchObject({
			event: 'uptimeDropped',
			project_id: String(SEED.projects.blog),
		});
		expect(result![0][0].json._sample).toBeUndefined();
	});

	it('returns a labelled sample in manual mode when there is nothing real', async () => {
		const result = await h.poll(
			{
				event: 'uptimeDropped',
				project: { __rl: true, mode: 'id', value: String(SEED.projects.paused) },
				threshold: 100,
			},
			{},
			{ mode: 'manual' },
		);
		// The sample names the project picked, not a made-up one.
		expect(result![0][0].json).toMatchObject({
			_sample: true,
			project_id: String(SEED.projects.paused),
		});
	});
});

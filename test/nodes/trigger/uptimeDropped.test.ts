import type { IDataObject } from 'n8n-workflow';
import { HOUR, MINUTE } from '../../../simulator';
import { SEED, type ProductHarness } from '../helpers';
import { useHarness } from '../shared/useHarness';
import { startTriggerServer, wrapped, type TriggerServer } from './triggerServer';

const project = { __rl: true, mode: 'id', value: String(SEED.projects.blog) };
const events = (result: Awaited<ReturnType<ProductHarness['poll']>>) =>
	result === null ? [] : result[0].map((i) => i.json);

describe('SEO Tools Trigger: Uptime Dropped (simulator)', () => {
	const h = useHarness({}, { perTest: true });
	beforeEach(() => {
		// The blog project has checks off: switch them on, with a clean record.
		h.sim.state.project(SEED.projects.blog)!.uptimeEnabled = true;
	});

	it('an outage of several hours fires once, when it begins, with since when and how low', async () => {
		const staticData: IDataObject = {};
		const params = { event: 'uptimeDropped', project, threshold: 50, botBlocked: true };
		expect(await h.poll(params, staticData)).toBeNull();

		const blog = h.sim.state.project(SEED.projects.blog)!;
		const now = h.sim.clock.now();
		const start = now - (now % HOUR) + HOUR;
		blog.uptimeIncidents.push({ from: start, to: start + 3 * HOUR, kind: 'down' });

		h.sim.clock.advance(start + 40 * MINUTE - now);
		const fired = events(await h.poll(params, staticData));
		expect(fired).toEqual([
			expect.objectContaining({
				event: 'uptimeDropped',
				project_id: String(SEED.projects.blog),
				percent: 0,
				lowest_percent: 0,
				bot_blocked: false,
				reason: 'below 50%',
			}),
		]);
		const since = fired[0].since;
		// Every later hour of the same outage, and the hour it ends, start nothing.
		for (let hour = 1; hour <= 4; hour++) {
			h.sim.clock.advance(HOUR);
			expect(await h.poll(params, staticData)).toBeNull();
		}
		// A second outage is a second incident.
		const again = start + 6 * HOUR;
		blog.uptimeIncidents.push({ from: again, to: again + HOUR, kind: 'blocked' });
		h.sim.clock.advance(again + 30 * MINUTE - h.sim.clock.now());
		const second = events(await h.poll(params, staticData));
		expect(second).toEqual([expect.objectContaining({ bot_blocked: true })]);
		expect(second[0].since).not.toEqual(since);
		expect(await h.poll(params, staticData)).toBeNull();
	});

	it('silent on the baseline poll while a site is already down, and across a restart', async () => {
		const blog = h.sim.state.project(SEED.projects.blog)!;
		const now = h.sim.clock.now();
		blog.uptimeIncidents.push({ from: now - 2 * HOUR, to: now + 5 * HOUR, kind: 'down' });
		const staticData: IDataObject = {};
		const params = { event: 'uptimeDropped', project, threshold: 50 };
		expect(await h.poll(params, staticData)).toBeNull();
		h.newProcess();
		h.sim.clock.advance(HOUR);
		expect(await h.poll(JSON.parse(JSON.stringify(params)), staticData)).toBeNull();
	});

	it('returns the newest real event in manual mode without moving the cursor', async () => {
		const blog = h.sim.state.project(SEED.projects.blog)!;
		const now = h.sim.clock.now();
		blog.uptimeIncidents.push({ from: now - 3 * HOUR, to: now - 2 * HOUR, kind: 'down' });
		const result = await h.poll(
			{ event: 'uptimeDropped', project, threshold: 100, botBlocked: true },
			{},
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

/**
 * Another server's reading: ISO hour labels with seconds, the list bare instead of wrapped, and a
 * reading of the hour still running that changes between polls.
 */
describe('SEO Tools Trigger: Uptime Dropped (independent server)', () => {
	const h = useHarness();
	let server: TriggerServer;
	let hours: Array<{ date: string; percent: number | null; bot_blocked: boolean | null }>;
	beforeAll(async () => {
		server = await startTriggerServer();
		server.serve('uptime/get', () => hours);
	});
	afterAll(async () => {
		await server.close();
	});

	const label = (hour: number) =>
		`2031-03-0${1 + Math.floor(hour / 24)}T${String(hour % 24).padStart(2, '0')}:00:00`;
	const day = (upTo: number, down: (hour: number) => number | null) =>
		Array.from({ length: 24 }, (_, i) => upTo - 23 + i).map((hour) => ({
			date: label(hour),
			percent: down(hour),
			bot_blocked: down(hour) === null ? null : false,
		}));

	it('one incident over many polls: one drop, then one recovery with its length', async () => {
		const staticData: IDataObject = {};
		const recoveredData: IDataObject = {};
		const params = {
			event: 'uptimeDropped',
			project: { __rl: true, mode: 'id', value: '7' },
			threshold: 100,
		};
		const recovered = { ...params, event: 'uptimeRecovered' };
		const poll = async (p: IDataObject, data: IDataObject) =>
			events(await h.poll(p, data, { baseUrl: server.url }));
		hours = day(30, () => 100);
		expect(await poll(params, staticData)).toEqual([]);
		expect(await poll(recovered, recoveredData)).toEqual([]);
		// Hour 31 starts badly (one failed check so far), then hours 32 to 35 are down.
		hours = day(31, (hour) => (hour === 31 ? 66.67 : 100));
		const dropped = await poll(params, staticData);
		expect(dropped).toEqual([
			expect.objectContaining({ since: label(31), percent: 66.67, project_id: '7' }),
		]);
		for (let upTo = 32; upTo <= 35; upTo++) {
			hours = day(upTo, (hour) => (hour === 31 ? 66.67 : hour >= 32 ? 0 : 100));
			expect(await poll(params, staticData)).toEqual([]);
			expect(await poll(recovered, recoveredData)).toEqual([]);
		}
		hours = day(37, (hour) =>
			hour === 31 ? 66.67 : hour >= 32 && hour <= 35 ? 0 : hour === 36 ? null : 100,
		);
		expect(await poll(params, staticData)).toEqual([]);
		expect(await poll(recovered, recoveredData)).toEqual([
			expect.objectContaining({
				event: 'uptimeRecovered',
				since: label(31),
				recovered_at: label(37),
				duration_hours: 6,
				lowest_percent: 0,
			}),
		]);
		expect(await poll(recovered, recoveredData)).toEqual([]);
	});

	it('reads the wrapped form too', async () => {
		server.serve('uptime/get', () => wrapped(hours));
		hours = day(40, (hour) => (hour === 40 ? 0 : 100));
		const result = await h.poll(
			{ event: 'uptimeDropped', project: { __rl: true, mode: 'id', value: '7' } },
			{},
			{ baseUrl: server.url, mode: 'manual' },
		);
		expect(result![0][0].json).toMatchObject({ since: label(40), percent: 0 });
	});
});

import { catalogProfile, MINUTE } from '../../../simulator';
import { videoState } from '../../../simulator/tools-api/state';
import { generateVideo, numberedItems, ProductHarness, SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';

const generate = generateVideo;
const items = numberedItems;

describe('Video → Generate in parallel: never more than 5 running tasks because of this node', () => {
	const h = useHarness({}, { perTest: true });

	const queued = () => h.received('/api/aivideo').filter((r) => r.method === 'POST');

	/** Ends the task, reads it with Get Result, and checks that one more item is queued: the sixth request. */
	const expectPlaceFreedBy = async (reportId: string) => {
		await fetch(`${h.sim.baseUrl}/__sim/video/${reportId}/complete`, { method: 'POST' });
		const read = await h.run({ resource: 'video', operation: 'getResult', reportId });
		expect(read.output[0].json.status).toBe('done');
		const again = await h.run(generate(), { input: items(1) });
		expect(again.status).toBe('success');
		expect(queued()).toHaveLength(6);
	};

	it('without waiting: queues 5 at once, stops the others with a clear message before sending anything', async () => {
		const result = await h.run(generate(), { input: items(7), continueOnFail: true });
		expect(result.output).toHaveLength(7);
		const ok = result.output.filter((item) => item.json.report_id);
		const stopped = result.output.filter((item) => item.json.error);
		expect(ok).toHaveLength(5);
		expect(stopped).toHaveLength(2);
		for (const item of stopped) {
			expect(String(item.json.error)).toMatch(
				/Video → Generate: Not queued: 5 video tasks queued by this node are still running/,
			);
			expect(String(item.json.description)).toMatch(/nothing was charged.*Wait for Completion/);
		}
		result.output.forEach((item, i) => expect(item.pairedItem).toEqual({ item: i }));
		// Only 5 queueing requests reached the service: it never had to refuse a sixth (-60).
		expect(queued()).toHaveLength(5);

		// Once a result fetch has seen a task end, its place is free again.
		const first = String(ok[0].json.report_id);
		await expectPlaceFreedBy(first);
	});

	it('waiting for completion: the sixth and seventh items wait for a place and are queued once a task ends', async () => {
		await fetch(`${h.sim.baseUrl}/__sim/video/settings`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ durationMs: 1 }),
		});
		// The simulator's clock is frozen: let virtual minutes pass while the node sleeps its 10 s polls.
		const tick = setInterval(() => h.sim.clock.advance(MINUTE), 2000);
		try {
			const result = await h.run(
				generate({ waitForCompletion: true, pollInterval: 10, waitTimeout: 3 }),
				{ input: items(7), continueOnFail: true },
			);
			expect(result.output).toHaveLength(7);
			// The simulator refuses a sixth running task (-60): every item done means the node never asked for one.
			result.output.forEach((item, i) => {
				expect(item.pairedItem).toEqual({ item: i });
				expect(item.json).toMatchObject({ status: 'done' });
			});
			expect(queued()).toHaveLength(7);
		} finally {
			clearInterval(tick);
		}
	}, 60_000);

	it('counts tasks per service: a task that ends on one service frees no place on another with the same report id', async () => {
		const other = await ProductHarness.start();
		try {
			const onOther = { baseUrl: other.sim.baseUrl };
			const here = await h.run(generate(), { input: items(5) });
			const there = await h.run(generate(), { input: items(1), ...onOther });
			// Both simulators start from the same seed, so the other service's first id is one this
			// service handed out too (to whichever of the five parallel items it reached first).
			const first = String(there.output[0].json.report_id);
			expect(here.output.map((item) => String(item.json.report_id))).toContain(first);

			// The task ends here and is read here: this service has a free place again, whatever the other holds.
			await expectPlaceFreedBy(first);
		} finally {
			await other.stop();
		}
	});
	/** Tasks queued by another client of the same account (another n8n worker): this process cannot count them. */
	const queueElsewhere = async (count: number) => {
		for (let i = 0; i < count; i++) {
			const res = await fetch(`${h.sim.baseUrl}/api/aivideo?key=${SEED.paid.apiKey}`, {
				method: 'POST',
				headers: { 'content-type': 'application/x-www-form-urlencoded' },
				body: new URLSearchParams({
					prompt: `другой процесс ${i}`,
					model: catalogProfile('standard').default,
					quality: '720p',
				}).toString(),
			});
			expect(await res.json()).toHaveProperty('report_id');
		}
	};

	it('the service refuses a sixth task queued elsewhere (-60): without waiting, the error says nothing was charged and what to do', async () => {
		await queueElsewhere(5);
		const limits = h.sim.state.accountById(SEED.paid.id)!.limits;
		const result = await h.run(generate(), { input: items(1), continueOnFail: true });
		const item = result.output[0].json;
		expect(String(item.error)).toMatch(/Video → Generate: .*\(code -60\)/);
		expect(String(item.description)).toMatch(
			/most video tasks the service allows at once \(5\).*other n8n workers.*Nothing was queued and nothing was charged.*turn on Wait for Completion/,
		);
		expect(videoState(h.sim.state).tasks).toHaveLength(5);
		expect(h.sim.state.accountById(SEED.paid.id)!.limits).toBe(limits);
	});

	it('waiting for completion: items refused with -60 wait for a place and are queued once, when tasks queued elsewhere end', async () => {
		// 30 s of the service's time per task; the node's 10 s waits pass at once and move its clock.
		videoState(h.sim.state).taskDurationMs = 30_000;
		await queueElsewhere(5);
		const result = await h.withWarpedWait(10_000, () =>
			h.run(generate({ waitForCompletion: true, pollInterval: 10, waitTimeout: 3 }), {
				input: items(2),
				continueOnFail: true,
			}),
		);
		result.output.forEach((item, i) => {
			expect(item.pairedItem).toEqual({ item: i });
			expect(item.json).toMatchObject({ status: 'done' });
		});
		// The service refused the node at least once (-60), and still each item has exactly one task.
		const tasks = videoState(h.sim.state).tasks;
		expect(queued().length).toBeGreaterThan(5 + 2);
		expect(tasks).toHaveLength(7);
		const mine = tasks.slice(5).map((task) => String(task.id));
		expect(result.output.map((item) => String(item.json.report_id)).sort()).toEqual(mine.sort());
	});
});

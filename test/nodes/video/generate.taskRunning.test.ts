import type { IDataObject } from 'n8n-workflow';
import { catalogProfile } from '../../../simulator';
import { MIN_POLL_SECONDS } from '../../../nodes/SeoTools/actions/video/waitForVideo';
import { videoState } from '../../../simulator/tools-api/state';
import { expectNoSecrets, generateVideo, numberedItems, SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';

/**
 * docs/service/tools-api.md#task-life-cycle, docs/service/errors.md#tools-api-codes: a tool that
 * runs one task at a time refuses a new one with -32 and returns the running task's report_id.
 * Against the simulator's -32 mode; the same rules against a second server that puts the id
 * elsewhere are in test/nodes/shared/refusalServer.test.ts.
 */
describe('Video → Generate while the tool runs another task (-32): never another task’s result', () => {
	const h = useHarness({}, { perTest: true });
	beforeEach(async () => {
		videoState(h.sim.state).oneTaskAtATime = true;
	});

	const limits = () => h.sim.state.accountById(SEED.paid.id)!.limits;
	const tasks = () => videoState(h.sim.state).tasks;
	const wait: IDataObject = {
		waitForCompletion: true,
		pollInterval: MIN_POLL_SECONDS,
		waitTimeout: 30,
	};

	/** A task queued outside this workflow (the service's website, another client). */
	const queueElsewhere = async (): Promise<string> => {
		const form = new URLSearchParams({
			prompt: 'задача с сайта',
			model: catalogProfile('standard').default,
		});
		const answer = await fetch(`${h.sim.baseUrl}/api/aivideo?key=${SEED.paid.apiKey}`, {
			method: 'POST',
			body: form,
		});
		return String(((await answer.json()) as IDataObject).report_id);
	};

	it('without Wait for Completion: an error naming the running task; nothing queued, charged or registered for the item', async () => {
		const other = await queueElsewhere();
		const before = limits();
		const staticData: IDataObject = {};
		const result = await h.run(generateVideo(), {
			input: numberedItems(1),
			continueOnFail: true,
			staticData,
		});
		const item = result.output[0].json;
		expect(item.report_id).toBeUndefined();
		expect(String(item.error)).toContain(`already runs task ${other}`);
		expect(String(item.error)).toContain('code -32');
		expect(String(item.description)).toMatch(/not this item's.*Nothing was queued/);
		expect(tasks()).toHaveLength(1);
		expect(limits()).toBe(before);
		expect(JSON.stringify(staticData)).not.toContain(other);
	});

	it('without Continue On Fail the run stops with that error', async () => {
		const other = await queueElsewhere();
		const result = await h.run(generateVideo(), { input: numberedItems(1) });
		expect(result.status).toBe('error');
		expect(String(result.error()?.message)).toContain(`already runs task ${other}`);
		expect(tasks()).toHaveLength(1);
	});

	it('with Wait for Completion: waits for the running task to end, then queues its own once; the item holds its own result', async () => {
		const other = await queueElsewhere();
		const before = limits();
		const result = await h.withWarpedWait(MIN_POLL_SECONDS * 1000, () =>
			h.run(generateVideo(wait), { input: numberedItems(1), continueOnFail: true }),
		);
		const item = result.output[0].json;
		expect(item.status).toBe('done');
		expect(tasks()).toHaveLength(2);
		const own = tasks()[1];
		expect(item.report_id).toBe(String(own.id));
		expect(item.report_id).not.toBe(other);
		expect((item.request as IDataObject).prompt).toBe('кот номер 0');
		// Charged once, for its own task (the other one's charge was taken before).
		expect(before - limits()).toBe(own.cost);
		expect(result.output[0].pairedItem).toEqual({ item: 0 });
	});

	it('with Wait for Completion, two items: each queues and holds its own task, one after the other', async () => {
		const result = await h.withWarpedWait(MIN_POLL_SECONDS * 1000, () =>
			h.run(generateVideo(wait), { input: numberedItems(2), continueOnFail: true }),
		);
		expect(tasks()).toHaveLength(2);
		result.output.forEach((item, i) => {
			expect(item.json.status).toBe('done');
			const task = tasks().find((t) => String(t.id) === String(item.json.report_id))!;
			expect(task.request.prompt).toBe(`кот номер ${i}`);
			expect((item.json.request as IDataObject).prompt).toBe(`кот номер ${i}`);
		});
		expect(new Set(result.output.map((item) => item.json.report_id)).size).toBe(2);
	});
});

describe('a service that echoes the key in a video result', () => {
	const h = useHarness({}, { perTest: true });
	beforeEach(async () => {
		const video = videoState(h.sim.state);
		video.echoRequest = true;
		video.taskDurationMs = 1;
	});

	it('Video → Generate and Get Result output items, and the trigger’s event, carry no key', async () => {
		const result = await h.withWarpedWait(MIN_POLL_SECONDS * 1000, () =>
			h.run(
				generateVideo({ waitForCompletion: true, pollInterval: MIN_POLL_SECONDS, waitTimeout: 5 }),
				{ input: numberedItems(1) },
			),
		);
		const request = result.output[0].json.request as IDataObject;
		expect(request.key).toBe('[redacted]');
		expect(String(request.url)).toMatch(/\?key=\[redacted\]$/);
		expect(request.prompt).toBe('кот номер 0');
		expectNoSecrets(result.serialized());

		const reportId = String(result.output[0].json.report_id);
		const read = await h.run({ resource: 'video', operation: 'getResult', reportId });
		expect((read.output[0].json.request as IDataObject).key).toBe('[redacted]');
		expectNoSecrets(read.serialized());

		const event = await h.poll(
			{ event: 'videoTaskFinished', watchQueued: false, reportIds: reportId },
			{},
			{ mode: 'manual' },
		);
		const fired = event![0][0].json;
		expect(fired.report_id).toBe(reportId);
		expect((fired.request as IDataObject).key).toBe('[redacted]');
		expectNoSecrets(JSON.stringify(event));
	});
});

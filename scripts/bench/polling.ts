import type { IDataObject } from 'n8n-workflow';
import { MINUTE } from '../../simulator';
import { videoState } from '../../simulator/tools-api/state';
import { MIN_POLL_SECONDS } from '../../dev/product';
import type { ProductHarness } from '../../dev/product-harness';
import { startHarness } from './harness';
import { definition } from './published';
import type { Figure } from './report';

const TASK_MINUTES = 5;
const TRIGGER_TASKS = 5;
const TRIGGER_POLLS = 10;

const generate = (extra: IDataObject = {}): IDataObject => ({
	resource: 'video',
	operation: 'generate',
	model: '',
	prompt: 'кот на пляже на закате',
	aspectRatio: '16:9',
	quality: '720p',
	duration: 0,
	imageSource: 'none',
	...extra,
});

const resultFetches = (h: ProductHarness) =>
	h.received('/api/aivideo').filter((r) => r.method === 'GET' && r.query.report_id !== undefined);

/** Video → Generate with Wait for Completion at the shortest interval the node allows, on a task that runs 5 minutes. */
async function videoWait(h: ProductHarness): Promise<Figure> {
	videoState(h.sim.state).taskDurationMs = TASK_MINUTES * MINUTE;
	h.clear();
	const started = h.sim.clock.now();
	const result = await h.withWarpedWait(
		MIN_POLL_SECONDS * 1000,
		async () =>
			await h.run(
				generate({ waitForCompletion: true, pollInterval: MIN_POLL_SECONDS, waitTimeout: 60 }),
			),
	);
	const item = result.json('Node')[0];
	if (result.status !== 'success' || item?.status !== 'done')
		throw new Error(
			`Generate did not wait for the task: ${result.error()?.message ?? JSON.stringify(item)}`,
		);
	const minutes = (h.sim.clock.now() - started) / MINUTE;
	const polls = resultFetches(h).length;
	const rate = polls / minutes;
	return definition('polling-wait', {
		measured: rate,
		value: rate.toFixed(1),
		note: `${polls} fetches while a ${TASK_MINUTES}-minute task ran (${minutes.toFixed(1)} simulated minutes), at Poll Interval ${MIN_POLL_SECONDS} s, the shortest the node allows; the node's waits are skipped over in simulated time`,
	});
}

/** The trigger (Video Task Finished) polled every minute, n8n's shortest poll time, while tasks run. */
async function triggerPolls(h: ProductHarness): Promise<Figure> {
	videoState(h.sim.state).taskDurationMs = 60 * MINUTE;
	const workflowStatic: IDataObject = {};
	const params = { event: 'videoTaskFinished', watchQueued: true, reportIds: '' };
	for (let i = 0; i < TRIGGER_TASKS; i++)
		await h.run(generate({ prompt: `кот ${i}` }), { staticData: workflowStatic });
	h.clear();
	for (let i = 0; i < TRIGGER_POLLS; i++) {
		await h.poll(params, workflowStatic);
		h.sim.clock.advance(MINUTE);
	}
	const rate = resultFetches(h).length / (TRIGGER_TASKS * TRIGGER_POLLS);
	return definition('polling-trigger', {
		measured: rate,
		value: rate.toFixed(2),
		note: `${resultFetches(h).length} fetches for ${TRIGGER_TASKS} running tasks over ${TRIGGER_POLLS} polls, one per minute (n8n refuses poll times under a minute)`,
	});
}

/** Each figure on a fresh harness: starting one also empties the process's registry of queued tasks. */
async function onFreshHarness(measure: (h: ProductHarness) => Promise<Figure>): Promise<Figure> {
	const h = await startHarness();
	try {
		return await measure(h);
	} finally {
		await h.stop();
	}
}

export async function pollingCost(): Promise<Figure[]> {
	return [await onFreshHarness(videoWait), await onFreshHarness(triggerPolls)];
}

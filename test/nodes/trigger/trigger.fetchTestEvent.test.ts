/**
 * "Fetch Test Event" (manual mode) of the newer events against the simulator: the newest real
 * event, not the sample, once the service has one; the cursor is not touched.
 */
import type { IDataObject } from 'n8n-workflow';
import { SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';
import { callToolParams } from './triggerServer';

const shop = { __rl: true, mode: 'id', value: String(SEED.projects.shop) };

describe('SEO Tools Trigger: Fetch Test Event of the newer events', () => {
	const h = useHarness();

	/** The manual-mode item; a few tries for tasks that end after being read a few times. */
	async function fetchTestEvent(params: IDataObject, tries = 1): Promise<IDataObject> {
		let json: IDataObject = {};
		for (let i = 0; i < tries; i++) {
			const staticData: IDataObject = {};
			json = (await h.poll(params, staticData, { mode: 'manual' }))![0][0].json;
			expect(staticData).toEqual({});
			if (json._sample === undefined) return json;
		}
		return json;
	}

	it.each([
		['recommendationChanged', { project: shop }],
		['limitsRunningLow', { project: shop, limitsBudget: 0 }],
		['positionsChanged', { project: shop, direction: 'both', minPlaces: 1, top: 100 }],
	])('%s gives a real event', async (event, extra) => {
		const json = await fetchTestEvent({ event, ...extra });
		expect(json).toMatchObject({ event });
		expect(json._sample).toBeUndefined();
	});

	it('semanticsStepFinished gives the step that ended', async () => {
		const task = await h.run(callToolParams('create_semantics_task', {}));
		await h.run(
			callToolParams('run_semantics_competitors', {
				task_id: Number(task.output[0].json.task_id),
				mode: 'project',
				project_id: SEED.projects.shop,
			}),
		);
		const json = await fetchTestEvent({ event: 'semanticsStepFinished' }, 4);
		expect(json).toMatchObject({ event: 'semanticsStepFinished', step: '1' });
		expect(json._sample).toBeUndefined();
	});

	it('agentTaskFinished gives the listed task once it ended', async () => {
		const queued = await h.run(
			callToolParams('cluster_by_top', { requests: ['buy shoes', 'shoes price'], lr: 213 }),
		);
		const tasks = `cluster_by_top ${String(queued.output[0].json.report_id)}`;
		const json = await fetchTestEvent({ event: 'agentTaskFinished', tasks }, 4);
		expect(json).toMatchObject({ event: 'agentTaskFinished', status: 'done' });
		expect(json._sample).toBeUndefined();
	});
});

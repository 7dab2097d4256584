import type { IDataObject } from 'n8n-workflow';
import { catalogProfile, CATALOG_PROFILES, MINUTE } from '../../../simulator';
import { SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';

/**
 * Every video test runs against both catalog profiles of the simulator. Model values come from
 * the profile object (never written here): the node must work whatever the catalog calls them.
 */
describe.each(CATALOG_PROFILES)(
	'SEO Tools Trigger: Video Task Finished (catalog %s)',
	(profileName) => {
		const profile = catalogProfile(profileName);
		const generate = (extra: IDataObject = {}) => ({
			resource: 'video',
			operation: 'generate',
			model: '',
			prompt: 'кот',
			aspectRatio: '16:9',
			quality: '720p',
			duration: 0,
			imageSource: 'none',
			...extra,
		});
		const h = useHarness({ catalog: profileName }, { perTest: true });

		it('watches tasks queued in the same workflow; each ending fires once, including a failure and a cancel', async () => {
			const workflowStatic: IDataObject = {};
			const params = { event: 'videoTaskFinished', watchQueued: true, reportIds: '' };
			expect(await h.poll(params, workflowStatic)).toBeNull();

			const ids: string[] = [];
			for (const prompt of ['кот', 'кот [sim:fail]', 'собака']) {
				ids.push(
					String(
						(await h.run(generate({ prompt }), { staticData: workflowStatic })).json('Node')[0]
							.report_id,
					),
				);
			}
			expect(await h.poll(params, workflowStatic)).toBeNull(); // all still in progress (code 50)

			await fetch(`${h.sim.baseUrl}/__sim/video/${ids[2]}/cancel`, { method: 'POST' });
			h.sim.clock.advance(10 * MINUTE);
			const fired = (await h.poll(params, workflowStatic))![0].map((i) => i.json);
			expect(fired.map((e) => [e.report_id, e.status])).toEqual([
				[ids[0], 'done'],
				[ids[1], 'failed'],
				[ids[2], 'canceled'],
			]);
			expect(fired[0].links).toHaveLength(1);
			expect(fired[0]).toMatchObject({
				request: { model: profile.default },
				duration_used: profile.models.find((m) => m.value === profile.default)!.durations.default,
			});
			expect(fired[1]).toMatchObject({ cost: 0, refunded: true });
			expect(fired[2]).toMatchObject({ code: -106 });
			expect(await h.poll(params, workflowStatic)).toBeNull();
		});

		it('reads tasks from workflow static data when this process did not queue them', async () => {
			const workflowStatic: IDataObject = {};
			const params = { event: 'videoTaskFinished', watchQueued: true, reportIds: '' };
			await h.poll(params, workflowStatic);
			const id = String(
				(await h.run(generate(), { staticData: workflowStatic })).json('Node')[0].report_id,
			);
			h.newProcess();
			h.sim.clock.advance(10 * MINUTE);
			expect((await h.poll(params, workflowStatic))![0][0].json).toMatchObject({
				report_id: id,
				status: 'done',
			});
		});

		it('watches listed report IDs; an unreadable task does not lose the others', async () => {
			const id = String((await h.run(generate())).json('Node')[0].report_id);
			const other = String(
				(await h.run(generate(), { apiKey: SEED.colleague.apiKey })).json('Node')[0].report_id,
			);
			const params = {
				event: 'videoTaskFinished',
				watchQueued: false,
				reportIds: `${other}, ${id}`,
			};
			const staticData: IDataObject = {};
			expect(await h.poll(params, staticData)).toBeNull();
			h.sim.clock.advance(10 * MINUTE);
			const fired = (await h.poll(params, staticData))![0].map((i) => i.json);
			expect(fired).toEqual([expect.objectContaining({ report_id: id, status: 'done' })]);
		});
	},
);

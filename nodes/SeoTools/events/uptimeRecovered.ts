import {
	readHours,
	recoveredEvent,
	UPTIME_RULE_PROPERTIES,
	uptimeRules,
	walkIncidents,
} from './walkIncidents';
import {
	eachWatchedProject,
	firstLatest,
	watchedProjectIds,
	watchedProjectsProperties,
} from './watchedProjectIds';
import type { TriggerEvent } from './types';

export const uptimeRecovered: TriggerEvent = {
	value: 'uptimeRecovered',
	name: 'Uptime Recovered',
	description:
		'A site came back up: once per incident, at the first good hour after it. The item carries since when it was down, how low it went and how many hours it lasted.',
	credential: 'apiKey',
	properties: [...watchedProjectsProperties, ...UPTIME_RULE_PROPERTIES],
	async poll(ctx, state, baseline) {
		const rules = uptimeRules(ctx);
		return await eachWatchedProject(
			ctx,
			state,
			baseline,
			await watchedProjectIds(ctx),
			async (projectId, cursor) =>
				walkIncidents(await readHours(ctx, projectId), cursor, rules)
					.filter((c) => c.kind === 'recovered')
					.map((c) => recoveredEvent(ctx, projectId, c)),
		);
	},
	async latest(ctx) {
		const rules = uptimeRules(ctx);
		return await firstLatest(await watchedProjectIds(ctx), async (projectId) => {
			const recovered = walkIncidents(await readHours(ctx, projectId), {}, rules).filter(
				(c) => c.kind === 'recovered',
			);
			return recovered.length
				? recoveredEvent(ctx, projectId, recovered[recovered.length - 1])
				: undefined;
		});
	},
	sample: {
		event: 'uptimeRecovered',
		project_id: '48120',
		since: '2026-11-20 08:00',
		recovered_at: '2026-11-20 11:00',
		duration_hours: 3,
		lowest_percent: 0,
		bot_blocked: false,
		reason: 'below 100%',
		percent: 100,
	},
};

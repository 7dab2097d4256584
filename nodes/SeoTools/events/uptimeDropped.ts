import type { IDataObject } from 'n8n-workflow';
import {
	droppedEvent,
	readHours,
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

export const uptimeDropped: TriggerEvent = {
	value: 'uptimeDropped',
	name: 'Uptime Dropped',
	description:
		'A site went down: once per incident, when an hour falls below the threshold (or the site blocked the service bot) after a good hour. The item says since when and how low.',
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
					.filter((c) => c.kind === 'dropped')
					.map((c) => droppedEvent(projectId, c)),
		);
	},
	async latest(ctx) {
		const rules = uptimeRules(ctx);
		return await firstLatest(await watchedProjectIds(ctx), async (projectId) => {
			const changes = walkIncidents(await readHours(ctx, projectId), {}, rules);
			const dropped = changes.filter((c) => c.kind === 'dropped');
			return dropped.length
				? droppedEvent(projectId, dropped[dropped.length - 1])
				: (undefined as IDataObject | undefined);
		});
	},
	sample: {
		event: 'uptimeDropped',
		project_id: '48120',
		since: '2026-11-20 08:00',
		hour: '2026-11-20 08:00',
		percent: 33.33,
		lowest_percent: 33.33,
		bot_blocked: false,
		reason: 'below 100%',
	},
};

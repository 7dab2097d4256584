import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { projectApiRequest } from '../../shared/transport';
import { projectLocator } from '../../shared/parts/projectLocator';
import type { UptimeInterval } from '../../shared/parts/summarizeUptime';
import { remember, triggerProjectId } from './triggerProjectId';
import type { TriggerEvent } from './types';

async function dropped(ctx: IPollFunctions, projectId: number): Promise<IDataObject[]> {
	const threshold = Number(ctx.getNodeParameter('threshold', 100));
	const botBlocked = ctx.getNodeParameter('botBlocked', true) as boolean;
	const intervals = ((await projectApiRequest(ctx, {
		path: 'uptime/get',
		qs: { project_id: projectId, period: 'day' },
		form: 'wrapped',
	})) ?? []) as UptimeInterval[];
	return intervals
		.filter(
			(i) =>
				typeof i.percent === 'number' &&
				(i.percent < threshold || (botBlocked && i.bot_blocked === true)),
		)
		.map((i) => ({
			event: 'uptimeDropped',
			project_id: String(projectId),
			hour: i.date,
			percent: i.percent,
			bot_blocked: i.bot_blocked,
			reason:
				i.bot_blocked === true && !((i.percent ?? 100) < threshold)
					? 'bot blocked'
					: `below ${threshold}%`,
		}));
}

export const uptimeDropped: TriggerEvent = {
	value: 'uptimeDropped',
	name: 'Uptime Dropped',
	description:
		'An hourly uptime interval fell below the threshold, or the site blocked the service bot (403/429)',
	credential: 'apiKey',
	properties: [
		projectLocator,
		{
			displayName: 'Threshold (%)',
			name: 'threshold',
			type: 'number',
			typeOptions: { minValue: 0, maxValue: 100 },
			default: 100,
			description: 'Fire when the share of successful checks in an hour is below this',
		},
		{
			displayName: 'Fire on Bot Blocked',
			name: 'botBlocked',
			type: 'boolean',
			default: true,
			description: 'Whether an hour in which the site answered the bot with 403 or 429 fires too',
		},
	],
	async poll(ctx, state, baseline) {
		const projectId = triggerProjectId(ctx);
		const events = await dropped(ctx, projectId);
		const fired = new Set((state.hours as string[]) ?? []);
		const fresh = events.filter((e) => !fired.has(`${projectId}|${String(e.hour)}`));
		state.hours = remember(
			state.hours,
			fresh.map((e) => `${projectId}|${String(e.hour)}`),
		);
		return baseline ? [] : fresh;
	},
	async latest(ctx) {
		const events = await dropped(ctx, triggerProjectId(ctx));
		return events[events.length - 1];
	},
	sample: {
		event: 'uptimeDropped',
		project_id: '48120',
		hour: '2026-11-20 08:00',
		percent: 33.33,
		bot_blocked: false,
		reason: 'below 100%',
	},
};

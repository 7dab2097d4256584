import { projectCall } from '../projectCall';
import { summarizeUptime, type UptimeInterval } from '../../shared/uptimeSummary';
import { itemParameter } from '../../utils/parameters';

export const getUptime = projectCall({
	value: 'get',
	name: 'Get',
	action: 'Get uptime of a project',
	description: 'Get the share of successful availability checks per hour or per day',
	path: 'uptime/get',
	form: 'wrapped',
	properties: [
		{
			displayName: 'Period',
			name: 'period',
			type: 'options',
			default: 'day',
			options: [
				{ name: 'Day (Last 24 Hours, Hourly)', value: 'day' },
				{ name: 'Month (Last 30 Days, Daily)', value: 'month' },
				{ name: 'Quarter (Last 90 Days, Daily)', value: 'quarter' },
				{ name: 'Two Weeks (Last 14 Days, Daily)', value: 'two_weeks' },
				{ name: 'Week (Last 7 Days, Daily)', value: 'week' },
			],
		},
		{
			displayName: 'Output',
			name: 'output',
			type: 'options',
			default: 'intervals',
			options: [
				{
					name: 'One Item per Interval',
					value: 'intervals',
					description: 'Date, percent of successful checks, bot blocked',
				},
				{
					name: 'Summary per Project',
					value: 'summary',
					description: 'Mean percent, intervals without checks, bot-blocked intervals',
				},
			],
		},
	],
	query: (ctx, itemIndex) => ({ period: itemParameter<string>(ctx, 'period', itemIndex) }),
	output: (result, context, ctx, itemIndex) => {
		const intervals = (result ?? []) as UptimeInterval[];
		const period = itemParameter<string>(ctx, 'period', itemIndex);
		if (intervals.length && intervals.every((i) => i.percent === null)) {
			ctx.addExecutionHints({
				message: `Project ${String(context.project_id)} has no uptime checks in this period: its technical check of general indicators is off or its main mirror is empty.`,
				type: 'warning',
				location: 'outputPane',
			});
		}
		if (itemParameter(ctx, 'output', itemIndex) === 'summary') {
			return [{ json: { ...context, period, ...summarizeUptime(intervals) } }];
		}
		return intervals.map((interval) => ({ json: { ...context, period, ...interval } }));
	},
});

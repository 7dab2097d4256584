import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { aboutProject, projectCall } from '../projectCall';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import type { OperationModule } from '../types';
import { summarizeUptime, type UptimeInterval } from '../../../shared/parts/summarizeUptime';
import { itemParameter } from '../../../shared/utils/itemParameter';

export class GetUptime implements OperationModule {
	readonly value = 'get';
	readonly name = 'Get';
	readonly action = 'Get uptime of a project';
	readonly description = 'Get the share of successful availability checks per hour or per day';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		{
			displayName: 'Period',
			name: 'period',
			description: 'How far back to read uptime, and how fine its intervals are',
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
			description: 'One item per interval, or one summary item per project',
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
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const period = itemParameter<string>(ctx, 'period', itemIndex);
		const result = await projectCall(ctx, itemIndex, projectId, {
			path: 'uptime/get',
			form: 'wrapped',
			qs: { period },
		});
		const intervals = (result ?? []) as UptimeInterval[];
		if (intervals.length && intervals.every((i) => i.percent === null)) {
			ctx.addExecutionHints({
				message: `Project ${projectId} has no uptime checks in this period: its technical check of general indicators is off or its main mirror is empty.`,
				type: 'warning',
				location: 'outputPane',
			});
		}
		const context = aboutProject(projectId);
		if (itemParameter(ctx, 'output', itemIndex) === 'summary') {
			// The summary's fields are added to the item's own leading fields: no copy per item.
			return [{ json: summarizeUptime(intervals, { ...context, period }) }];
		}
		return intervals.map((interval) => ({ json: { ...context, period, ...interval } }));
	}
}

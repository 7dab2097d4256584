import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { aboutProject, projectCall } from '../projectCall';
import { getProjectId, projectLocator } from '../../shared/project';
import type { OperationModule } from '../types';
import { summarizeUptime, type UptimeInterval } from '../../shared/uptimeSummary';
import { itemParameter } from '../../utils/parameters';

export const getUptime: OperationModule = {
	value: 'get',
	name: 'Get',
	action: 'Get uptime of a project',
	description: 'Get the share of successful availability checks per hour or per day',
	credential: 'apiKey',
	properties: [
		projectLocator,
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
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(this, itemIndex);
		const period = itemParameter<string>(this, 'period', itemIndex);
		const result = await projectCall(this, itemIndex, projectId, {
			path: 'uptime/get',
			form: 'wrapped',
			qs: { period },
		});
		const context = aboutProject(projectId);
		const intervals = (result ?? []) as UptimeInterval[];
		if (intervals.length && intervals.every((i) => i.percent === null)) {
			this.addExecutionHints({
				message: `Project ${projectId} has no uptime checks in this period: its technical check of general indicators is off or its main mirror is empty.`,
				type: 'warning',
				location: 'outputPane',
			});
		}
		if (itemParameter(this, 'output', itemIndex) === 'summary') {
			return [{ json: { ...context, period, ...summarizeUptime(intervals) } }];
		}
		return intervals.map((interval) => ({ json: { ...context, period, ...interval } }));
	},
};

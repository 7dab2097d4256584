import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { aboutProject, projectCall } from '../projectCall';
import { getProjectId, projectLocator } from '../../shared/project';
import type { OperationModule } from '../types';
import { toItems } from '../../shared/items';
import { dateOnly } from '../../shared/dates';
import { itemParameter } from '../../utils/parameters';

export const getTraffic: OperationModule = {
	value: 'traffic',
	name: 'Get Traffic',
	action: 'Get traffic of a project',
	description:
		'Get visits from the web-analytics counter connected to the project, per day, week or month',
	credential: 'apiKey',
	properties: [
		projectLocator,
		{
			displayName: 'Grouping',
			name: 'grouping',
			type: 'options',
			default: 'd',
			options: [
				{ name: 'Day', value: 'd' },
				{ name: 'Month', value: 'm' },
				{ name: 'Week', value: 'w' },
			],
		},
		{
			displayName: 'Options',
			name: 'options',
			type: 'collection',
			placeholder: 'Add Option',
			default: {},
			options: [
				{
					displayName: 'From',
					name: 'from',
					type: 'dateTime',
					default: '',
					description: 'First day (default: from the first data)',
				},
				{
					displayName: 'To',
					name: 'to',
					type: 'dateTime',
					default: '',
					description: 'Last day, inclusive (default: the last day)',
				},
				{
					displayName: 'Search System ID',
					name: 'ssId',
					type: 'number',
					default: 0,
					description: 'Only traffic from this search system; 0 means all traffic of the counter',
				},
			],
		},
	],
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(this, itemIndex);
		const options = itemParameter<IDataObject>(this, 'options', itemIndex, {});
		const qs: IDataObject = { grouping: itemParameter(this, 'grouping', itemIndex) };
		if (options.from) qs.from = dateOnly(this, itemIndex, 'From', options.from);
		if (options.to) qs.to = dateOnly(this, itemIndex, 'To', options.to);
		if (options.ssId) qs.ss_id = options.ssId;
		const points = await projectCall(this, itemIndex, projectId, {
			path: 'project/traffic',
			form: 'wrapped',
			qs,
		});
		return toItems(points ?? [], aboutProject(projectId));
	},
};

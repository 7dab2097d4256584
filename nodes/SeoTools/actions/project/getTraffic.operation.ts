import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { aboutProject, projectCall } from '../projectCall';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import type { OperationModule } from '../types';
import { dateOnly } from '../../../shared/parts/dateOnly';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';

export class GetTraffic implements OperationModule {
	readonly value = 'traffic';
	readonly name = 'Get Traffic';
	readonly action = 'Get traffic of a project';
	readonly description =
		'Get visits from the web-analytics counter connected to the project, per day, week or month';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		{
			displayName: 'Grouping',
			name: 'grouping',
			description: 'One item per day, week or month of the period',
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
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const options = itemParameter<IDataObject>(ctx, 'options', itemIndex, {});
		const qs: IDataObject = { grouping: itemParameter(ctx, 'grouping', itemIndex) };
		if (options.from) qs.from = dateOnly(ctx, itemIndex, 'From', options.from);
		if (options.to) qs.to = dateOnly(ctx, itemIndex, 'To', options.to);
		if (options.ssId) qs.ss_id = options.ssId;
		const points = await projectCall(ctx, itemIndex, projectId, {
			path: 'project/traffic',
			form: 'wrapped',
			qs,
		});
		return itemsFrom(points ?? [], aboutProject(projectId));
	}
}

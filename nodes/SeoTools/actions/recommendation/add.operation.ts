import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { dateOnly } from '../../../shared/parts/dateOnly';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { requiredText } from '../../../shared/parts/requiredText';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { agentToolCall } from '../../../shared/parts/agent/agentToolCall';
import type { OperationModule } from '../types';
import { STATUS_OPTIONS } from './statusOptions';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';

export class AddRecommendation implements OperationModule {
	readonly value = 'add';
	readonly name = 'Add';
	readonly action = 'Add a recommendation';
	readonly description = 'Add a task of your own to the project’s recommendation board';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		{
			displayName: 'Name',
			name: 'name',
			type: 'string',
			required: true,
			default: '',
			description: 'What is to be done',
		},
		{
			displayName: 'Additional Fields',
			name: 'additionalFields',
			type: 'collection',
			placeholder: 'Add Field',
			default: {},
			options: [
				{
					displayName: 'Date',
					name: 'date',
					type: 'dateTime',
					default: '',
					description: 'The date of the task; left out when empty',
				},
				{
					displayName: 'Description',
					name: 'description',
					type: 'string',
					default: '',
					description: 'What the task is about, in more words than its name',
				},
				{
					displayName: 'Expected Visits',
					name: 'expectedVisits',
					type: 'number',
					typeOptions: { minValue: 0 },
					default: 0,
					description: 'The visits the task is expected to bring',
				},
				{
					displayName: 'Status',
					name: 'status',
					type: 'options',
					options: STATUS_OPTIONS,
					default: 'new',
					description: 'The task’s status on the recommendation board when it is added',
				},
				{
					displayName: 'Type',
					name: 'type',
					type: 'string',
					default: '',
					description: 'The task’s type, as the service names the types',
				},
				{
					displayName: 'URL',
					name: 'url',
					type: 'string',
					default: '',
					description: 'The page the task is about',
				},
			],
		},
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const name = requiredText(ctx, itemIndex, 'name', 'Name');
		const extra = itemParameter<IDataObject>(ctx, 'additionalFields', itemIndex, {});
		const text = (key: string) => String(extra[key] ?? '').trim() || undefined;
		const args = {
			project_id: projectId,
			name,
			url: text('url'),
			type: text('type'),
			description: text('description'),
			expected_visits: extra.expectedVisits as number | undefined,
			date: extra.date ? dateOnly(ctx, itemIndex, 'Date', extra.date) : undefined,
			status: text('status'),
		};
		const data = await agentToolCall(ctx, itemIndex, { tool: 'add_recommendation', args });
		return itemsFrom(data, aboutProject(projectId), { whole: true });
	}
}

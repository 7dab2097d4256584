import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { requiredText } from '../../../shared/parts/requiredText';
import { agentToolCall } from '../../../shared/parts/agent/agentToolCall';
import type { OperationModule } from '../types';
import { eventFields } from './eventFields';
import { eventScope } from './eventScope';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';

export class CreateEvent implements OperationModule {
	readonly value = 'create';
	readonly name = 'Create';
	readonly action = 'Create an event';
	readonly description =
		'Add an event to a project or to one of its query groups (a site change, works, links, ads…), shown on its position charts';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		...eventScope.properties(true),
		...eventFields.create.required,
		eventFields.create.eventType,
		{
			displayName: 'Additional Fields',
			name: 'additionalFields',
			type: 'collection',
			placeholder: 'Add Field',
			default: {},
			options: eventFields.create.additional,
		},
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const scope = eventScope.read(ctx, itemIndex, true);
		const values = {
			...itemParameter<object>(ctx, 'additionalFields', itemIndex, {}),
			name: requiredText(ctx, itemIndex, 'name', 'Name'),
			date: requiredText(ctx, itemIndex, 'date', 'Date'),
			eventType: itemParameter<string>(ctx, 'eventType', itemIndex, '') || undefined,
		};
		const fields = eventFields.read(ctx, itemIndex, values, scope);
		// Sent once: a lost answer is not repeated (docs/reliability.md), the item says so.
		const data =
			scope.kind === 'queryGroup'
				? await agentToolCall(ctx, itemIndex, {
						tool: 'create_group_event',
						args: { project_id: projectId, group_id: scope.group, ...fields },
					})
				: await agentToolCall(ctx, itemIndex, {
						tool: 'create_event',
						args: { project_id: projectId, ...fields },
					});
		return itemsFrom(data, aboutProject(projectId), { whole: true, ownId: 'event_id' });
	}
}

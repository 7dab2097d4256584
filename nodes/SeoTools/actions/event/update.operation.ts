import {
	NodeOperationError,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { requiredText } from '../../../shared/parts/requiredText';
import { agentToolCall } from '../../../shared/parts/agent/agentToolCall';
import type { OperationModule } from '../types';
import { eventFields } from './eventFields';
import { eventIdField } from './eventIdField';
import { eventScope } from './eventScope';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';

export class UpdateEvent implements OperationModule {
	readonly value = 'update';
	readonly name = 'Update';
	readonly action = 'Update an event';
	readonly description =
		'Change an event of a project or of a query group; only the fields given change';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		...eventScope.properties(true),
		eventIdField,
		{
			displayName: 'Update Fields',
			name: 'updateFields',
			type: 'collection',
			placeholder: 'Add Field',
			default: {},
			options: eventFields.update,
		},
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const scope = eventScope.read(ctx, itemIndex, true);
		const eventId = requiredText(ctx, itemIndex, 'eventId', 'Event ID');
		const values = itemParameter<IDataObject>(ctx, 'updateFields', itemIndex, {});
		const fields = eventFields.read(ctx, itemIndex, values, scope);
		if (!Object.values(fields).some((value) => value !== undefined && value !== ''))
			throw new NodeOperationError(
				ctx.getNode(),
				'Update Fields: add at least one field to change',
				{ itemIndex, description: 'Nothing was sent.' },
			);
		const data =
			scope.kind === 'queryGroup'
				? await agentToolCall(ctx, itemIndex, {
						tool: 'update_group_event',
						args: { project_id: projectId, group_id: scope.group, event_id: eventId, ...fields },
					})
				: await agentToolCall(ctx, itemIndex, {
						tool: 'update_event',
						args: { project_id: projectId, event_id: eventId, ...fields },
					});
		return itemsFrom(data, aboutProject(projectId), { whole: true, ownId: 'event_id' });
	}
}

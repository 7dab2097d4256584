import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { confirmDeletion } from '../confirmDeletion';
import { requiredText } from '../../../shared/parts/requiredText';
import { agentToolCall } from '../../../shared/parts/agent/agentToolCall';
import type { OperationModule } from '../types';
import { eventIdField } from './eventIdField';
import { eventScope } from './eventScope';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';

export class DeleteEvent implements OperationModule {
	readonly value = 'delete';
	readonly name = 'Delete';
	readonly action = 'Delete an event';
	readonly description = 'Delete an event of a project or of a query group, irreversibly';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		...eventScope.properties(true),
		eventIdField,
		confirmDeletion.field('event'),
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const scope = eventScope.read(ctx, itemIndex, true);
		const eventId = requiredText(ctx, itemIndex, 'eventId', 'Event ID');
		const confirmed = confirmDeletion.check(ctx, itemIndex, 'event');
		const data =
			scope.kind === 'queryGroup'
				? await agentToolCall(ctx, itemIndex, {
						tool: 'delete_group_event',
						args: { project_id: projectId, group_id: scope.group, event_id: eventId },
						confirmed,
					})
				: await agentToolCall(ctx, itemIndex, {
						tool: 'delete_event',
						args: { project_id: projectId, event_id: eventId },
						confirmed,
					});
		return itemsFrom(
			data,
			{ ...aboutProject(projectId), id: eventId, deleted: true },
			{ whole: true, ownId: 'event_id' },
		);
	}
}

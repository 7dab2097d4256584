import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { confirmDeletion } from '../confirmDeletion';
import { requiredText } from '../../../shared/parts/requiredText';
import { agentToolCall } from '../../../shared/parts/agent/agentToolCall';
import type { OperationModule } from '../types';
import { noteFields } from './noteFields';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';

export class DeleteNote implements OperationModule {
	readonly value = 'delete';
	readonly name = 'Delete';
	readonly action = 'Delete a note';
	readonly description = 'Delete a note of a project, irreversibly';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		noteFields.noteId,
		confirmDeletion.field('note'),
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const noteId = requiredText(ctx, itemIndex, 'noteId', 'Note ID');
		const confirmed = confirmDeletion.check(ctx, itemIndex, 'note');
		const data = await agentToolCall(ctx, itemIndex, {
			tool: 'delete_note',
			args: { project_id: projectId, note_id: noteId },
			confirmed,
		});
		return itemsFrom(
			data,
			{ ...aboutProject(projectId), id: noteId, deleted: true },
			{ whole: true, ownId: 'note_id' },
		);
	}
}

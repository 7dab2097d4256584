import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { requiredText } from '../../../shared/parts/requiredText';
import { agentToolCall } from '../../../shared/parts/agent/agentToolCall';
import type { OperationModule } from '../types';
import { noteFields } from './noteFields';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';

export class UpdateNote implements OperationModule {
	readonly value = 'update';
	readonly name = 'Update';
	readonly action = 'Update a note';
	readonly description = 'Replace the text of a note';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		noteFields.noteId,
		{ ...noteFields.text, description: 'The note’s new text, which replaces the old one' },
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const noteId = requiredText(ctx, itemIndex, 'noteId', 'Note ID');
		const text = requiredText(ctx, itemIndex, 'text', 'Text');
		const data = await agentToolCall(ctx, itemIndex, {
			tool: 'update_note',
			args: { project_id: projectId, note_id: noteId, text },
		});
		return itemsFrom(data, aboutProject(projectId), { whole: true, ownId: 'note_id' });
	}
}

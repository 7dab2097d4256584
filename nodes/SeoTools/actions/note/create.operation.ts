import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { answerItem } from '../answerItem';
import { requiredText } from '../../../shared/parts/requiredText';
import { toolCall } from '../toolCall';
import type { OperationModule } from '../types';
import { noteFields } from './noteFields';

export class CreateNote implements OperationModule {
	readonly value = 'create';
	readonly name = 'Create';
	readonly action = 'Create a note';
	readonly description = 'Add a note to a project, visible to everyone with access to it';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [projectLocator, noteFields.text];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const text = requiredText(ctx, itemIndex, 'text', 'Text');
		// Sent once: a lost answer is not repeated (docs/reliability.md), the item says so.
		const data = await toolCall(ctx, itemIndex, {
			tool: 'create_note',
			args: { project_id: projectId, text },
		});
		return [answerItem(projectId, data, {}, 'note_id')];
	}
}

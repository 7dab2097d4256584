import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { requiredText } from '../../../shared/parts/requiredText';
import { agentToolCall } from '../../../shared/parts/agent/agentToolCall';
import type { OperationModule } from '../types';
import { noteFields } from './noteFields';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';

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
		const data = await agentToolCall(ctx, itemIndex, {
			tool: 'create_note',
			args: { project_id: projectId, text },
		});
		return itemsFrom(data, aboutProject(projectId), { whole: true, ownId: 'note_id' });
	}
}

import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { returnAllProperties, wanted } from '../../../shared/parts/returnAllProperties';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { dateRangeFields } from '../../../shared/parts/dateRangeFields';
import { readAgentToolRows } from '../../../shared/parts/agent/readAgentToolRows';
import type { OperationModule } from '../types';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';

export class GetManyNotes implements OperationModule {
	readonly value = 'getAll';
	readonly name = 'Get Many';
	readonly action = 'Get many notes';
	readonly description = 'List the notes of a project, by text and date: one item per note';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		{
			displayName: 'Search',
			name: 'query',
			type: 'string',
			default: '',
			description: 'Only notes whose text holds these words; empty returns every note',
		},
		...dateRangeFields.properties('notes'),
		...returnAllProperties(),
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const { from, to } = dateRangeFields.read(ctx, itemIndex);
		const query = String(itemParameter<unknown>(ctx, 'query', itemIndex, '') ?? '').trim();
		const rows = await readAgentToolRows(ctx, itemIndex, {
			tool: 'get_notes',
			args: { project_id: projectId, query, from, to },
			limit: wanted(ctx, itemIndex),
		});
		return itemsFrom(rows, aboutProject(projectId));
	}
}

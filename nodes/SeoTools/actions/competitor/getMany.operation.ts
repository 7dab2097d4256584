import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { searchSystemField, searchSystemOf } from '../../../shared/parts/agent/searchSystemField';
import { pickerField } from '../../../shared/parts/agent/pickerField';
import { dateRangeFields } from '../../../shared/parts/dateRangeFields';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { returnAllProperties, wanted } from '../../../shared/parts/returnAllProperties';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { readAgentToolRows } from '../../../shared/parts/agent/readAgentToolRows';
import type { OperationModule } from '../types';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';

export class GetManyCompetitors implements OperationModule {
	readonly value = 'getAll';
	readonly name = 'Get Many';
	readonly action = 'Get many competitors';
	readonly description = 'Get the domains competing with a project in its search results';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		{
			displayName: 'Include Manual',
			name: 'includeManual',
			type: 'boolean',
			default: false,
			description: 'Whether to add the competitors entered by hand to those the service found',
		},
		searchSystemField,
		...dateRangeFields.properties('period'),
		pickerField('getCompetitorTypes', {
			displayName: 'Domain Type Name or ID',
			name: 'type',
			description:
				'Only competitors of this domain type. Choose from the list, or specify a slug using an <a href="https://docs.n8n.io/code/expressions/">expression</a>; empty for all.',
		}),
		...returnAllProperties(),
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const args = {
			project_id: projectId,
			include_manual: itemParameter<boolean>(ctx, 'includeManual', itemIndex, false),
			search_system: searchSystemOf(ctx, itemIndex),
			...dateRangeFields.read(ctx, itemIndex),
			type: itemParameter<string>(ctx, 'type', itemIndex, '').trim() || undefined,
		};
		const rows = await readAgentToolRows(ctx, itemIndex, {
			tool: 'get_competitors',
			args,
			limit: wanted(ctx, itemIndex),
		});
		return itemsFrom(rows, aboutProject(projectId));
	}
}

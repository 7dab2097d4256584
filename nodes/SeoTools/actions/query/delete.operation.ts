import {
	NodeOperationError,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';
import { postToProject, aboutProject } from '../projectCall';
import { queryIdsField, readQueryIds } from '../../../shared/parts/parseIds';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import type { OperationModule } from '../types';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';

export class DeleteQueries implements OperationModule {
	readonly value = 'delete';
	readonly name = 'Delete';
	readonly action = 'Delete queries';
	readonly description =
		'Delete queries with their position history, irreversibly. IDs of other projects are ignored.';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		queryIdsField('IDs of the queries to delete, separated by commas or new lines'),
		{
			displayName: 'Confirm Irreversible Deletion',
			name: 'confirm',
			type: 'boolean',
			default: false,
			description:
				'Whether you understand that the queries and their position history are deleted for good',
		},
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const ids = readQueryIds(ctx, itemIndex);
		if (!itemParameter(ctx, 'confirm', itemIndex, false)) {
			throw new NodeOperationError(
				ctx.getNode(),
				'Confirm Irreversible Deletion must be on to delete queries',
				{
					itemIndex,
					description: 'Deleted queries lose their position history for good.',
				},
			);
		}
		const result = await postToProject(
			ctx,
			'queries/delete',
			{ project_id: projectId, queries_id: ids },
			itemIndex,
		);
		return itemsFrom(
			{
				requested: ids.length,
				deleted: result.count ?? null,
				status: result.status ?? null,
				message: result.message ?? '',
			},
			aboutProject(projectId),
		);
	}
}

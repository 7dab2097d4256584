import {
	NodeOperationError,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';
import { postToProject, aboutProject } from '../projectCall';
import { groupField } from '../../../shared/parts/groupField';
import { parseIds, requireNonEmpty } from '../../../shared/parts/parseIds';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import type { OperationModule } from '../types';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';

export class DeleteGroups implements OperationModule {
	readonly value = 'delete';
	readonly name = 'Delete';
	readonly action = 'Delete query groups';
	readonly description =
		'Delete groups; their queries move to another group, or are deleted for good with their position history';
	readonly credential = 'apiKey';
	readonly itemsInOrder = true;
	readonly properties: INodeProperties[] = [
		projectLocator,
		{
			displayName: 'Group IDs',
			name: 'groupIds',
			type: 'string',
			default: '',
			required: true,
			placeholder: 'e.g. 1001, 1002',
			description:
				'IDs of the groups to delete, separated by commas. The general group "Общая" (ID 1) cannot be deleted.',
		},
		{
			displayName: 'Queries of the Deleted Groups',
			name: 'queriesAction',
			description: 'What happens to the queries of the groups you delete',
			type: 'options',
			default: 'move',
			options: [
				{
					name: 'Move to Another Group',
					value: 'move',
					description: 'Keep the queries with all positions and history',
				},
				{
					name: 'Delete Them (Irreversible)',
					value: 'delete',
					description:
						'Delete the queries and their position history, also from other groups they belong to',
				},
			],
		},
		groupField({
			displayName: 'Move Queries To',
			name: 'moveToGroupId',
			displayOptions: { show: { queriesAction: ['move'] } },
		}),
		{
			displayName:
				'The queries of the deleted groups and their position history are deleted for good, also from other groups they belong to',
			name: 'deleteNotice',
			type: 'notice',
			default: '',
			displayOptions: { show: { queriesAction: ['delete'] } },
		},
		{
			displayName: 'Confirm Irreversible Deletion',
			name: 'confirmDeleteQueries',
			type: 'boolean',
			default: false,
			description:
				'Whether you understand that the queries and their position history are deleted for good',
			displayOptions: { show: { queriesAction: ['delete'] } },
		},
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const groupIds = requireNonEmpty(
			ctx,
			itemIndex,
			'Group IDs',
			parseIds(ctx, itemIndex, 'Group IDs', itemParameter(ctx, 'groupIds', itemIndex)),
		);
		if (groupIds.includes(1)) {
			throw new NodeOperationError(
				ctx.getNode(),
				'Group IDs: the general group "Общая" (ID 1) cannot be deleted',
				{ itemIndex },
			);
		}
		const action = itemParameter<string>(ctx, 'queriesAction', itemIndex);
		const body: IDataObject = { project_id: projectId, group_ids: groupIds };
		if (action === 'delete') {
			if (!itemParameter(ctx, 'confirmDeleteQueries', itemIndex, false)) {
				throw new NodeOperationError(
					ctx.getNode(),
					'Confirm Irreversible Deletion must be on to delete the queries of the groups',
					{
						itemIndex,
						description:
							'Deleting the queries removes their position history for good. Turn the confirmation on, or move the queries to another group instead.',
					},
				);
			}
			body.with_queries = 1;
		} else {
			const target = parseIds(
				ctx,
				itemIndex,
				'Move Queries To',
				itemParameter(ctx, 'moveToGroupId', itemIndex, '1'),
			);
			body.move_to_group_id = target[0] ?? 1;
		}
		const result = await postToProject(ctx, 'groups/delete', body, itemIndex);
		const deleted = Array.isArray(result.deleted) ? result.deleted.map(String) : [];
		return itemsFrom(
			{
				deleted_group_ids: deleted,
				queries: action === 'delete' ? 'deleted' : 'moved',
				...(action === 'move' ? { moved_to_group_id: String(body.move_to_group_id) } : {}),
				message: result.message ?? '',
			},
			aboutProject(projectId),
		);
	}
}

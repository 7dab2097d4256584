import {
	NodeOperationError,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';
import { postToProject, aboutProject } from '../projectCall';
import { groupField } from '../../../shared/parts/groupField';
import { chunk, parseIds, queryIdsField, readQueryIds } from '../../../shared/parts/parseIds';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import type { OperationModule } from '../types';
import { laterRequestFailed } from '../laterRequestFailed';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';

/**
 * docs/service/project-api.md#query-groups, docs/service/limits.md#project-api: at most 1000 query
 * ids per groups/move request.
 */
export const MOVE_CHUNK = 1000;

export class MoveQueries implements OperationModule {
	readonly value = 'move';
	readonly name = 'Move Queries';
	readonly action = 'Move queries between groups';
	readonly description =
		'Move queries from one group to another. Positions, history and promoted URL stay with the query. More than 1000 queries are moved in several requests.';
	readonly credential = 'apiKey';
	readonly itemsInOrder = true;
	readonly properties: INodeProperties[] = [
		projectLocator,
		queryIdsField('IDs of the queries (from Query → Get Many), separated by commas or new lines'),
		groupField({
			displayName: 'From Group',
			name: 'fromGroupId',
			required: true,
			description: 'The group the queries are in now',
		}),
		{
			displayName: 'Destination',
			name: 'destination',
			description: 'Whether the queries go to a group you pick or to a group named here',
			type: 'options',
			default: 'id',
			options: [
				{ name: 'Existing Group', value: 'id' },
				{ name: 'Group by Name (Created if Missing)', value: 'name' },
			],
		},
		groupField({
			displayName: 'To Group',
			name: 'toGroupId',
			displayOptions: { show: { destination: ['id'] } },
		}),
		{
			displayName: 'To Group Name',
			name: 'toGroupName',
			description:
				'The name of the group the queries go to; a group with this name is created when the project has none',
			type: 'string',
			default: '',
			displayOptions: { show: { destination: ['name'] } },
		},
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const queryIds = readQueryIds(ctx, itemIndex);
		const fromGroupId = parseIds(
			ctx,
			itemIndex,
			'From Group',
			itemParameter(ctx, 'fromGroupId', itemIndex),
		)[0];
		const destination: IDataObject = {};
		if (itemParameter(ctx, 'destination', itemIndex) === 'name') {
			const name = String(itemParameter(ctx, 'toGroupName', itemIndex, '')).trim();
			if (!name)
				throw new NodeOperationError(ctx.getNode(), 'To Group Name must not be empty', {
					itemIndex,
				});
			destination.group_name = name;
		} else {
			destination.group_id = parseIds(
				ctx,
				itemIndex,
				'To Group',
				itemParameter(ctx, 'toGroupId', itemIndex),
			)[0];
		}
		const chunks = chunk(queryIds, MOVE_CHUNK);
		const results: INodeExecutionData[] = [];
		for (const [index, ids] of chunks.entries()) {
			let result: IDataObject;
			try {
				result = await postToProject(
					ctx,
					'groups/move',
					{ project_id: projectId, query_ids: ids, from_group_id: fromGroupId, ...destination },
					itemIndex,
				);
			} catch (error) {
				// Each chunk is atomic on its own: the earlier ones stay moved.
				const moved = results.reduce((sum, item) => sum + Number(item.json.moved ?? 0), 0);
				throw laterRequestFailed(ctx, error, itemIndex, {
					failed: index,
					total: chunks.length,
					unit: 'chunk',
					did: `${moved} queries moved`,
				});
			}
			results.push(
				itemsFrom(
					{
						chunk: index + 1,
						chunks: chunks.length,
						query_ids: ids.map(String),
						moved: result.count ?? ids.length,
						action: result.action ?? '',
						message: result.message ?? '',
					},
					aboutProject(projectId),
				)[0],
			);
		}
		return results;
	}
}

import {
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';
import { projectApiRequest } from '../../../shared/transport';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { returnAllProperties, wanted } from '../../../shared/parts/returnAllProperties';
import { parseIds } from '../../../shared/parts/parseIds';
import type { OperationModule } from '../types';
import { PageReader } from '../../../shared/parts/paging/pageReader';
import { unfinishedRead } from '../../../shared/parts/paging/unfinishedRead';
import { itemParameter } from '../../../shared/utils/itemParameter';

/**
 * docs/service/project-api.md#queries: pages of up to 50,000 rows; offset and limit count rows (a
 * query in two groups is two rows). The size asked for, not one the service is relied on to fill
 * (pageReader.ts).
 */
export const QUERY_PAGE = 50_000;

/**
 * The parsed row itself becomes the item, with the project added (a project_id the service sent
 * wins): a copy per row would keep a second set of 50,000 objects alive per page until the next
 * garbage collection, and pages reach 50,000 rows (docs/decisions/parallel-requests.md#large-reads).
 */
function withProject(row: IDataObject, project: string): IDataObject {
	if (row.project_id === undefined) row.project_id = project;
	return row;
}

/**
 * Turns the page's rows into items in the same array, which the parser made for this page alone:
 * a mapped copy would be one more 50,000-slot array of garbage per page.
 */
function asItems(rows: IDataObject[], project: string): INodeExecutionData[] {
	const items = rows as unknown as INodeExecutionData[];
	for (let i = 0; i < rows.length; i++) items[i] = { json: withProject(rows[i], project) };
	return items;
}

export class GetManyQueries implements OperationModule {
	readonly value = 'getAll';
	readonly name = 'Get Many';
	readonly action = 'Get many queries';
	readonly description = 'List the search queries of a project, one item per query and group';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		...returnAllProperties(),
		{
			displayName: 'Filters',
			name: 'filters',
			type: 'collection',
			placeholder: 'Add Filter',
			default: {},
			options: [
				{
					displayName: 'Group IDs',
					name: 'groupIds',
					type: 'string',
					default: '',
					placeholder: 'e.g. 1, 1001',
					description:
						'Only rows of these groups (comma-separated IDs). Use "none" for queries in no group.',
				},
			],
		},
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const limit = wanted(ctx, itemIndex);
		const filters = itemParameter<IDataObject>(ctx, 'filters', itemIndex, {});
		const rawGroups = String(filters.groupIds ?? '').trim();
		const noGroup = /\bnone\b/i.test(rawGroups);
		const groupIds = new Set(
			parseIds(ctx, itemIndex, 'Group IDs', rawGroups.replace(/\bnone\b/gi, '')).map(String),
		);
		const filtering = groupIds.size > 0 || noGroup;
		const keep = (row: IDataObject) =>
			!filtering ||
			(row.group_id === null || row.group_id === undefined
				? noGroup
				: groupIds.has(String(row.group_id)));

		const project = String(projectId);
		// Each page's items in an array of their own, joined once at the end into one of the exact
		// size: pushing 200,000 items one by one into a single array leaves each outgrown copy of it
		// behind as garbage (docs/decisions/parallel-requests.md#large-reads).
		const pages: INodeExecutionData[][] = [];
		const reader = new PageReader();
		let firstPage: number | undefined;
		let count = 0;
		while (count < limit) {
			// Without a filter only the rows still wanted are requested; with one, full pages until
			// enough match.
			const pageSize =
				filtering || !Number.isFinite(limit) ? QUERY_PAGE : Math.min(QUERY_PAGE, limit - count);
			const answer = await projectApiRequest(ctx, {
				path: 'queries/get',
				qs: { project_id: projectId, offset: reader.offset, limit: pageSize },
				form: 'bare',
				itemIndex,
				pageRows: pageSize,
			});
			// An object where the service's documentation documents an array is taken as the whole list, one row (asItems
			// needs an array): it is not a page of a longer list.
			const lone = !Array.isArray(answer);
			const rows = (lone ? (answer == null ? [] : [answer]) : answer) as IDataObject[];
			firstPage ??= rows.length;
			const verdict = reader.take(rows);
			if (verdict.kind === 'end') break;
			if (verdict.kind !== 'rows') throw unfinishedRead(ctx, itemIndex, verdict, reader, firstPage);
			let kept = filtering ? verdict.fresh.filter(keep) : verdict.fresh;
			if (kept.length > limit - count) kept = kept.slice(0, limit - count);
			pages.push(asItems(kept, project));
			count += kept.length;
			if (lone) break;
		}
		return pages.length === 1 ? pages[0] : ([] as INodeExecutionData[]).concat(...pages);
	}
}

import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { returnAllProperties, wanted } from '../../../shared/parts/returnAllProperties';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { readAgentToolRows } from '../../../shared/parts/agent/readAgentToolRows';
import type { OperationModule } from '../types';
import { positionFilters } from './positionFilters';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';

const FILTERS = ['query', 'group', 'url_group', 'search_system'] as const;

/** A bound of the position range: a whole number from 1, or not sent when empty. */
function bound(ctx: IExecuteFunctions, itemIndex: number, raw: unknown, label: string) {
	if (raw === undefined || raw === null || raw === '') return undefined;
	const n = Number(raw);
	if (Number.isInteger(n) && n >= 1) return n;
	throw new NodeOperationError(ctx.getNode(), `${label}: must be a whole number of at least 1`, {
		itemIndex,
		description: 'Positions count from 1 (the first result). Nothing was sent.',
	});
}

export class GetManyPositions implements OperationModule {
	readonly value = 'getAll';
	readonly name = 'Get Many';
	readonly action = 'Get many query positions';
	readonly description =
		'Get the positions of a project’s queries at its last check, one item per query';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		...positionFilters.fields(...FILTERS),
		...returnAllProperties(),
		{
			displayName: 'Filters',
			name: 'filters',
			type: 'collection',
			placeholder: 'Add Filter',
			default: {},
			options: [
				{
					displayName: 'Change',
					name: 'change',
					type: 'string',
					default: '',
					placeholder: 'e.g. down',
					description:
						'Only queries whose position changed this way since the check before, in the service’s words for it; Agent → List Tools shows the values get_query_positions takes',
				},
				{
					displayName: 'Position From',
					name: 'positionFrom',
					type: 'number',
					typeOptions: { minValue: 1 },
					default: 1,
					description: 'Only queries at this position or below it (a higher number)',
				},
				{
					displayName: 'Position To',
					name: 'positionTo',
					type: 'number',
					typeOptions: { minValue: 1 },
					default: 10,
					description: 'Only queries at this position or above it (a lower number)',
				},
			],
		},
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const filters = itemParameter<IDataObject>(ctx, 'filters', itemIndex, {});
		const positionFrom = bound(ctx, itemIndex, filters.positionFrom, 'Position From');
		const positionTo = bound(ctx, itemIndex, filters.positionTo, 'Position To');
		if (positionFrom !== undefined && positionTo !== undefined && positionFrom > positionTo)
			throw new NodeOperationError(
				ctx.getNode(),
				`Position From (${positionFrom}) must not be greater than Position To (${positionTo})`,
				{ itemIndex, description: 'Position 1 is the top result. Nothing was sent.' },
			);
		const rows = await readAgentToolRows(ctx, itemIndex, {
			tool: 'get_query_positions',
			args: {
				project_id: projectId,
				...positionFilters.args(ctx, itemIndex, ...FILTERS),
				position_from: positionFrom,
				position_to: positionTo,
				change: String(filters.change ?? '').trim() || undefined,
			},
			limit: wanted(ctx, itemIndex),
		});
		return itemsFrom(rows, aboutProject(projectId));
	}
}

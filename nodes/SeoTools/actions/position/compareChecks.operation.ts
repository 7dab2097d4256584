import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { returnAllProperties, wanted } from '../../../shared/parts/returnAllProperties';
import { readAgentToolRows } from '../../../shared/parts/agent/readAgentToolRows';
import { projectRows } from '../projectCall';
import type { OperationModule } from '../types';
import { checksToCompare } from './checksToCompare';
import { onlyDrops } from './onlyDrops';
import { positionChange } from './positionChange';
import { positionFilters } from './positionFilters';

const FILTERS = ['group', 'search_system'] as const;

export class CompareChecks implements OperationModule {
	readonly value = 'compareChecks';
	readonly name = 'Compare Checks';
	readonly action = 'Compare the positions of two checks';
	readonly description =
		'Compare each query’s positions at two finished checks of a project, one item per query';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		...checksToCompare.properties,
		...positionFilters.fields(...FILTERS),
		...returnAllProperties(),
		onlyDrops.property,
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const rule = onlyDrops.rule(ctx, itemIndex);
		const checks = await checksToCompare.read(ctx, itemIndex);
		const limit = wanted(ctx, itemIndex);
		// With Only Drops the Limit counts the drops output, so every compared row is read.
		const filtering = onlyDrops.active(rule);
		const rows = await readAgentToolRows(ctx, itemIndex, {
			tool: 'compare_positions',
			args: {
				project_id: checks.projectId,
				from: checks.fromArg,
				to: checks.toArg,
				...positionFilters.args(ctx, itemIndex, ...FILTERS),
			},
			limit: filtering ? Infinity : limit,
		});
		const compared = rows
			.map((row) => ({
				...row,
				...positionChange(row),
				compared_from: checks.from,
				compared_to: checks.to,
			}))
			.filter((row) => onlyDrops.keeps(rule, row));
		return projectRows(checks.projectId, compared.slice(0, limit));
	}
}

import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import type { ComparedCheck } from '../../../shared/parts/answers/readComparedPositions';
import { unreadableAnswer } from '../../../shared/parts/answers/unreadableAnswer';
import { returnAllProperties, wanted } from '../../../shared/parts/returnAllProperties';
import { readAgentToolRows } from '../../../shared/parts/agent/readAgentToolRows';
import type { OperationModule } from '../types';
import { checksToCompare } from './checksToCompare';
import { onlyDrops } from './onlyDrops';
import { positionChange } from './positionChange';
import { positionFilters } from './positionFilters';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';

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
		let envelope: IDataObject = {};
		const rows = await readAgentToolRows(ctx, itemIndex, {
			tool: 'compare_positions',
			args: {
				project_id: checks.projectId,
				from: checks.fromArg,
				to: checks.toArg,
				...positionFilters.args(ctx, itemIndex, ...FILTERS),
			},
			limit: filtering ? Infinity : limit,
			envelope: (fields) => (envelope = { ...envelope, ...fields }),
		});
		const asked: [ComparedCheck, ComparedCheck] = [
			{ date: checks.from, id: checks.fromArg === checks.from ? undefined : checks.fromArg },
			{ date: checks.to, id: checks.toArg === checks.to ? undefined : checks.toArg },
		];
		const compared = rows.map((row) => {
			const change = positionChange(row, asked, envelope);
			// A position the node cannot find is never taken for "not in the top".
			if (!change)
				throw unreadableAnswer(
					ctx.getNode(),
					itemIndex,
					`the positions at the checks of ${checks.from} and ${checks.to}`,
					'compare_positions',
					row,
				);
			return { ...change, compared_from: checks.from, compared_to: checks.to };
		});
		const kept = compared.filter((row) => onlyDrops.keeps(rule, row));
		return itemsFrom(kept.slice(0, limit), aboutProject(checks.projectId));
	}
}

import {
	NodeOperationError,
	type IDataObject,
	type IExecuteFunctions,
	type INodeProperties,
} from 'n8n-workflow';
import { agentToolCall } from '../../shared/parts/agent/agentToolCall';
import { isRecord } from '../../shared/utils/isRecord';
import { itemParameter } from '../../shared/utils/itemParameter';

/** Where get_check_cost's answer may hold its figures: itself, or an envelope. */
const ENVELOPES = ['result', 'data', 'cost', 'costs', 'limits'];

/** The limits a value stands for: a number, or the sum of a breakdown (positions by engine). */
function limitsIn(value: unknown): number | undefined {
	if (typeof value === 'number' && Number.isFinite(value)) return value;
	if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
		return Number(value);
	const parts = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [];
	const numbers = parts.map(limitsIn).filter((n): n is number => n !== undefined);
	return numbers.length ? numbers.reduce((sum, n) => sum + n, 0) : undefined;
}

/**
 * This run's cost in get_check_cost's answer (docs/service/agent-catalog.md, 4.4: "positions by
 * engine and competitors, frequencies, recommendations, total for run_all_checks"). The
 * documentation shows no shape, so the first of `keys` found at the top or in an envelope counts.
 */
export function costIn(answer: unknown, keys: string[]): number | undefined {
	if (!isRecord(answer)) return undefined;
	for (const key of keys) {
		const found = limitsIn(answer[key]);
		if (answer[key] !== undefined && found !== undefined) return found;
	}
	for (const envelope of ENVELOPES) {
		const found = costIn(answer[envelope], keys);
		if (found !== undefined) return found;
	}
	return undefined;
}

/**
 * Max Cost of a check run: 0 runs whatever it costs; any other number reads get_check_cost
 * first and refuses the run, before it is sent, when it would charge more.
 */
export const checkCostLimit = {
	field: {
		displayName: 'Max Cost (Limits)',
		name: 'maxCost',
		type: 'number',
		typeOptions: { minValue: 0 },
		default: 0,
		description:
			'Refuse the run when get_check_cost says it would charge more limits than this. 0 runs it whatever it costs.',
	} as INodeProperties,

	async check(
		ctx: IExecuteFunctions,
		itemIndex: number,
		run: { tool: string; args: IDataObject; costOf: string[] },
	): Promise<IDataObject> {
		const max = Number(itemParameter(ctx, 'maxCost', itemIndex, 0));
		if (!Number.isFinite(max) || max <= 0) return {};
		const answer = await agentToolCall(ctx, itemIndex, {
			tool: 'get_check_cost',
			args: { project_id: run.args.project_id },
		});
		const cost = costIn(answer, run.costOf);
		if (cost === undefined)
			throw new NodeOperationError(
				ctx.getNode(),
				`Max Cost: the cost of ${run.tool} (${run.costOf.join(' or ')}) could not be read from get_check_cost’s answer, so ${run.tool} was not run`,
				{
					itemIndex,
					description:
						'Nothing was charged. Check Run → Get Check Cost shows the answer as it came; set Max Cost to 0 to run without the check.',
				},
			);
		if (cost > max)
			throw new NodeOperationError(
				ctx.getNode(),
				`Max Cost: ${run.tool} would charge ${cost} limits, more than the ${max} allowed; it was not run`,
				{ itemIndex, description: 'Nothing was charged. Raise Max Cost to run it.' },
			);
		return { limits_expected: cost };
	},
};

import {
	NodeOperationError,
	type IDataObject,
	type IExecuteFunctions,
	type INodeProperties,
} from 'n8n-workflow';
import { itemParameter } from '../../../shared/utils/itemParameter';
import type { PositionChange } from './positionChange';

/** The drops a user keeps; an empty rule keeps every row. */
export interface DropRule {
	fellOutOfTop?: number;
	lostMoreThan?: number;
}

/**
 * Compare Checks' "Only Drops": keeps the queries that fell, so an alert needs no Code node. A
 * row is kept when it meets either rule set (docs/decisions/agent-interface.md#rank-tracker-data-through-the-agent-interface).
 */
export const onlyDrops = {
	property: {
		displayName: 'Only Drops',
		name: 'onlyDrops',
		type: 'collection',
		placeholder: 'Add Rule',
		default: {},
		description:
			'Keep only the queries that fell. With both rules set, a query that meets either one is kept.',
		options: [
			{
				displayName: 'Fell Out of Top',
				name: 'fellOutOfTop',
				type: 'number',
				typeOptions: { minValue: 1 },
				default: 10,
				description:
					'Keep queries that were in this top at the earlier check and are below it (or not found) at the later one',
			},
			{
				displayName: 'Lost More Than (Places)',
				name: 'lostMoreThan',
				type: 'number',
				typeOptions: { minValue: 0 },
				default: 5,
				description:
					'Keep queries that fell by more than this many places, or were found before and are not found now',
			},
		],
	} as INodeProperties,

	/** The item's rules, checked before any request. */
	rule(ctx: IExecuteFunctions, itemIndex: number): DropRule {
		const raw = itemParameter<IDataObject>(ctx, 'onlyDrops', itemIndex, {});
		const rule: DropRule = {};
		for (const [name, label, min] of [
			['fellOutOfTop', 'Fell Out of Top', 1],
			['lostMoreThan', 'Lost More Than (Places)', 0],
		] as const) {
			if (raw[name] === undefined || raw[name] === '' || raw[name] === null) continue;
			const n = Number(raw[name]);
			if (!Number.isInteger(n) || n < min)
				throw new NodeOperationError(
					ctx.getNode(),
					`Only Drops → ${label}: must be a whole number of at least ${min}`,
					{ itemIndex, description: 'Nothing was sent.' },
				);
			rule[name] = n;
		}
		return rule;
	},

	/** Whether a row is kept: no rule keeps everything; otherwise either rule met. */
	keeps(rule: DropRule, change: PositionChange): boolean {
		const { fellOutOfTop, lostMoreThan } = rule;
		if (fellOutOfTop === undefined && lostMoreThan === undefined) return true;
		const before = change.position_before;
		const fellOut =
			fellOutOfTop !== undefined &&
			before !== null &&
			before <= fellOutOfTop &&
			(change.dropped_out ||
				(change.position_after !== null && change.position_after > fellOutOfTop));
		const lost =
			lostMoreThan !== undefined &&
			(change.dropped_out || (change.places_lost !== null && change.places_lost > lostMoreThan));
		return fellOut || lost;
	},

	/** Whether any rule is set (the rows are then all read, and Limit counts the rows kept). */
	active: (rule: DropRule) => rule.fellOutOfTop !== undefined || rule.lostMoreThan !== undefined,
};

import type { IDataObject } from 'n8n-workflow';
import {
	readComparedPositions,
	readDepth,
	type ComparedCheck,
} from '../../../shared/parts/answers/readComparedPositions';

/**
 * A query's positions at the two compared checks, as Compare Checks outputs them: one name per
 * fact, "not in the top" always null, the change always as places lost (README, "Position →
 * Compare Checks").
 */
export interface PositionChange {
	/** Position at the earlier check; null when the query was not in the top. */
	position_before: number | null;
	/** Position at the later check; null when the query was not in the top. */
	position_after: number | null;
	/** Places lost between the checks (negative: gained); null unless both positions are known. */
	places_lost: number | null;
	/** The query was in the top at the earlier check and is not at the later one. */
	dropped_out: boolean;
}

/**
 * Fields of a row that state the change again in the service's own words and sign (the service's documentation
 * does not show which sign a `change` has), left out so the item says it once, as places_lost.
 */
const RESTATED =
	/^(change|changes|diff|difference|delta|dynamics?|shift|movement|position_?change|rank_?change|places_?lost|dropped_?out|is_?drop)$/i;

/**
 * A compared row as Compare Checks outputs it: its own fields, without those the positions (or
 * their series) and a restated change were read from, then the node's reading. Undefined when
 * the row's positions cannot be read (docs/open-answer-readers.md).
 */
export function positionChange(
	row: IDataObject,
	checks: [ComparedCheck, ComparedCheck],
	envelope: IDataObject = {},
): (IDataObject & PositionChange) | undefined {
	const depth = readDepth(row) ?? readDepth(envelope);
	const read = readComparedPositions(row, checks, depth);
	if (!read) return undefined;
	const before = read.before.found ? read.before.position : null;
	const after = read.after.found ? read.after.position : null;
	const rest = Object.fromEntries(
		Object.entries(row).filter(([key]) => !read.from.includes(key) && !RESTATED.test(key)),
	);
	return {
		...rest,
		position_before: before,
		position_after: after,
		places_lost: before !== null && after !== null ? after - before : null,
		dropped_out: before !== null && after === null,
	};
}

import type { SimState } from '../core/state';

/**
 * Other answer shapes the simulator can speak, for testing clients on points the agent interface's documentation
 * leaves open ("the exact request and result shapes of tool calls are not shown",
 * docs/decisions/open-answers.md#the-simulators-other-shapes-and-its-seeded-drops). compare_positions by default gives each query its two
 * positions as `from`/`to` (null: not found) under `positions`; `series` gives each query its
 * positions at every finished check, keyed by check date, with "-" for not found; `data-meta`
 * puts the rows under `data` with the paging figures and total under `meta`.
 */
export const POSITION_SHAPES = ['pairs', 'series'] as const;
export type PositionShape = (typeof POSITION_SHAPES)[number];
export const ROWS_ENVELOPES = ['named', 'data-meta'] as const;
export type RowsEnvelope = (typeof ROWS_ENVELOPES)[number];

export interface AnswerShapes {
	positions: PositionShape;
	rows: RowsEnvelope;
}

export const answerShapes = (state: SimState) =>
	state.surface<AnswerShapes>('agent-answer-shapes', () => ({ positions: 'pairs', rows: 'named' }));

/** Sets either switch; a value left undefined keeps its setting. */
export function setAnswerShapes(state: SimState, shapes: Partial<AnswerShapes>): AnswerShapes {
	const current = answerShapes(state);
	if (shapes.positions !== undefined) current.positions = shapes.positions;
	if (shapes.rows !== undefined) current.rows = shapes.rows;
	return { ...current };
}

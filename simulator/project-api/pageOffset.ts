import type { SimState } from '../core/state';
import { jsonObject } from '../core/request';
import { json, type Router } from '../core/router';

/**
 * How `queries/get` reads its offset. The service's documentation says offset counts rows to skip
 * (docs/service/project-api.md#queries); a client must not trust that blindly, so this service can
 * also answer as a faulty one would:
 * - `honoured`: as the service's documentation says (the default);
 * - `ignored`: the first page whatever the offset;
 * - `changing`: the first page whatever the offset, with each row's frequency changed on every
 *   read (rows that look new to a client comparing whole rows);
 * - `overlap`: a page asked from offset n > 0 starts `overlap` rows earlier, so it repeats the
 *   end of the page before.
 */
export const OFFSET_MODES = ['honoured', 'ignored', 'changing', 'overlap'] as const;
export type OffsetMode = (typeof OFFSET_MODES)[number];

/** Rows an overlapping page repeats unless the control says otherwise. */
export const DEFAULT_OVERLAP = 10;

export interface PageOffset {
	mode: OffsetMode;
	overlap: number;
	/** Pages served in this mode (the `changing` mode's frequencies move with it). */
	reads: number;
}

export const pageOffset = (state: SimState) =>
	state.surface<PageOffset>('queryPageOffset', () => ({
		mode: 'honoured',
		overlap: DEFAULT_OVERLAP,
		reads: 0,
	}));

/** Sets the mode (nothing: back to `honoured`) and, for `overlap`, how many rows repeat. */
export function setPageOffset(
	state: SimState,
	mode: string | undefined,
	overlap: number = DEFAULT_OVERLAP,
): PageOffset {
	const chosen = (mode ?? 'honoured') as OffsetMode;
	if (!OFFSET_MODES.includes(chosen))
		throw new RangeError(`mode is one of ${OFFSET_MODES.join(', ')}`);
	if (!Number.isInteger(overlap) || overlap < 1)
		throw new RangeError('overlap is a whole number of rows, at least 1');
	const current = pageOffset(state);
	Object.assign(current, { mode: chosen, overlap, reads: 0 });
	return current;
}

/** The rows one answer holds: `size` rows from `offset`, read as the mode says. */
export function servedPage<T extends Record<string, unknown>>(
	state: SimState,
	rows: T[],
	offset: number,
	size: number,
): T[] {
	const current = pageOffset(state);
	const read = current.reads++;
	switch (current.mode) {
		case 'ignored':
			return rows.slice(0, size);
		case 'changing':
			return rows
				.slice(0, size)
				.map((row) => ({ ...row, frequency: String(Number(row.frequency) + read + 1) }));
		case 'overlap': {
			const start = offset > 0 ? Math.max(0, offset - current.overlap) : 0;
			return rows.slice(start, start + size);
		}
		default:
			return rows.slice(offset, offset + size);
	}
}

/**
 * POST /__sim/project-api/page-offset {mode, overlap?} sets how `queries/get` reads its offset;
 * DELETE goes back to `honoured`; GET shows the mode and how many pages were served in it.
 */
export function registerPageOffsetControl(router: Router): void {
	router.get('/__sim/project-api/page-offset', (_req, ctx) => json(pageOffset(ctx.state)));
	router.post('/__sim/project-api/page-offset', (req, ctx) => {
		const body = jsonObject(req);
		try {
			return json(
				setPageOffset(
					ctx.state,
					body.mode as string | undefined,
					body.overlap === undefined ? undefined : Number(body.overlap),
				),
			);
		} catch (error) {
			return json({ error: (error as Error).message }, 400);
		}
	});
	router.add('DELETE', '/__sim/project-api/page-offset', (_req, ctx) =>
		json(setPageOffset(ctx.state, undefined)),
	);
}

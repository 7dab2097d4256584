import type { IExecuteFunctions } from 'n8n-workflow';
import { MIN_POLL_SECONDS } from './waitForVideo';
import { itemParameter } from '../../../shared/utils/itemParameter';

/**
 * How long an item may wait before its own task is queued (for a place among the account's
 * running tasks, or for the task the tool runs now to end), and how often it asks.
 */
export interface PlaceWait {
	waits: boolean;
	deadline: number;
	intervalMs: number;
	startedAt: number;
}

/** Wait for Completion, its Timeout and Poll Interval, read once for every wait before queueing. */
export function videoPlaceWait(ctx: IExecuteFunctions, itemIndex: number): PlaceWait {
	const waits = Boolean(itemParameter(ctx, 'waitForCompletion', itemIndex, false));
	const minutes = Number(itemParameter(ctx, 'waitTimeout', itemIndex, 15));
	const seconds = Number(itemParameter(ctx, 'pollInterval', itemIndex, 12));
	const startedAt = Date.now();
	return {
		waits,
		startedAt,
		deadline: startedAt + (waits ? minutes * 60_000 : 0),
		// docs/service/limits.md#tools-api: the video tool is asked no more often than every 10
		// seconds.
		intervalMs: Math.max(MIN_POLL_SECONDS, seconds) * 1000,
	};
}

/** Seconds the item has waited so far, for its error. */
export const waitedSeconds = (place: PlaceWait) =>
	Math.round((Date.now() - place.startedAt) / 1000);

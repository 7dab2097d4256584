import type { IPollFunctions } from 'n8n-workflow';
import { maxParallelRequests } from '../../shared/transport';
import { SlidingWindow } from '../../shared/parts/slidingWindow';

/**
 * Reads `count` things of one poll (projects, tasks) in the same adaptive window as the action
 * node's items, at most Max Parallel Requests at once; results keep input order. `read` catches
 * what it must not lose the others for; nothing stops the window early.
 */
export async function readEach<T>(
	ctx: IPollFunctions,
	count: number,
	read: (index: number) => Promise<T>,
): Promise<T[]> {
	const window = new SlidingWindow<T>(maxParallelRequests(ctx), false);
	for (let index = 0; index < count && (await window.place()); index++)
		window.hold(index, read(index));
	return await window.results();
}

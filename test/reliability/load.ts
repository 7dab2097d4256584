import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { figures, type LoadFigures } from './report';
import { retire, shop, startHarness } from './runs';

/** Forces a full collection, so heap figures compare what is still held, not garbage. */
function collectGarbage(): void {
	setFlagsFromString('--expose-gc');
	(runInNewContext('gc') as () => void)();
}

const heapMiB = () => {
	collectGarbage();
	return process.memoryUsage().heapUsed / 1024 / 1024;
};

/**
 * 10,000 items of a read (Project → Get) in five executions of 2,000: counts errors and the
 * heap held after each execution. A leak per item or per execution shows as steady growth.
 */
export async function loadRun(): Promise<LoadFigures> {
	const h = await startHarness({ maxLoggedRequests: 100 }, 'atOnce');
	try {
		const parameters = { resource: 'project', operation: 'get', project: shop };
		const input = Array.from({ length: 2000 }, (_, i) => ({ i }));
		const heap: number[] = [];
		let errors = 0;
		for (let round = 0; round < 5; round++) {
			const result = await h.run(parameters, { input, continueOnFail: true });
			const items = result.items('Node');
			errors += items.filter((item) => item.json.error).length + (2000 - items.length);
			heap.push(heapMiB());
		}
		// The first execution warms caches (modules, the engine); growth is measured after it.
		const growthPercent = ((heap[4] - heap[1]) / heap[1]) * 100;
		figures.load = { items: 10_000, errors, heapMiB: heap, growthPercent };
		return figures.load;
	} finally {
		await retire(h);
	}
}

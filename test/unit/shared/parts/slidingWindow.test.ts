import { SlidingWindow } from '../../../../nodes/shared/parts/slidingWindow';

/** A task that settles when the test says so. */
function deferred<T>() {
	let resolve!: (value: T) => void;
	let reject!: (error: unknown) => void;
	const promise = new Promise<T>((res, rej) => {
		resolve = res;
		reject = rej;
	});
	return { promise, resolve, reject };
}

/** Starts `count` tasks through the window as the router does; returns the tasks and how many started. */
async function drive(window: SlidingWindow<number>, count: number) {
	const tasks = Array.from({ length: count }, () => deferred<number>());
	let started = 0;
	const loop = (async () => {
		for (let i = 0; i < count && (await window.place()); i++) {
			started += 1;
			window.hold(i, tasks[i].promise);
		}
	})();
	const flush = async () => {
		for (let i = 0; i < 10; i++) await Promise.resolve();
	};
	await flush();
	return { tasks, started: () => started, loop, flush };
}

describe('SlidingWindow', () => {
	it('keeps at most width tasks running, starts the next as one ends, and keeps input order', async () => {
		const window = new SlidingWindow<number>(2);
		const { tasks, started, loop, flush } = await drive(window, 4);
		expect(started()).toBe(2);
		tasks[1].resolve(1);
		await flush();
		expect(started()).toBe(3);
		tasks[2].resolve(2);
		tasks[0].resolve(0);
		await flush();
		expect(started()).toBe(4);
		tasks[3].resolve(3);
		await loop;
		await expect(window.results()).resolves.toEqual([0, 1, 2, 3]);
	});

	it('after a failure starts nothing more, lets running tasks end, then throws the earliest failure', async () => {
		const window = new SlidingWindow<number>(2);
		const { tasks, started, loop, flush } = await drive(window, 4);
		tasks[1].reject(new Error('second'));
		await flush();
		expect(started()).toBe(2);
		tasks[0].reject(new Error('first'));
		await loop;
		await expect(window.results()).rejects.toThrow('first');
	});

	it('without stopOnFailure goes on after a failure', async () => {
		const window = new SlidingWindow<number>(1, false);
		const { tasks, started, loop, flush } = await drive(window, 2);
		tasks[0].reject(new Error('lost'));
		await flush();
		expect(started()).toBe(2);
		tasks[1].resolve(1);
		await loop;
		await expect(window.results()).rejects.toThrow('lost');
	});
});

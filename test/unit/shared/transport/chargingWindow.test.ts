import { ChargingWindow } from '../../../../nodes/shared/transport/chargingWindow';

/** Starts `count` acquisitions and says how many got a place before anything was released. */
async function started(window: ChargingWindow, count: number): Promise<number> {
	let got = 0;
	for (let i = 0; i < count; i++) void window.acquire().then(() => (got += 1));
	await new Promise((resolve) => setImmediate(resolve));
	return got;
}

describe('ChargingWindow: charging calls start few at a time', () => {
	it('lets 2 start at first, one more per accepted answer, never above the cap', async () => {
		const window = new ChargingWindow(3);
		expect(await started(window, 10)).toBe(2);
		window.release(true); // 3 places now, 1 in flight: two waiters start
		await new Promise((resolve) => setImmediate(resolve));
		expect(window.size).toBe(3);
		window.release(true);
		expect(window.size).toBe(3);
	});

	it('halves on a refusal, down to one', async () => {
		const window = new ChargingWindow(64);
		await started(window, 2);
		window.release(true);
		window.release(true);
		expect(window.size).toBe(4);
		await started(window, 1);
		window.release(false);
		expect(window.size).toBe(2);
		await started(window, 1);
		window.release(false);
		await started(window, 1);
		window.release(false);
		expect(window.size).toBe(1);
	});
});

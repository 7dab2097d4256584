import type { StartOptions } from '../../../simulator';
import { ProductHarness } from '../helpers';

/**
 * One harness (n8n's engine and a simulator, dev/product-harness.ts) for a describe block: started
 * before its tests with `options`, stopped after them, and with `clear: true` its recorded
 * requests cleared before each test; with `perTest: true` a new harness for every test instead
 * (a fresh simulator and process state). What it returns stands for the harness once started: read
 * it inside hooks and tests (`h.run(…)`, `h.sim`), not while the describe block is being built.
 */
export function useHarness(
	options: StartOptions = {},
	{ clear = false, perTest = false }: { clear?: boolean; perTest?: boolean } = {},
): ProductHarness {
	let started: ProductHarness | undefined;
	(perTest ? beforeEach : beforeAll)(async () => {
		started = await ProductHarness.start(options);
	});
	(perTest ? afterEach : afterAll)(async () => {
		await started?.stop();
		started = undefined;
	});
	if (clear) beforeEach(() => started?.clear());
	return new Proxy({} as ProductHarness, {
		get(_, key) {
			if (!started) throw new Error('the harness starts before the tests: read it inside one');
			const value: unknown = Reflect.get(started, key, started);
			return typeof value === 'function' ? value.bind(started) : value;
		},
	});
}

import { ProductHarness } from '../helpers';
import { startStrictServer, type StrictServer } from './strictServer';

/**
 * For one describe block: a product harness and the strict MCP server, started once and stopped
 * at the end, the server's record and tasks reset before each test. `onStart` hands both to the
 * block's own variables.
 */
export function useStrictServer(
	onStart: (started: { h: ProductHarness; server: StrictServer }) => void,
): void {
	let started: { h: ProductHarness; server: StrictServer } | undefined;
	beforeAll(async () => {
		started = { h: await ProductHarness.start(), server: await startStrictServer() };
		onStart(started);
	});
	afterAll(async () => {
		await started?.server.close();
		await started?.h.stop();
	});
	beforeEach(() => started?.server.reset());
}

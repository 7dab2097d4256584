import type { ProductHarness } from '../helpers';
import { useHarness } from '../shared/useHarness';
import { startStrictServer, type StrictServer } from './strictServer';

/**
 * For one describe block: a product harness and the strict MCP server, started once and stopped
 * at the end, the server's record and tasks reset before each test. `onStart` hands both to the
 * block's own variables.
 */
export function useStrictServer(
	onStart: (started: { h: ProductHarness; server: StrictServer }) => void,
): void {
	const h = useHarness();
	let server: StrictServer | undefined;
	beforeAll(async () => {
		server = await startStrictServer();
		onStart({ h, server });
	});
	afterAll(async () => {
		await server?.close();
	});
	beforeEach(() => server?.reset());
}

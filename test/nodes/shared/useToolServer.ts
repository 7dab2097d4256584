import type { IDataObject } from 'n8n-workflow';
import { ProductHarness } from '../helpers';
import { startToolServer, type ToolServer } from './toolServer';

/**
 * A describe block's harness and independent tool server (started before its tests, closed
 * after), and `run`: one operation of a resource against that server under Continue On Fail.
 * `parameters` builds the node's parameters from the operation and its fields.
 */
export function useToolServer(parameters: (operation: string, extra: IDataObject) => IDataObject) {
	let h: ProductHarness;
	let server: ToolServer;
	beforeAll(async () => {
		h = await ProductHarness.start();
		server = await startToolServer();
	});
	afterAll(async () => {
		await server.close();
		await h.stop();
	});
	return {
		get server() {
			return server;
		},
		run: async (operation: string, extra: IDataObject = {}) =>
			await h.run(parameters(operation, extra), { baseUrl: server.url, continueOnFail: true }),
	};
}

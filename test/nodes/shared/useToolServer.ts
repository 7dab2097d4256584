import type { IDataObject } from 'n8n-workflow';
import type { ProductHarness } from '../helpers';
import { startToolServer, type ToolServer } from './toolServer';
import { useHarness } from './useHarness';

/** The parameters of a project list tool that pages by limit and offset and reads between two dates. */
export const DATED_PAGES = {
	project_id: 'integer',
	from: 'string',
	to: 'string',
	limit: 'integer',
	offset: 'integer',
};

/**
 * One harness and one independent tool server (toolServer.ts) for a test file, started before
 * its tests and stopped after them. `run` executes the node with the file's parameters against
 * the server, under Continue On Fail, so each refusal is an item to look at.
 */
export function useToolServer(parameters: (operation: string, extra: IDataObject) => IDataObject) {
	const h = useHarness();
	let started: ToolServer | undefined;
	beforeAll(async () => {
		started = await startToolServer();
	});
	afterAll(async () => {
		await started?.close();
	});
	return {
		/** The harness, once started (read it inside a test). */
		get h(): ProductHarness {
			return h;
		},
		/** The server, once started (read it inside a test). */
		get server(): ToolServer {
			return started!;
		},
		run: async (operation: string, extra: IDataObject = {}) =>
			await h.run(parameters(operation, extra), {
				baseUrl: started!.url,
				continueOnFail: true,
			}),
	};
}

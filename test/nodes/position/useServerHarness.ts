import type { INodeExecutionData } from 'n8n-workflow';
import { ProductHarness } from '../helpers';
import { startToolServer, type ToolServer } from '../shared/toolServer';

/** A harness and the independent tool server, started once for a describe block. */
export function useServerHarness(): { h: ProductHarness; server: ToolServer } {
	const ctx = {} as { h: ProductHarness; server: ToolServer };
	beforeAll(async () => {
		ctx.h = await ProductHarness.start();
		ctx.server = await startToolServer();
	});
	afterAll(async () => {
		await ctx.server.close();
		await ctx.h.stop();
	});
	return ctx;
}

/** The one error item Continue On Fail makes of a refusal: named by the operation and the tool. */
export function expectErrorItem(output: INodeExecutionData[], pattern: RegExp): void {
	expect(output).toHaveLength(1);
	expect(String(output[0].json.error)).toMatch(pattern);
	expect(output[0].pairedItem).toEqual({ item: 0 });
}

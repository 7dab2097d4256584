import type { IDataObject } from 'n8n-workflow';
import { ProductHarness } from '../helpers';
import type { StrictServer } from './strictServer';
import { useStrictServer } from './useStrictServer';

/**
 * HTTP 429 on the agent interface for a tool that changes data or spends limits. A 429 is a
 * refusal whatever its body carries (RFC 6585 §4: the request was not carried out), so the
 * node sends the call again after it, and the result reaches the item; the server has carried
 * the call out once.
 *
 * Written to the HTTP layer's new 429 rule (transport/send.ts and refusedBeforeProcessing.ts, changed on
 * another branch): the case with a JSON body of the service's own form (`status`, `code`) fails
 * until that change is merged, since the old rule read such a 429 as a possible answer.
 */
const call = (tool: string) => ({
	resource: 'agent',
	operation: 'callTool',
	tool: { __rl: true, mode: 'name', value: tool },
	argumentsMode: 'json',
	argumentsJson: '{}',
});

describe('HTTP 429 for a charging agent tool', () => {
	let h: ProductHarness;
	let server: StrictServer;
	useStrictServer((started) => ({ h, server } = started));

	it.each([
		[
			'a JSON body of the service’s own form',
			'{"status":"error","code":429,"message":"Too Many Requests"}',
		],
		[
			'a JSON-RPC error',
			'{"jsonrpc":"2.0","id":null,"error":{"code":-32000,"message":"Rate limit exceeded"}}',
		],
		['an empty body', ''],
	])('with %s is a refusal: the call goes again and its result arrives', async (_form, body) => {
		server.options.throttledBody = body;
		const result = await h.run(call('throttled_charge') as IDataObject, { baseUrl: server.url });
		expect(result.status).toBe('success');
		expect(result.json('Node')).toEqual([{ charged: true }]);
		expect(
			server.received.filter((m) => m.name === 'throttled_charge').map((m) => m.status),
		).toEqual([429, 200]);
	});
});

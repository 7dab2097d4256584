/**
 * How the node reads a JSON-RPC answer, in the forms a server may plausibly send. The expectations
 * come from the documents and MCP's Streamable HTTP, not from the simulator.
 */
import { readRpcAnswer } from '../../../../nodes/shared/transport/readRpcAnswer';

describe('JSON-RPC answers over Streamable HTTP', () => {
	it('reads JSON, batches and event streams, matching the request id', () => {
		expect(readRpcAnswer('{"jsonrpc":"2.0","id":4,"result":{"x":1}}', 4)).toMatchObject({
			result: { x: 1 },
		});
		expect(
			readRpcAnswer('[{"jsonrpc":"2.0","id":3,"result":1},{"jsonrpc":"2.0","id":4,"result":2}]', 4),
		).toMatchObject({ result: 2 });
		const stream = [
			'event: message',
			'data: {"jsonrpc":"2.0","method":"notifications/progress","params":{}}',
			'',
			'event: message',
			'data: {"jsonrpc":"2.0","id":4,',
			'data: "result":{"y":2}}',
			'',
		].join('\n');
		expect(readRpcAnswer(Buffer.from(stream), 4)).toMatchObject({ result: { y: 2 } });
		expect(readRpcAnswer('<html>busy</html>', 4)).toBeUndefined();
	});
});

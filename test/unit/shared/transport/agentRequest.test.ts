/**
 * How the node reads a tool result's content, in the forms a server may plausibly send. The
 * expectations come from the documents and MCP's Streamable HTTP, not from the simulator.
 */
import { toolData } from '../../../../nodes/shared/transport/agentRequest';

describe('tool result content', () => {
	it('prefers structured content, then JSON in text, then the text itself', () => {
		expect(toolData({ structuredContent: { a: 1 }, content: [] })).toEqual({ a: 1 });
		expect(toolData({ content: [{ type: 'text', text: '{"b": 2}' }] })).toEqual({ b: 2 });
		expect(
			toolData({
				content: [
					{ type: 'text', text: '{"c": 1}' },
					{ type: 'text', text: '{"c": 2}' },
				],
			}),
		).toEqual([{ c: 1 }, { c: 2 }]);
		expect(toolData({ content: [{ type: 'text', text: 'In progress' }] })).toEqual({
			text: 'In progress',
		});
	});
});

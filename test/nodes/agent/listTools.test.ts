import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { useHarness } from '../shared/useHarness';

/**
 * The tool catalog read in pages (MCP tools/list with nextCursor) against a small JSON-RPC
 * server written here, which pages the catalog its own way: honest pages (a tool repeated on a
 * later page among them), a cursor it names again, pages of tools already listed under new
 * cursors, and empty pages under new cursors without end. The simulator's plain profile, which
 * pages honestly, is read in agent.test.ts. The node drops a tool listed twice and stops with an
 * error instead of taking part of the catalog, or a looping one, for all of it.
 */
type Pager = (cursor: string | undefined) => { names: string[]; nextCursor?: string };

async function catalogServer(pager: Pager) {
	const cursors: Array<string | undefined> = [];
	const server: Server = createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (chunk: Buffer) => chunks.push(chunk));
		req.on('end', () => {
			const message = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
				id: number;
				method: string;
				params?: { cursor?: string };
			};
			if (message.method !== 'tools/list') {
				res.writeHead(202).end();
				return;
			}
			cursors.push(message.params?.cursor);
			const { names, nextCursor } = pager(message.params?.cursor);
			const tools = names.map((name) => ({
				name,
				description: `Tool ${name}.`,
				inputSchema: { type: 'object' },
			}));
			res.writeHead(200, { 'content-type': 'application/json' });
			res.end(JSON.stringify({ jsonrpc: '2.0', id: message.id, result: { tools, nextCursor } }));
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	return {
		url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		cursors,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	};
}

describe('Agent → List Tools reads a paged catalog once, whatever the server’s cursors do', () => {
	const h = useHarness();

	const listTools = async (pager: Pager) => {
		const server = await catalogServer(pager);
		try {
			const result = await h.run(
				{ resource: 'agent', operation: 'listTools' },
				{ baseUrl: server.url },
			);
			return { result, cursors: server.cursors };
		} finally {
			await server.close();
		}
	};

	it('follows every cursor once and lists a tool repeated on a later page once', async () => {
		const pages: Record<string, { names: string[]; nextCursor?: string }> = {
			start: { names: ['a_tool', 'b_tool'], nextCursor: 'p2' },
			p2: { names: ['b_tool', 'c_tool'], nextCursor: 'p3' },
			p3: { names: ['d_tool'] },
		};
		const { result, cursors } = await listTools((cursor) => pages[cursor ?? 'start']);
		expect(result.status).toBe('success');
		expect(result.json('Node').map((tool) => tool.name)).toEqual([
			'a_tool',
			'b_tool',
			'c_tool',
			'd_tool',
		]);
		expect(cursors).toEqual([undefined, 'p2', 'p3']);
	});

	it('stops with an error when the server names a cursor it named before', async () => {
		const { result, cursors } = await listTools((cursor) =>
			cursor === 'p2'
				? { names: ['b_tool'], nextCursor: 'p2' }
				: { names: ['a_tool'], nextCursor: 'p2' },
		);
		expect(result.status).toBe('error');
		expect(result.error('Node')!.message).toBe(
			'Agent → List Tools: The tool catalog could not be read whole: the service named a page cursor it had named before',
		);
		expect(cursors).toEqual([undefined, 'p2']);
	});

	it('stops with an error when a page under a new cursor lists only tools listed before', async () => {
		let page = 0;
		const { result, cursors } = await listTools(() => ({
			names: ['a_tool', 'b_tool'],
			nextCursor: `c${++page}`,
		}));
		expect(result.error('Node')!.message).toBe(
			'Agent → List Tools: The tool catalog could not be read whole: a page listed only tools listed before',
		);
		expect(cursors).toHaveLength(2);
	});

	it('stops with an error after 1,000 pages that never end', async () => {
		let page = 0;
		const { result, cursors } = await listTools(() => ({ names: [], nextCursor: `c${++page}` }));
		expect(result.error('Node')!.message).toBe(
			'Agent → List Tools: The tool catalog could not be read whole: more than 1000 pages',
		);
		expect(cursors).toHaveLength(1000);
	});
});

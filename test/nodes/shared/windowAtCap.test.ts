/**
 * The window starts at Max Parallel Requests (docs/decisions/parallel-requests.md#the-window-and-its-governor, "No slow start"), checked
 * against a server written here, not the simulator: it holds every answer until the node has as
 * many requests open at once as the test expects, then answers them all and every later request
 * at once. A node that starts below the cap never opens that many before its first answers, so
 * the server's fallback (it answers anyway after a few seconds, so that a failing node does not
 * hang the suite) ends the run with fewer: the test reads counts, not times.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { useHarness } from './useHarness';

const FALLBACK_MS = 5000;

interface GateServer {
	url: string;
	mostOpen: () => number;
	requests: () => number;
	close: () => Promise<void>;
}

/**
 * Answers Project → Get (docs/service/project-api.md#records, a bare project card) once `gate`
 * requests are open at once.
 */
async function startGateServer(gate: number, redirectFirst = false): Promise<GateServer> {
	let open = 0;
	let most = 0;
	let requests = 0;
	let gateOpen = false;
	const held: ServerResponse[] = [];
	const answer = (res: ServerResponse) => {
		res.writeHead(200, { 'content-type': 'application/json' });
		res.end(JSON.stringify({ domain: 'gate.test', main_mirror: '', aliases: '', status: '1' }));
	};
	const release = () => {
		gateOpen = true;
		held.splice(0).forEach(answer);
	};
	const fallback = setTimeout(release, FALLBACK_MS);
	const server = createServer((req, res) => {
		requests++;
		// A redirect to another host, which the node refuses to follow with the credential.
		if (redirectFirst && requests === 1) {
			res.writeHead(302, { location: 'http://127.0.0.2:9/elsewhere' });
			return res.end();
		}
		open++;
		most = Math.max(most, open);
		res.once('close', () => open--);
		if (gateOpen) return answer(res);
		held.push(res);
		if (open >= gate) release();
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		mostOpen: () => most,
		requests: () => requests,
		close: async () => {
			clearTimeout(fallback);
			release();
			await new Promise<void>((resolve) => server.close(() => resolve()));
		},
	};
}

const getEach = (maxParallelRequests: number) => ({
	resource: 'project',
	operation: 'get',
	project: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
	requestOptions: { maxParallelRequests },
});

describe('the window starts at Max Parallel Requests, never above it (a server of the test’s own)', () => {
	const h = useHarness();

	it.each([
		[40, 40],
		[100, 40],
	])(
		'%i items at Max Parallel Requests %i: that many in flight before any answer, never more',
		async (items, cap) => {
			const server = await startGateServer(cap);
			try {
				const input = Array.from({ length: items }, (_, n) => ({ id: String(1000 + n) }));
				const result = await h.run(getEach(cap), { input, baseUrl: server.url });
				expect(result.status).toBe('success');
				expect(result.output).toHaveLength(items);
				expect(server.requests()).toBe(items);
				expect(server.mostOpen()).toBe(cap);
			} finally {
				await server.close();
			}
		},
		15_000,
	);
});

describe('a redirect the node refuses says nothing of the pace (a server of the test’s own)', () => {
	const h = useHarness();

	// At Max Parallel Requests 2 the first two items start together; the server refuses the first
	// with a redirect elsewhere and holds the other until two requests are open. The window must
	// stay at 2 for the third item to start: a window halved to 1 by the refusal would wait for
	// the held one, and only the server's fallback would end the run.
	it('the window keeps its size after a refused redirect', async () => {
		const server = await startGateServer(2, true);
		try {
			const input = Array.from({ length: 3 }, (_, n) => ({ id: String(1000 + n) }));
			const result = await h.run(getEach(2), {
				input,
				baseUrl: server.url,
				continueOnFail: true,
			});
			expect(result.output.filter((item) => item.json.error !== undefined)).toHaveLength(1);
			expect(server.requests()).toBe(3);
			expect(server.mostOpen()).toBe(2);
		} finally {
			await server.close();
		}
	}, 15_000);
});

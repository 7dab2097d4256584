import { createServer } from 'node:http';
import { HTTP_NODE_MARK, HTTP_NODE_MARK_VALUE } from './inflight';
import { AGENT_ENDPOINT, agentAnswer } from './outside-agent';

/**
 * A stand-in for the service written apart from the simulator, as an outside observer would
 * measure against: its own process, only `GET /projects/api/v1/uptime/get` and the agent
 * endpoint's `tools/list` and `tools/call` (`POST /api/mcp`, outside-agent.ts), and each answer
 * sent a uniform 30–70 ms after its request arrived (the delay is drawn per request and counts
 * from arrival, whatever else the server does meanwhile). The body follows the service's documentation (section
 * 4.5, response form W: 24 hourly intervals of the last day), not the simulator's data.
 * `GET /__outside/stats` gives the requests received and the most of SEO Tools' in flight at
 * once (the HTTP Request node's carry a mark, inflight.ts), and `DELETE /__outside/stats` zeroes
 * them (and forgets the arrivals); `GET /__outside/arrivals` hands over (and forgets) when every request arrived and was
 * answered, with this process's CPU time since the last hand-over (first-window.ts reads it).
 * Prints `{"baseUrl": ...}` on one line; exits when stdin closes. Run with tsx (real-n8n.ts
 * starts it).
 */
const MIN_MS = 30;
const MAX_MS = 70;
const PATH = '/projects/api/v1/uptime/get';

const hour = (h: number) => `2026-01-15 ${String(h).padStart(2, '0')}:00`;
const BODY = JSON.stringify({
	status: 'ok',
	code: 1,
	msg: 'success',
	result: Array.from({ length: 24 }, (_, h) => ({
		date: hour(h),
		percent: h === 7 ? 66.67 : 100,
		bot_blocked: false,
	})),
});

let requests = 0;
let inFlight = 0;
let maxInFlight = 0;

/** Wall-clock milliseconds with a fraction (Date.now() has none), on the clock n8n's startTime uses. */
const wallMs = () => performance.timeOrigin + performance.now();

/** Every request since the last hand-over: path, JSON-RPC method, arrival and answer (wall ms). */
interface Arrival {
	path: string;
	method?: string;
	arrived: number;
	answered: number;
}
let arrivals: Arrival[] = [];
let cpuSince = process.cpuUsage();

/** The answer `delay` ms after `arrived`, whatever the server did meanwhile. */
function answerLater(arrived: number, answer: () => void): void {
	const delay = MIN_MS + Math.random() * (MAX_MS - MIN_MS);
	setTimeout(answer, Math.max(0, delay - (wallMs() - arrived)));
}

const server = createServer((req, res) => {
	const path = (req.url ?? '').split('?')[0];
	if (path === '/__outside/arrivals') {
		const cpu = process.cpuUsage(cpuSince);
		cpuSince = process.cpuUsage();
		res.writeHead(200, { 'content-type': 'application/json' });
		res.end(JSON.stringify({ arrivals, cpuMicros: cpu.user + cpu.system }));
		arrivals = [];
		return;
	}
	if (path === AGENT_ENDPOINT && req.method === 'POST') {
		const arrival: Arrival = { path, arrived: wallMs(), answered: Number.NaN };
		arrivals.push(arrival);
		const chunks: Buffer[] = [];
		req.on('data', (chunk: Buffer) => chunks.push(chunk));
		req.on('end', () => {
			const answer = agentAnswer(req.headers.authorization, Buffer.concat(chunks).toString());
			arrival.method = answer.method;
			answerLater(arrival.arrived, () => {
				arrival.answered = wallMs();
				res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
				res.end(answer.body);
			});
		});
		return;
	}
	if (path === '/__outside/stats') {
		if (req.method === 'DELETE') {
			requests = 0;
			arrivals = [];
			maxInFlight = inFlight;
		}
		res.writeHead(200, { 'content-type': 'application/json' });
		res.end(JSON.stringify({ requests, maxInFlight }));
		return;
	}
	if (path !== PATH) {
		res.writeHead(404).end();
		return;
	}
	requests++;
	const arrival: Arrival = { path, arrived: wallMs(), answered: Number.NaN };
	arrivals.push(arrival);
	const counted = !(req.url ?? '').includes(`${HTTP_NODE_MARK}=${HTTP_NODE_MARK_VALUE}`);
	if (counted) {
		inFlight++;
		maxInFlight = Math.max(maxInFlight, inFlight);
	}
	// The timer is set against arrival, so time spent before it here counts in the delay.
	answerLater(arrival.arrived, () => {
		if (counted) inFlight--;
		arrival.answered = wallMs();
		res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
		res.end(BODY);
	});
});

server.listen(0, '127.0.0.1', () => {
	const address = server.address();
	const port = typeof address === 'object' && address ? address.port : 0;
	process.stdout.write(`${JSON.stringify({ baseUrl: `http://127.0.0.1:${port}` })}\n`);
});
process.stdin.resume();
process.stdin.on('end', () => server.close(() => process.exit(0)));

import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { N8N_DIR } from '../../dev/n8n/paths';
import { runMain } from './runMain';

/**
 * CPU per request of n8n's HTTP stack in the pinned real n8n, for the forms an agent call could
 * hand it: `httpRequest` of @n8n/backend-network (what `httpRequestWithAuthentication` ends in)
 * with the agent path's options as sent (a string body, the answer as text), with the body as a
 * Buffer, the answer as an ArrayBuffer, both, the body as an object with `json`, and the legacy
 * request the HTTP Request node sends (`useStream`, read whole and parsed), and for scale a GET
 * without a body (Uptime → Get's form). A server in a child
 * process answers a 1 KB JSON-RPC result after 5 ms; 1,000 requests 64 at a time per run, eight
 * rounds, the order reversed every other round; the figure is this process's CPU time per request.
 * `tsx scripts/bench/helper-options.ts` (docs/benchmarks.md, "Agent → Call Tool: the helper's
 * options and the start-up").
 */
type Options = Record<string, unknown> & { headers: Record<string, string> };
type Send = (options: Options) => Promise<{ statusCode: number; body?: unknown }>;

const modules = join(N8N_DIR, 'node_modules');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const network = require(join(modules, '@n8n/backend-network')) as {
	configureGlobalAxiosDefaults(): void;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { httpRequest } = require(
	join(modules, '@n8n/backend-network/dist/http/axios/request.js'),
) as { httpRequest: Send };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { executeLegacyRequest } = require(
	join(modules, '@n8n/backend-network/dist/http/legacy-request.js'),
) as {
	executeLegacyRequest: (
		options: Options,
		ssrf: undefined,
	) => Promise<{ statusCode: number; body: AsyncIterable<Buffer> }>;
};

const body = JSON.stringify({
	jsonrpc: '2.0',
	id: 1,
	method: 'tools/call',
	params: { name: 'get_project_summary', arguments: { project_id: 101 } },
});

const asSent = (url: string): Options => ({
	method: 'POST',
	url,
	headers: {
		'Content-Type': 'application/json',
		Accept: 'application/json, text/event-stream',
		'MCP-Protocol-Version': '2025-06-18',
		Authorization: 'Bearer key',
	},
	body,
	json: false,
	encoding: 'text',
	returnFullResponse: true,
	ignoreHttpStatusErrors: true,
	timeout: 30_000,
	disableFollowRedirect: true,
});

const legacy: Send = async (options) => {
	const answer = await executeLegacyRequest(options, undefined);
	const chunks: Buffer[] = [];
	for await (const chunk of answer.body) chunks.push(chunk);
	JSON.parse(Buffer.concat(chunks).toString('utf8'));
	return answer;
};

const variants: Record<string, { send: Send; options: (url: string) => Options }> = {
	'as sent (string body, text answer)': { send: httpRequest, options: asSent },
	'Buffer body': {
		send: httpRequest,
		options: (url) => ({ ...asSent(url), body: Buffer.from(body) }),
	},
	'ArrayBuffer answer': {
		send: httpRequest,
		options: (url) => ({ ...asSent(url), encoding: 'arraybuffer' }),
	},
	'Buffer body, ArrayBuffer answer': {
		send: httpRequest,
		options: (url) => ({ ...asSent(url), body: Buffer.from(body), encoding: 'arraybuffer' }),
	},
	'object body, json': {
		send: httpRequest,
		options: (url) => ({ ...asSent(url), body: JSON.parse(body) as unknown, json: true }),
	},
	// Uptime → Get's form, for scale: a GET with the key in the query and no body.
	'GET, no body, ArrayBuffer answer': {
		send: httpRequest,
		options: (url) => ({
			...asSent(url),
			method: 'GET',
			body: undefined,
			qs: { token: 'key' },
			headers: {},
			encoding: 'arraybuffer',
		}),
	},
	'HTTP Request node (legacy, stream)': {
		send: legacy,
		options: (uri) => ({
			method: 'POST',
			uri,
			headers: {
				Authorization: 'Bearer key',
				Accept: 'application/json, text/event-stream',
				'content-type': 'application/json',
			},
			body,
			json: false,
			encoding: null,
			useStream: true,
			resolveWithFullResponse: true,
			gzip: true,
			followRedirect: true,
		}),
	},
};

async function cpuPerRequest(url: string, name: string, count: number): Promise<number> {
	const { send, options } = variants[name];
	let next = 0;
	const before = process.cpuUsage();
	await Promise.all(
		Array.from({ length: 64 }, async () => {
			while (next < count) {
				next++;
				const answer = await send(options(url));
				if (answer.statusCode !== 200) throw new Error(`HTTP ${answer.statusCode}`);
			}
		}),
	);
	const used = process.cpuUsage(before);
	return (used.user + used.system) / count;
}

function serve(): void {
	const text = JSON.stringify({ project_id: 101, name: 'x'.repeat(300), queries: 12 });
	const answer = JSON.stringify({
		jsonrpc: '2.0',
		id: 1,
		result: { content: [{ type: 'text', text }], structuredContent: JSON.parse(text) as unknown },
	});
	const server = createServer((request, response) => {
		request.resume();
		request.on('end', () =>
			setTimeout(() => {
				response.writeHead(200, { 'content-type': 'application/json' });
				response.end(answer);
			}, 5),
		);
	});
	server.listen(0, '127.0.0.1', () => {
		const address = server.address();
		process.send?.(typeof address === 'object' && address ? address.port : 0);
	});
}

async function main(): Promise<void> {
	network.configureGlobalAxiosDefaults();
	const server = fork(__filename, ['serve'], { execArgv: ['--import', 'tsx'] });
	const port = await new Promise<number>((resolve) =>
		server.once('message', (m) => resolve(Number(m))),
	);
	const url = `http://127.0.0.1:${port}/api/mcp`;
	const names = Object.keys(variants);
	const figures = new Map(names.map((name) => [name, [] as number[]]));
	for (const name of names) await cpuPerRequest(url, name, 200);
	for (let round = 0; round < 8; round++)
		for (const name of round % 2 ? [...names].reverse() : names)
			figures.get(name)!.push(await cpuPerRequest(url, name, 1000));
	for (const [name, all] of figures) {
		const sorted = [...all].sort((a, b) => a - b);
		console.log(
			`${name.padEnd(36)} median ${sorted[sorted.length >> 1].toFixed(0)} µs CPU per request (${all.map((v) => v.toFixed(0)).join(', ')})`,
		);
	}
	server.kill();
}

if (process.argv[2] === 'serve') serve();
else runMain(main);

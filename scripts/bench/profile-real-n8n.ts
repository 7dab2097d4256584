import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { prepareRealN8n, type SingleNode } from './real-n8n';
import { ROOT } from './built-package';
import { AGENT_ITEMS } from './agent-call';
import {
	recordExchanges,
	samplesPerRequest,
	splitRun,
	windowAtServer,
	type ClientTimeline,
	type Profile,
} from './profile-split';
import { runMain } from './runMain';

/**
 * Where the milliseconds of one `n8n execute` go: runs SEO Tools and the HTTP Request node over the
 * same items in the pinned real n8n under V8's CPU profiler (`node --cpu-prof`) and prints how
 * the node's executionTime splits into phases (profile-split.ts), the self time per source file,
 * and the time spent under each of the package's functions.
 * `tsx scripts/bench/profile-real-n8n.ts [items] [latencyMs] [maxParallelRequests] [nodes]` after
 * `npm run build`; `nodes` is a comma-separated choice of `http` (the HTTP Request node), `seo`
 * (SEO Tools, Uptime → Get) and `helper` (the bare helper loop of helper-node.ts, as many in
 * flight as Max Parallel Requests), all three by default. `tsx scripts/bench/profile-real-n8n.ts
 * agent [latencyMs]` profiles the agent round's pair instead (Agent → Call Tool against the HTTP
 * Request node's JSON-RPC POSTs, AGENT_ITEMS items, the catalog read included).
 * The per-item split by kind (profile-split.ts) is what docs/benchmarks.md records ("Per item,
 * one at a time and at 64"). Each node's unprofiled run also prints the window as the service saw
 * it (`windowAtServer`: time at each count in flight, and how long a place spent between an answer
 * leaving the server and its follower arriving), joined with n8n's own record of each request
 * (client-timeline.mjs, preloaded into that run only: when n8n read each answer, made each
 * connection, and how busy its event loop and CPU were over the node's run).
 */
const UPTIME_PATH = '/projects/api/v1/uptime/get';
const AGENT_PATH = '/api/mcp';

function short(url: string): string {
	const at = url.lastIndexOf('node_modules/');
	return at === -1 ? url.replace(/^file:\/\//, '') : url.slice(at + 'node_modules/'.length);
}

function summarize(profile: Profile, file: string, top = 25): void {
	const byId = new Map(profile.nodes.map((node) => [node.id, node]));
	const parent = new Map<number, number>();
	for (const node of profile.nodes)
		for (const child of node.children ?? []) parent.set(child, node.id);
	const self = new Map<string, number>();
	const inclusive = new Map<string, number>();
	profile.samples.forEach((id, i) => {
		const ms = (profile.timeDeltas[i] ?? 0) / 1000;
		const node = byId.get(id);
		if (!node) return;
		const key = `${short(node.callFrame.url).split('/').slice(0, 3).join('/') || '(native)'} ${node.callFrame.functionName || '(anon)'}`;
		self.set(key, (self.get(key) ?? 0) + ms);
		// Inclusive time per function of the package, once per sample.
		const seen = new Set<string>();
		for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
			const frame = byId.get(at)?.callFrame;
			if (!frame) break;
			const interesting =
				frame.url.includes('n8n-nodes-seo-tools') ||
				/request-helpers|credentials-helper|credentials\.js|node-execution-context|backend-network/.test(
					frame.url,
				);
			if (!interesting) continue;
			const name = `${short(frame.url)}:${frame.lineNumber} ${frame.functionName || '(anon)'}`;
			if (seen.has(name)) continue;
			seen.add(name);
			inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
		}
	});
	const total = [...self.values()].reduce((a, b) => a + b, 0);
	console.log(`\n${file}: ${total.toFixed(0)} ms sampled`);
	console.log('  self time:');
	for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
		console.log(`    ${ms.toFixed(1).padStart(8)} ms  ${key}`);
	console.log('  inclusive (package and n8n request/credential helpers):');
	for (const [key, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top))
		console.log(`    ${ms.toFixed(1).padStart(8)} ms  ${key}`);
}

/** The record client-timeline.mjs wrote in n8n's process (the one of its processes that sent requests). */
function readTimeline(dir: string): ClientTimeline | undefined {
	const timelines = readdirSync(dir)
		.filter((file) => file.startsWith('client-timeline'))
		.map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as ClientTimeline);
	return timelines.sort((a, b) => b.requests.length - a.requests.length)[0];
}

async function main(): Promise<void> {
	const agent = process.argv[2] === 'agent';
	const count = agent ? AGENT_ITEMS : Number(process.argv[2] ?? 1000);
	const latencyMs = Number(process.argv[3] ?? 0);
	const cap = agent ? 64 : Number(process.argv[4] ?? 64);
	const names = (agent ? 'http,seo' : (process.argv[5] ?? 'http,seo,helper'))
		.split(',')
		.map((name) => name.trim()) as Array<'http' | 'seo' | 'helper'>;
	// A user folder per checkout: worktrees share one .n8n-demo.
	const bench = await prepareRealN8n(
		[count],
		false,
		`profile-${basename(ROOT)}`,
		{ maxParallelRequests: cap },
		names.includes('helper'),
	);
	const exchanges = recordExchanges(agent ? AGENT_PATH : UPTIME_PATH);
	try {
		if (latencyMs)
			bench.sim.network.configure({ latencyMs, jitterMs: Math.round(latencyMs * 0.4) });
		for (const name of names) {
			const dir = join(bench.n8n.userFolder, `profile-${name}`);
			rmSync(dir, { recursive: true, force: true });
			mkdirSync(dir, { recursive: true });
			const id = bench.workflowId((agent ? `agent-${name}` : name) as SingleNode, count);
			// The unprofiled run carries client-timeline.mjs: n8n's own record of each request.
			const timeline = join(dir, 'client-timeline');
			const plainNode = await bench.nodeRun(id, count, {
				NODE_OPTIONS: `--import ${pathToFileURL(join(ROOT, 'scripts/bench/client-timeline.mjs')).href}`,
				CLIENT_TIMELINE_FILE: timeline,
			});
			const plain = plainNode.ms;
			const window = name === 'http' ? count : cap;
			console.log(
				`${name}, unprofiled run:\n${windowAtServer(exchanges.take(), window, readTimeline(dir), {
					start: plainNode.startTime,
					ms: plainNode.ms,
				})}`,
			);
			const node = await bench.nodeRun(id, count, {
				NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir} --cpu-prof-interval=200`,
			});
			console.log(`${name}: executionTime ${plain} ms (unprofiled), ${node.ms} ms (profiled)`);
			for (const file of readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
				const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile;
				const taken = exchanges.take();
				const connections = new Set(taken.map((exchange) => exchange.connection)).size;
				console.log(`${taken.length} requests on ${connections} connections`);
				console.log(samplesPerRequest(profile, taken.length));
				console.log(`${name}, profiled run:\n${windowAtServer(taken, window)}`);
				console.log(
					splitRun(
						profile,
						taken,
						{ start: node.startTime, ms: node.ms },
						name === 'http' ? count : cap,
					),
				);
				summarize(profile, join(dir, file));
			}
		}
	} finally {
		exchanges.stop();
		await bench.close();
	}
}

runMain(main);

import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { ROOT } from './built-package';
import { AGENT_ITEMS } from './agent-call';
import { recordExchanges } from './profile-split';
import { firstWindowPairs, prepareRealN8n, type First, type NodeRun } from './real-n8n';
import { runMain } from './runMain';

/**
 * When each node's requests reach the service, from the server's side: Agent → Call Tool's first
 * window against Uptime → Get's and against the HTTP Request node's JSON-RPC POSTs, in the pinned
 * real n8n. Each round runs three paired workflows (AGENT_ITEMS items, which node goes first
 * alternating): Uptime → Get against the outside server (outside-server.ts, its own process), the
 * agent pair against the outside server's agent endpoint (outside-agent.ts: fixed bodies), and
 * the agent pair against the simulator (the bench's row; the simulator runs in this process).
 * Prints, per node and round: the first request's arrival after the node's start, for Call Tool
 * the catalog's answer and its first and 64th tool call after it, the spread of the first 64
 * arrivals, the most in flight, the end after the last answer, and the server's CPU time per
 * request (the outside server's own `process.cpuUsage`, this process's for the simulator), and
 * this process's CPU time per request in every run: against the outside server it is what this
 * process spends beside a simulator (reading n8n's printed run), to subtract from the
 * simulator's.
 * `tsx scripts/bench/first-window.ts [rounds]` after `npm run build`; nothing is recorded.
 */
const WINDOW = 64;

interface Arrival {
	method?: string;
	arrived: number;
	answered: number;
}

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)}` : '–');

/** The arrivals inside one node's run, and what they say about its first window. */
function describe(run: NodeRun, all: Arrival[], agent: boolean): string {
	const end = run.startTime + run.ms;
	const mine = all
		.filter((a) => a.arrived >= run.startTime - 1 && a.arrived <= end + 1)
		.sort((a, b) => a.arrived - b.arrived);
	if (!mine.length) return 'no arrivals';
	// The agent's first request is its catalog read (tools/list); the calls wait for its answer.
	const catalog = agent && mine[0].method !== 'tools/call' ? mine[0] : undefined;
	const calls = catalog ? mine.slice(1) : mine;
	const from = catalog ? catalog.answered : calls[0].arrived;
	const nth = (n: number) => calls[Math.min(n, calls.length) - 1]?.arrived ?? Number.NaN;
	let open = 0;
	let most = 0;
	for (const { step } of calls
		.flatMap((c) => [
			{ at: c.arrived, step: 1 },
			{ at: c.answered, step: -1 },
		])
		.sort((a, b) => a.at - b.at || a.step - b.step)) {
		open += step;
		most = Math.max(most, open);
	}
	const firstAnswer = Math.min(...calls.map((c) => c.answered));
	const lastAnswer = Math.max(...calls.map((c) => c.answered));
	const before64 = calls.slice(0, WINDOW).filter((c) => c.arrived <= firstAnswer).length;
	return [
		`${ms(run.ms)} ms`,
		`first request +${ms(mine[0].arrived - run.startTime)}`,
		catalog
			? `catalog answered +${ms(catalog.answered - run.startTime)}, 1st call +${ms(calls[0].arrived - from)} after it, ${WINDOW}th +${ms(nth(WINDOW) - from)}`
			: `${WINDOW}th +${ms(nth(WINDOW) - from)} after the 1st`,
		`first ${WINDOW} within ${ms(nth(WINDOW) - calls[0].arrived)} ms (${before64} before the first answer)`,
		`last start +${ms(calls[calls.length - 1].arrived - run.startTime)}`,
		`most in flight ${most}`,
		`end ${ms(end - lastAnswer)} after the last answer`,
		`${calls.length} calls`,
	].join('; ');
}

async function main(): Promise<void> {
	const rounds = Number(process.argv[2] ?? 4);
	const bench = await prepareRealN8n([AGENT_ITEMS], true, `window-${basename(ROOT)}`);
	const outside = bench.outside!;
	const simulator = recordExchanges('/api/mcp');
	try {
		bench.sim.network.configure({ latencyMs: 50, jitterMs: 20 });
		const { names } = firstWindowPairs;
		const kinds = [
			{
				label: 'Uptime → Get, outside server',
				agent: false,
				sim: false,
				id: (f: First) => firstWindowPairs.uptimeOutside(AGENT_ITEMS, f),
				names: names.uptime,
			},
			{
				label: 'Agent pair, outside server',
				agent: true,
				sim: false,
				id: firstWindowPairs.agentOutside,
				names: names.agent,
			},
			{
				label: 'Agent pair, simulator',
				agent: true,
				sim: true,
				id: firstWindowPairs.agentSimulator,
				names: names.agent,
			},
		];
		for (let round = 0; round < rounds; round++) {
			const first: First = round % 2 ? 'http' : 'seo';
			for (const kind of kinds) {
				await fetch(`${outside.baseUrl}/__outside/arrivals`);
				simulator.take();
				const before = load();
				const cpu = process.cpuUsage();
				const run = await bench.execute(kind.id(first));
				const simCpu = process.cpuUsage(cpu);
				bench.sim.clearRequests();
				const seo = run.nodes[kind.names.seo];
				const http = run.nodes[kind.names.http];
				if (
					run.status !== 'success' ||
					seo?.items.length !== AGENT_ITEMS ||
					http?.items.length !== AGENT_ITEMS
				)
					throw new Error(`${kind.label}: ${run.error ?? run.status}`);
				let arrivals: Arrival[];
				let cpuMicros: number;
				if (kind.sim) {
					arrivals = simulator.take();
					cpuMicros = simCpu.user + simCpu.system;
				} else {
					const handed = (await (await fetch(`${outside.baseUrl}/__outside/arrivals`)).json()) as {
						arrivals: Arrival[];
						cpuMicros: number;
					};
					arrivals = handed.arrivals;
					cpuMicros = handed.cpuMicros;
				}
				console.log(
					`round ${round} (${first} first), ${kind.label}, load ${before} → ${load()}; ratio ${(seo.ms / http.ms).toFixed(2)}; server CPU ${(cpuMicros / arrivals.length).toFixed(0)} µs per request (${arrivals.length}); this process ${((simCpu.user + simCpu.system) / arrivals.length).toFixed(0)} µs per request`,
				);
				console.log(`  SEO Tools: ${describe(seo, arrivals, kind.agent)}`);
				console.log(`  HTTP Request: ${describe(http, arrivals, false)}`);
			}
		}
	} finally {
		simulator.stop();
		await bench.close();
	}
}

runMain(main);

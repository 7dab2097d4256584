import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { startSimulator, SEED } from '../../simulator';
import { startSimulatorProcess } from '../../dev/simulator-process';
import { writeCredentials } from '../../dev/n8n/examples';
import { isN8nInstalled } from '../../dev/n8n/install';
import { CREDENTIAL_IDS, PACKAGE_NAME } from '../../dev/n8n/paths';
import {
	buildAndPack,
	N8nInstance,
	parseRunJson,
	runError,
	type RunJson,
} from '../../dev/n8n/runtime';
import { ROOT } from './built-package';
import { rounds } from './config';
import { median, rangeText, seconds, spread, times, type Spread } from './measure';
import { DEFINITIONS, definition, notMeasured, type DefinitionId } from './published';
import type { Figure } from './report';
import { HTTP_NODE_MARK, HTTP_NODE_MARK_VALUE, watchService } from './inflight';
import { vsHttpMeasured } from './vs-http-node';
import { HELPER_LOOP_TYPE } from './helper-node';
import { installHelperLoop } from './helper-package';
import {
	AGENT_HTTP,
	AGENT_ITEMS,
	AGENT_SEO,
	agentCallFigure,
	agentCallTool,
	agentOutsideFigure,
	agentHttpRequest,
} from './agent-call';

const GROUP = 'Parallel (real n8n 2.41.1)';
/** Each round is fresh `n8n execute` processes, whose timing varies by a tenth or more. */
const ROUNDS = 5;
export const TARGET_NODE = 'Target';
const COUNTS = [200, 1000] as const;
const WINDOW = 64;
const LOW_WINDOW = 10;
const RATE = 20;
const RATE_ITEMS = 200;
/** The HTTP Request node's Batching set to the service's pace: 20 items, then 1,000 ms. */
const BATCH = { batchSize: RATE, batchInterval: 1000 };
const OUTSIDE_CREDENTIAL = { id: 'benchOutsideSrv1', name: 'SEO Tools API (outside server)' };

type Latency = '0' | '50' | 'outside';
/** Where each latency comes from: the simulator's profile, or the outside server (outside-server.ts). */
const LATENCIES: Array<{ key: Latency; label: string; meanMs: number }> = [
	{ key: '0', label: '0 ms (simulator)', meanMs: 0 },
	{
		key: '50',
		label: '50 ± 20 ms (simulator profile: uniform 30–70 ms, drawn by the simulator)',
		meanMs: 50,
	},
	{ key: 'outside', label: 'uniform 30–70 ms drawn by a server outside the simulator', meanMs: 50 },
];

/**
 * The bench's n8n user folder and pack folder, one per checkout: git worktrees of the project
 * share one `.n8n-demo` (a symlink), and two benches in one folder would reset each other's.
 */
const BENCH_INSTANCE = `bench-${basename(ROOT)}`;

/** A node under test on its own branch, optionally after a pause (a Wait node). */
interface Branch {
	name: string;
	node: Record<string, unknown>;
	pauseSeconds?: number;
}

/**
 * Manual Trigger → Code (N items) → the nodes under test, each on its own branch from the Code
 * node. n8n (execution order v1) runs the branches one after another in the order of their
 * position, so each node's executionTime is its own; the callers check the order.
 */
function workflow(id: string, count: number, branches: Branch[]) {
	const nodes: Array<Record<string, unknown>> = [
		{
			id: `${id}-t`,
			name: 'Start',
			type: 'n8n-nodes-base.manualTrigger',
			typeVersion: 1,
			position: [0, 0],
			parameters: {},
		},
		{
			id: `${id}-c`,
			name: 'Items',
			type: 'n8n-nodes-base.code',
			typeVersion: 2,
			position: [200, 0],
			parameters: {
				jsCode: `return Array.from({ length: ${count} }, (_, n) => ({ json: { n } }));`,
			},
		},
	];
	const link = (node: string) => ({ node, type: 'main', index: 0 });
	const fromItems: Array<ReturnType<typeof link>> = [];
	const connections: Record<string, { main: Array<Array<ReturnType<typeof link>>> }> = {
		Start: { main: [[link('Items')]] },
	};
	branches.forEach(({ name, node, pauseSeconds }, i) => {
		const y = 200 * i;
		if (pauseSeconds) {
			const pause = `Pause before ${name}`;
			nodes.push({
				id: `${id}-p${i}`,
				name: pause,
				type: 'n8n-nodes-base.wait',
				typeVersion: 1.1,
				position: [400, y],
				parameters: { resume: 'timeInterval', amount: pauseSeconds, unit: 'seconds' },
			});
			fromItems.push(link(pause));
			connections[pause] = { main: [[link(name)]] };
		} else fromItems.push(link(name));
		nodes.push({ id: `${id}-n${i}`, name, position: [600, y], ...node });
	});
	connections.Items = { main: [fromItems] };
	return { id, name: id, active: false, nodes, connections, settings: { executionOrder: 'v1' } };
}

const seoTools = (credential: { id: string; name: string }, requestOptions = {}) => ({
	type: `${PACKAGE_NAME}.seoTools`,
	typeVersion: 1,
	parameters: {
		resource: 'uptime',
		operation: 'get',
		project: { __rl: true, mode: 'id', value: String(SEED.projects.shop) },
		period: 'day',
		output: 'summary',
		requestOptions,
	},
	credentials: { seoToolsApi: credential },
});

const httpRequest = (baseUrl: string, options = {}, marked = false) => ({
	type: 'n8n-nodes-base.httpRequest',
	typeVersion: 4.2,
	parameters: {
		method: 'GET',
		url: `${baseUrl}/projects/api/v1/uptime/get`,
		sendQuery: true,
		specifyQuery: 'keypair',
		queryParameters: {
			parameters: [
				{ name: 'project_id', value: String(SEED.projects.shop) },
				{ name: 'period', value: 'day' },
				{ name: 'token', value: SEED.paid.apiKey },
				...(marked ? [{ name: HTTP_NODE_MARK, value: HTTP_NODE_MARK_VALUE }] : []),
			],
		},
		options,
	},
});

/**
 * The bare helper loop (helper-node.ts): the same GET as Uptime → Get through n8n's helper, the
 * credential read once, as many in flight as SEO Tools' Max Parallel Requests (64 by default).
 */
const helperLoop = (
	baseUrl: string,
	credential: { id: string; name: string },
	requestOptions: Record<string, unknown>,
) => ({
	type: HELPER_LOOP_TYPE,
	typeVersion: 1,
	parameters: {
		url: `${baseUrl}/projects/api/v1/uptime/get?${new URLSearchParams({ project_id: String(SEED.projects.shop), period: 'day' })}`,
		window: Number(requestOptions.maxParallelRequests ?? WINDOW),
		credentialOnce: true,
	},
	credentials: { seoToolsApi: credential },
});

/** Failing items become error items instead of stopping the run, so lost items can be counted. */
const continuing = (node: Record<string, unknown>) => ({
	...node,
	onError: 'continueRegularOutput',
});

/** n8n workflow ids are 16 characters. */
const idOf = (name: string) => `b${name}`.padEnd(16, '0');

type RateVariant = 'seo' | 'http' | 'batch';
const RATE_NAMES: Record<RateVariant, string> = {
	seo: 'SEO Tools (default settings)',
	http: 'HTTP Request node (default options)',
	batch: `HTTP Request node (Batching: ${BATCH.batchSize} items per batch, ${BATCH.batchInterval} ms apart)`,
};
/** Each variant first, second and third once. */
const RATE_ORDERS: RateVariant[][] = [
	['seo', 'http', 'batch'],
	['http', 'batch', 'seo'],
	['batch', 'seo', 'http'],
];
const RATE_PAUSE_SECONDS = 1.5;
const rateId = (order: RateVariant[]) => idOf(`rate${order.join('')}`.slice(0, 15));

const SEO = 'SEO Tools';
const HTTP = 'HTTP Request';
const PAIR = { seo: SEO, http: HTTP };
const AGENT_PAIR = { seo: AGENT_SEO, http: AGENT_HTTP };
type Source = 'sim' | 'outside';
/** Which node of a pair runs first in its `n8n execute`. */
type First = 'seo' | 'http';
/** The single-node workflows the profiler runs ('helper': the bare helper loop, helper-node.ts). */
export type SingleNode = 'seo' | 'http' | 'helper' | 'agent-seo' | 'agent-http';
/** The workflow running both nodes over `count` items against `source`, `first` first. */
const pairId = (source: Source, count: number, first: First) => idOf(`${source}${count}${first}`);
/** The like-against-like pair: SEO Tools with Max Parallel Requests equal to the item count. */
const likeId = (count: number, first: First) => idOf(`like${count}${first}`);
const agentPairId = (first: First) => idOf(`agent${first}`);
/** The agent pair against the outside server (outside-agent.ts): a row of its own, and first-window.ts. */
const agentOutsidePairId = (first: First) => idOf(`agentout${first}`);

/**
 * The paired workflows that first-window.ts compares: Uptime → Get and the agent pair against the
 * outside server, and the agent pair against the simulator (the bench's row), `count` items.
 */
export const firstWindowPairs = {
	names: {
		uptime: { seo: 'SEO Tools', http: 'HTTP Request' },
		agent: { seo: AGENT_SEO, http: AGENT_HTTP },
	},
	uptimeOutside: (count: number, first: First) => pairId('outside', count, first),
	agentOutside: agentOutsidePairId,
	agentSimulator: agentPairId,
};
export type { First };

/** One node's run in an `n8n execute`: its executionTime and its output items. */
export interface NodeRun {
	ms: number;
	startTime: number;
	items: Array<{ json: Record<string, unknown> }>;
}

/** What the real-n8n group and the profiler script (profile-real-n8n.ts) run on. */
export interface RealN8nBench {
	sim: Awaited<ReturnType<typeof startSimulator>>;
	n8n: N8nInstance;
	outside?: { baseUrl: string; child: ChildProcess };
	/**
	 * Workflow id of `name` alone with `count` items, against the simulator: 'seo' and 'http' for
	 * Uptime → Get, 'helper' for the same GET through the bare helper loop (when installed),
	 * 'agent-seo' and 'agent-http' for the agent round's pair (AGENT_ITEMS items).
	 */
	workflowId: (name: SingleNode, count: number) => string;
	/** Runs a single-node workflow once; its node's run (the run must succeed with `count` items). */
	nodeRun: (id: string, count: number, env?: NodeJS.ProcessEnv) => Promise<NodeRun>;
	/** Runs a workflow once and returns each node's run by name, whatever the outcome; `status` is the execution's. */
	execute: (
		id: string,
		env?: NodeJS.ProcessEnv,
	) => Promise<{ status?: string; error?: string; nodes: Record<string, NodeRun> }>;
	/** How many executes printed a cut-off run and were run again. */
	cutOff: () => number;
	close: () => Promise<void>;
}

/**
 * A simulator, optionally the outside server, and a fresh n8n user folder with the packed
 * package and the bench workflows imported. `instance` names the user folder and the pack
 * folder (the profiler takes its own, so that it can run beside a bench); `requestOptions` are
 * those of SEO Tools in the single-node workflows (`workflowId`). `withHelperLoop` installs the
 * bare helper loop (helper-node.ts) beside the package, with a single-node workflow of its own
 * as wide as SEO Tools' Max Parallel Requests there (the profiler's like against like).
 */
export async function prepareRealN8n(
	counts: readonly number[] = COUNTS,
	withOutside = false,
	instance = BENCH_INSTANCE,
	requestOptions: Record<string, unknown> = {},
	withHelperLoop = false,
): Promise<RealN8nBench> {
	const sim = await startSimulator({ clock: { frozen: true }, maxLoggedRequests: 100 });
	const n8n = new N8nInstance(instance);
	let outside: RealN8nBench['outside'];
	const close = async () => {
		if (outside) {
			outside.child.stdin?.end();
			await once(outside.child, 'exit');
		}
		await sim.close();
	};
	const workflowId = (name: SingleNode, count: number) => idOf(`${name}${count}`);
	try {
		if (withOutside) {
			const started = await startSimulatorProcess(join(__dirname, 'outside-server.ts'), [], ROOT);
			outside = { baseUrl: started.baseUrl, child: started.child };
		}
		n8n.reset();
		await n8n.installPackage(
			await buildAndPack({ build: false, log: () => undefined, name: instance }),
		);
		if (withHelperLoop) installHelperLoop(n8n.userFolder);
		const dir = join(n8n.userFolder, 'import');
		mkdirSync(join(dir, 'workflows'), { recursive: true });
		await n8n.importCredentials(writeCredentials(dir, sim.baseUrl, SEED.paid));
		const simCredential = { id: CREDENTIAL_IDS.apiKey, name: 'SEO Tools API' };
		const workflows: Array<[string, number, Branch[]]> = [];
		const pairs = (source: Source, baseUrl: string, credential: { id: string; name: string }) => {
			for (const count of counts) {
				const seo: Branch = { name: SEO, node: seoTools(credential) };
				const http: Branch = { name: HTTP, node: httpRequest(baseUrl, {}, true) };
				workflows.push(
					[pairId(source, count, 'seo'), count, [seo, http]],
					[pairId(source, count, 'http'), count, [http, seo]],
				);
			}
		};
		// Like against like: as many of SEO Tools' requests may be in flight as the HTTP Request
		// node sends at once (every item).
		for (const count of counts) {
			const seo: Branch = {
				name: SEO,
				node: seoTools(simCredential, { maxParallelRequests: count }),
			};
			const http: Branch = { name: HTTP, node: httpRequest(sim.baseUrl, {}, true) };
			workflows.push(
				[likeId(count, 'seo'), count, [seo, http]],
				[likeId(count, 'http'), count, [http, seo]],
			);
		}
		for (const count of counts) {
			workflows.push(
				[
					workflowId('seo', count),
					count,
					[{ name: TARGET_NODE, node: seoTools(simCredential, requestOptions) }],
				],
				[workflowId('http', count), count, [{ name: TARGET_NODE, node: httpRequest(sim.baseUrl) }]],
			);
			if (withHelperLoop)
				workflows.push([
					workflowId('helper', count),
					count,
					[{ name: TARGET_NODE, node: helperLoop(sim.baseUrl, simCredential, requestOptions) }],
				]);
		}
		pairs('sim', sim.baseUrl, simCredential);
		const agentSeo: Branch = { name: AGENT_SEO, node: agentCallTool(simCredential) };
		const agentHttp: Branch = { name: AGENT_HTTP, node: agentHttpRequest(sim.baseUrl) };
		workflows.push(
			[agentPairId('seo'), AGENT_ITEMS, [agentSeo, agentHttp]],
			[agentPairId('http'), AGENT_ITEMS, [agentHttp, agentSeo]],
			[workflowId('agent-seo', AGENT_ITEMS), AGENT_ITEMS, [{ ...agentSeo, name: TARGET_NODE }]],
			[workflowId('agent-http', AGENT_ITEMS), AGENT_ITEMS, [{ ...agentHttp, name: TARGET_NODE }]],
		);
		if (outside) {
			const file = join(dir, 'outside-credential.json');
			writeFileSync(
				file,
				JSON.stringify([
					{
						...OUTSIDE_CREDENTIAL,
						type: 'seoToolsApi',
						data: { baseUrl: outside.baseUrl, apiKey: SEED.paid.apiKey },
					},
				]),
			);
			await n8n.importCredentials(file);
			pairs('outside', outside.baseUrl, OUTSIDE_CREDENTIAL);
			const outSeo: Branch = { name: AGENT_SEO, node: agentCallTool(OUTSIDE_CREDENTIAL) };
			const outHttp: Branch = { name: AGENT_HTTP, node: agentHttpRequest(outside.baseUrl) };
			workflows.push(
				[agentOutsidePairId('seo'), AGENT_ITEMS, [outSeo, outHttp]],
				[agentOutsidePairId('http'), AGENT_ITEMS, [outHttp, outSeo]],
			);
			workflows.push([
				idOf('seolow'),
				RATE_ITEMS,
				[
					{
						name: TARGET_NODE,
						node: seoTools(simCredential, { maxParallelRequests: LOW_WINDOW }),
					},
				],
			]);
			const rateNodes: Record<RateVariant, Record<string, unknown>> = {
				seo: seoTools(simCredential),
				http: httpRequest(sim.baseUrl),
				batch: httpRequest(sim.baseUrl, { batching: { batch: BATCH } }),
			};
			// The three in one n8n execute, each order once; a pause before the second and third
			// lets the service's one-second window empty.
			for (const order of RATE_ORDERS)
				workflows.push([
					rateId(order),
					RATE_ITEMS,
					order.map((variant, i) => ({
						name: RATE_NAMES[variant],
						node: continuing(rateNodes[variant]),
						pauseSeconds: i ? RATE_PAUSE_SECONDS : undefined,
					})),
				]);
		}
		for (const [id, count, targets] of workflows)
			writeFileSync(
				join(dir, 'workflows', `${id}.json`),
				JSON.stringify(workflow(id, count, targets)),
			);
		const imported = await n8n.cli(
			['import:workflow', '--separate', `--input=${join(dir, 'workflows')}`],
			{ env: { N8N_LOG_LEVEL: 'info' } },
		);
		if (imported.code !== 0) throw new Error(`import:workflow failed: ${imported.stderr}`);
	} catch (error) {
		await close();
		throw error;
	}

	let cutOff = 0;
	const execute = async (id: string, env: NodeJS.ProcessEnv = {}) => {
		let result = await n8n.cli(['execute', `--id=${id}`, '--rawOutput'], {
			env: { N8N_LOG_LEVEL: 'info', ...env },
		});
		let parsed: RunJson | undefined = parseRunJson(result.stdout);
		// On the loaded machine an n8n execute has ended with its printed run cut off (several MB
		// of JSON): that is no measurement, so the execute runs again, at most twice, and the run
		// says how often.
		for (let again = 0; !parsed && again < 2; again++) {
			cutOff++;
			result = await n8n.cli(['execute', `--id=${id}`, '--rawOutput'], {
				env: { N8N_LOG_LEVEL: 'info', ...env },
			});
			parsed = parseRunJson(result.stdout);
		}
		const runData = (parsed?.data?.resultData?.runData ?? {}) as Record<
			string,
			Array<{ executionTime?: number; startTime?: number; data?: { main?: NodeRun['items'][] } }>
		>;
		const nodes: Record<string, NodeRun> = {};
		for (const [name, runs] of Object.entries(runData)) {
			const run = runs[0];
			nodes[name] = {
				ms: run?.executionTime ?? Number.NaN,
				startTime: run?.startTime ?? Number.NaN,
				items: run?.data?.main?.[0] ?? [],
			};
		}
		if (!parsed)
			throw new Error(
				`${id}: no run data (exit code ${result.code}, ${result.stdout.length} characters printed) ${result.stderr.slice(-400)}`,
			);
		return { status: parsed.status, nodes, error: runError(parsed) };
	};
	const nodeRun = async (id: string, count: number, env: NodeJS.ProcessEnv = {}) => {
		const run = await execute(id, env);
		const node = run.nodes[TARGET_NODE];
		if (run.status !== 'success' || node?.items.length !== count)
			throw new Error(`${id}: ${run.error ?? run.status}, ${node?.items.length ?? 0} items`);
		return node;
	};
	return { sim, n8n, outside, workflowId, nodeRun, execute, cutOff: () => cutOff, close };
}

/**
 * Both nodes' runs of one paired `n8n execute`, checked: the run succeeded, each node gave
 * `count` items, and n8n ran the branches in the order asked.
 */
function pairedRuns(
	id: string,
	run: Awaited<ReturnType<RealN8nBench['execute']>>,
	names: { seo: string; http: string },
	count: number,
	first: First,
): { seo: NodeRun; http: NodeRun } {
	const [seo, http] = [run.nodes[names.seo], run.nodes[names.http]];
	if (run.status !== 'success' || seo?.items.length !== count || http?.items.length !== count)
		throw new Error(`${id}: ${run.error ?? run.status}`);
	if ((first === 'seo') !== seo.startTime < http.startTime)
		throw new Error(`${id}: n8n ran the branches in another order`);
	return { seo, http };
}

/** `rounds` paired rounds, which node runs first alternating (SEO Tools, HTTP Request, ...). */
async function alternating(
	rounds: number,
	round: (first: First) => Promise<{ seo: number; http: number }>,
): Promise<{ seo: number[]; http: number[] }> {
	const ms = { seo: [] as number[], http: [] as number[] };
	for (let n = 0; n < rounds; n++) {
		const { seo, http } = await round(n % 2 ? 'http' : 'seo');
		ms.seo.push(seo);
		ms.http.push(http);
	}
	return ms;
}

/**
 * The floor with at most 64 in flight, as the real-n8n round asks it to be shown
 * (docs/decisions/benchmarks.md#rounds-of-targets): ⌈items ÷ 64⌉ round trips at the mean latency, and n8n's
 * own per-item cost for every item (the HTTP Request node's executionTime per item at 0 ms in this
 * run). Neither can be beaten by any schedule: the round trips follow one another on at least one
 * of the 64 places, and one process does the per-item work. n8n works on answers while others are
 * on their way, so the floor is the larger of the two, not their sum.
 */
function floorMs(count: number, meanMs: number, perItemMs: number, window = WINDOW): number {
	return Math.max(Math.ceil(count / window) * meanMs, count * perItemMs);
}

/** The floor beside a row: as a ratio to the HTTP Request node, and how many times it the node takes. */
function floorBeside(floor: number, seo: number[], http: number[], inFlight = '≤ 64'): string {
	return `; floor with ${inFlight} in flight about ${times(floor / median(http))} (the node takes ${times(median(seo) / floor)} of it)`;
}

/** How it was estimated, for the row's note. */
function floorNote(
	count: number,
	meanMs: number,
	perItemMs: number,
	floor: number,
	window = WINDOW,
) {
	return `floor with at most ${window} in flight: max(⌈${count} ÷ ${window}⌉ × ${meanMs} ms, ${count} × ${perItemMs.toFixed(2)} ms of n8n's own work per item, measured at 0 ms earlier in this run, so an estimate on a machine whose load changes) = ${seconds(floor)}`;
}

/** SEO Tools' time per round ÷ the row's floor: the floor round's "within 1.05× of the floor". */
function floorFigure(id: string, seo: number[], floor: number, note: string): Figure {
	const s = spread(seo.map((ms) => ms / floor));
	return definition(id as DefinitionId, {
		measured: s.median,
		value: `${times(s.median)} (SEO Tools ${seconds(median(seo))}, floor ${seconds(floor)})`,
		range: rangeText(s, times),
		compares:
			"SEO Tools' executionTime at its default settings ÷ the floor with at most 64 in flight (the larger of ⌈items ÷ 64⌉ round trips at the mean latency and n8n's own work for every item, the HTTP Request node's time per item at 0 ms in this run)",
		note,
	});
}

const COMPARES =
	"SEO Tools at its default window (up to 64 in flight, credential read once) against n8n's HTTP Request node with default options (every item at once, the key in the query), in the same n8n execute one after the other (which goes first alternates by round), same latency";

/**
 * The targets in the pinned real n8n: the packed package installed as users install it,
 * `n8n execute` of Manual Trigger → Code (N items) → SEO Tools (Uptime → Get, Summary per
 * Project, default settings) and n8n's HTTP Request node (default options) on two branches;
 * each figure is a node's `executionTime` from the run data (n8n's own measurement, without the
 * CLI's start-up); per-round ratios, median and range over rounds that alternate which node
 * runs first.
 */
export async function realN8n(): Promise<Figure[]> {
	if (!isN8nInstalled())
		return (Object.keys(DEFINITIONS) as DefinitionId[])
			.filter((id) => DEFINITIONS[id].group === GROUP)
			.map((id) => notMeasured(id, 'skipped (run npm run demo:install)'));
	const bench = await prepareRealN8n(COUNTS, true);
	const { sim, execute, nodeRun } = bench;
	const outside = bench.outside!;
	const tracker = watchService('/projects/api/v1/uptime/get');
	const n = rounds(ROUNDS);
	try {
		const figures: Figure[] = [];
		let mostInFlight = 0;
		const perItemAt0: Record<number, number> = {};
		for (const { key, label, meanMs } of LATENCIES) {
			sim.network.configure(key === '50' ? { latencyMs: 50, jitterMs: 20 } : {});
			const source: Source = key === 'outside' ? 'outside' : 'sim';
			for (const count of COUNTS) {
				const ms = await alternating(n, async (first) => {
					tracker.reset();
					await fetch(`${outside.baseUrl}/__outside/stats`, { method: 'DELETE' });
					const id = pairId(source, count, first);
					const { seo, http } = pairedRuns(id, await execute(id), PAIR, count, first);
					const seen =
						source === 'outside'
							? (
									(await (await fetch(`${outside.baseUrl}/__outside/stats`)).json()) as {
										maxInFlight: number;
									}
								).maxInFlight
							: tracker.mostInFlight();
					mostInFlight = Math.max(mostInFlight, seen);
					sim.clearRequests();
					return { seo: seo.ms, http: http.ms };
				});
				if (key === '0') perItemAt0[count] = median(ms.http) / count;
				const timing = `SEO Tools ${seconds(median(ms.seo))}, HTTP Request node ${seconds(median(ms.http))} (medians of n8n's executionTime)`;
				let note = `${n} rounds of n8n execute at ${label}, which node runs first alternating; ${timing}`;
				// At 0 ms the floor is n8n's own work for every item: the HTTP Request node's time.
				const floor = floorMs(count, meanMs, perItemAt0[count]);
				const floorText = floorBeside(floor, ms.seo, ms.http);
				note += meanMs
					? `; ${floorNote(count, meanMs, perItemAt0[count], floor)}`
					: "; floor: n8n's own work for every item, the HTTP Request node's time in this row";
				const measured = vsHttpMeasured(ms.seo, ms.http, note);
				const ids = (Object.keys(DEFINITIONS) as DefinitionId[]).filter(
					(id) => id === `real-${count}-${key}` || id === `real-${count}-${key}-speed-round`,
				);
				for (const id of ids)
					figures.push(
						definition(id, {
							...measured,
							value: `${measured.value}${floorText}`,
							compares: COMPARES,
						}),
					);
				if (meanMs) figures.push(floorFigure(`real-${count}-${key}-floor`, ms.seo, floor, note));
			}
			if (key === '50') figures.push(...(await likeAgainstLike(n, meanMs, perItemAt0)));
		}
		figures.push(
			definition('real-inflight', {
				measured: mostInFlight,
				value: String(mostInFlight),
				note: "the most of SEO Tools' requests open at once at the simulator or the outside server, over every run above (the HTTP Request node's requests carry a mark and are not counted)",
			}),
		);
		figures.push(...(await lowWindow(bench, n)), ...(await agentCall(bench, n, perItemAt0)));
		figures.push(...(await underRateLimit(bench, n)));
		figures.push({
			group: GROUP,
			name: 'context: n8n executes run again because their printed run was cut off',
			value: String(bench.cutOff()),
			target: '',
			met: null,
		});
		return figures;
	} finally {
		tracker.stop();
		sim.network.configure({});
		await bench.close();
	}

	/**
	 * SEO Tools with Max Parallel Requests equal to the item count against the HTTP Request node
	 * (every item at once), at 50 ± 20 ms: the same number in flight on both sides.
	 */
	async function likeAgainstLike(
		rounds: number,
		meanMs: number,
		perItemAt0: Record<number, number>,
	): Promise<Figure[]> {
		const figures: Figure[] = [];
		for (const count of COUNTS) {
			let mostInFlight = 0;
			const ms = await alternating(rounds, async (first) => {
				tracker.reset();
				const id = likeId(count, first);
				const { seo, http } = pairedRuns(id, await execute(id), PAIR, count, first);
				mostInFlight = Math.max(mostInFlight, tracker.mostInFlight());
				sim.clearRequests();
				return { seo: seo.ms, http: http.ms };
			});
			const floor = floorMs(count, meanMs, perItemAt0[count], count);
			const note = `${rounds} rounds of n8n execute at 50 ± 20 ms (simulator profile), which node runs first alternating; SEO Tools ${seconds(median(ms.seo))}, HTTP Request node ${seconds(median(ms.http))} (medians of n8n's executionTime); ${floorNote(count, meanMs, perItemAt0[count], floor, count)}`;
			const measured = vsHttpMeasured(ms.seo, ms.http, note);
			const id = count === 200 ? 'real-200-50-like' : 'real-1000-50-like';
			figures.push(
				definition(id, {
					...measured,
					value: `${measured.value}${floorBeside(floor, ms.seo, ms.http, `≤ ${count}`)}`,
					compares: `SEO Tools with Request Options → Max Parallel Requests ${count} (as many in flight as items, credential read once) against n8n's HTTP Request node with default options (every item at once), in the same n8n execute one after the other, which goes first alternating`,
				}),
			);
			figures.push(
				definition(count === 200 ? 'real-200-50-like-inflight' : 'real-1000-50-like-inflight', {
					measured: mostInFlight,
					value: String(mostInFlight),
					note: `the most of SEO Tools' requests open at once at the simulator over the ${rounds} rounds of the row above (the HTTP Request node's requests carry a mark and are not counted); the cap is Max Parallel Requests = ${count}`,
				}),
			);
		}
		return figures;
	}

	async function lowWindow(b: RealN8nBench, count: number): Promise<Figure[]> {
		b.sim.network.configure({ latencyMs: 50, jitterMs: 20 });
		let most = 0;
		for (let i = 0; i < count; i++) {
			tracker.reset();
			await nodeRun(idOf('seolow'), RATE_ITEMS);
			most = Math.max(most, tracker.mostInFlight());
		}
		return [
			definition('real-inflight-10', {
				measured: most,
				value: String(most),
				note: `${count} runs of ${RATE_ITEMS} items at 50 ± 20 ms with Request Options → Max Parallel Requests ${LOW_WINDOW}; counted at the simulator`,
			}),
		];
	}

	async function agentCall(
		b: RealN8nBench,
		count: number,
		perItemAt0: Record<number, number>,
	): Promise<Figure[]> {
		b.sim.network.configure({ latencyMs: 50, jitterMs: 20 });
		const ms = await alternating(count, async (first) => {
			const id = agentPairId(first);
			const { seo, http } = pairedRuns(id, await execute(id), AGENT_PAIR, AGENT_ITEMS, first);
			b.sim.clearRequests();
			const answered = http.items.filter((item) => item.json.result).length;
			if (answered !== AGENT_ITEMS)
				throw new Error(`${id}: the HTTP Request node got ${answered} results`);
			return { seo: seo.ms, http: http.ms };
		});
		// The same pair against the outside server: a row of its own, the simulator's row unchanged.
		const outsideMs = await alternating(count, async (first) => {
			await fetch(`${outside.baseUrl}/__outside/stats`, { method: 'DELETE' });
			const id = agentOutsidePairId(first);
			const { seo, http } = pairedRuns(id, await execute(id), AGENT_PAIR, AGENT_ITEMS, first);
			const answered = http.items.filter((item) => item.json.result).length;
			if (answered !== AGENT_ITEMS)
				throw new Error(`${id}: the HTTP Request node got ${answered} results`);
			return { seo: seo.ms, http: http.ms };
		});
		// The floor: the Uptime pair's, and one more round trip for the catalog read.
		const floor = floorMs(AGENT_ITEMS, 50, perItemAt0[AGENT_ITEMS] ?? 0) + 50;
		return [
			...agentCallFigure(ms.seo, ms.http, floorBeside(floor, ms.seo, ms.http)),
			agentOutsideFigure(
				outsideMs.seo,
				outsideMs.http,
				floorBeside(floor, outsideMs.seo, outsideMs.http),
			),
		];
	}

	async function underRateLimit(b: RealN8nBench, count: number): Promise<Figure[]> {
		b.sim.network.configure({ latencyMs: 50, jitterMs: 20, ratePerSecond: RATE });
		const results: Record<RateVariant, Array<{ ms: number; lost: number; refused: number }>> = {
			seo: [],
			http: [],
			batch: [],
		};
		// Refusals per node: the bench notes when each HTTP 429 was sent, and the nodes run one
		// after another.
		for (let round = 0; round < count; round++) {
			const order = RATE_ORDERS[round % RATE_ORDERS.length];
			tracker.reset();
			const outcome = await execute(rateId(order));
			b.sim.clearRequests();
			const runs = order.map((variant) => outcome.nodes[RATE_NAMES[variant]]);
			if (runs.some((run) => !run))
				throw new Error(`${rateId(order)}: ${outcome.error ?? outcome.status}`);
			if (runs.some((run, i) => i && run.startTime < runs[i - 1].startTime))
				throw new Error(`${rateId(order)}: n8n ran the branches in another order`);
			order.forEach((variant, i) => {
				const run = runs[i];
				results[variant].push({
					ms: run.ms,
					lost: RATE_ITEMS - run.items.filter((item) => !item.json.error).length,
					refused: tracker.refusedBetween(run.startTime, run.startTime + run.ms),
				});
			});
		}
		type Result = (typeof results.seo)[number];
		const stat = (name: RateVariant, pick: (r: Result) => number) =>
			spread(results[name].map(pick));
		const whole = (value: number) => String(Math.round(value));
		const secs = (value: number) => `${(value / 1000).toFixed(1)} s`;
		const seoLost = stat('seo', (r) => r.lost);
		const throughput = spread(results.seo.map((r) => (RATE_ITEMS - r.lost) / (r.ms / 1000)));
		const perSecond = (value: number) => `${value.toFixed(1)} req/s`;
		const method = `${count} rounds of one n8n execute running the three nodes one after another (which goes first rotates by round, ${RATE_PAUSE_SECONDS} s pause between them) against the simulator at 50 ± 20 ms accepting ${RATE} requests per sliding second (HTTP 429 with Retry-After above it); every node with On Error → Continue, so a refused item becomes an error item and is counted as lost`;
		const variants = (Object.keys(RATE_NAMES) as RateVariant[]).map((name) => ({
			name,
			who: RATE_NAMES[name],
		}));
		return [
			definition('real-rate-lost', {
				measured: seoLost.median,
				value: whole(seoLost.median),
				range: rangeText(seoLost, whole),
				note: method,
			}),
			definition('real-rate-throughput', {
				measured: throughput.median,
				value: perSecond(throughput.median),
				range: rangeText(throughput, perSecond),
				note: `items answered ÷ the node's executionTime; floor: the service's own ${RATE} requests/s (the node takes ${times(RATE / throughput.median)} of it)`,
			}),
			...variants.map(({ name, who }): Figure => {
				const lost = stat(name, (r) => r.lost);
				const ms = stat(name, (r) => r.ms);
				const refused = stat(name, (r) => r.refused);
				const cell = (x: Spread, format: (value: number) => string, suffix = '') =>
					`${format(x.median)}${suffix} (${format(x.min)}–${format(x.max)})`;
				const throttle = {
					who,
					lost: cell(lost, whole, ` of ${RATE_ITEMS}`),
					time: cell(ms, secs),
					refused: cell(refused, whole),
				};
				return {
					group: GROUP,
					name: `context: ${who} under the ${RATE} requests/s limit`,
					value: `${throttle.lost} lost, ${throttle.time}, ${throttle.refused} refused`,
					range: `${lost.rounds} rounds`,
					target: '',
					met: null,
					throttle,
				};
			}),
		];
	}
}

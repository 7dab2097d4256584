import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';

/**
 * How one node's executionTime splits, from a V8 CPU profile of the `n8n execute` and the
 * service's own record of when each request arrived and was answered (both clocks are this
 * machine's wall clock; the profile's is anchored on the first request sent). Used by
 * profile-real-n8n.ts; docs/benchmarks.md ("Where the time goes at 50 ms") shows its output.
 */
export interface ProfileNode {
	id: number;
	callFrame: { functionName: string; url: string; lineNumber: number };
	children?: number[];
}
export interface Profile {
	nodes: ProfileNode[];
	startTime: number;
	samples: number[];
	timeDeltas: number[];
}

/** When each request to a path arrived at the service and when its answer was sent (wall clock, ms). */
export interface Exchange {
	arrived: number;
	answered: number;
	/** The connection it came on (numbered in order of first use): how many the client opened. */
	connection: number;
	/** When the server accepted that connection (wall clock, ms; NaN when not seen). */
	accepted: number;
	/** The client's port of that connection: the key to the client's own record (client-timeline.mjs). */
	port: number;
}

/** One request as n8n's process recorded it (client-timeline.mjs), wall clock, ms. */
export interface ClientRequestTimes {
	created: number;
	socket: number;
	connected: number;
	written: number;
	headers: number;
	end: number;
	port: number;
}
export interface ClientTimeline {
	requests: ClientRequestTimes[];
	slices: Array<{ at: number; busy: number; idle: number; cpuMs: number }>;
	loopDelayMs: Record<string, number>;
}

/** Records every exchange on `path` at the HTTP servers of this process. */
export function recordExchanges(path: string): { take: () => Exchange[]; stop: () => void } {
	let log: Exchange[] = [];
	const connections = new WeakMap<object, number>();
	const acceptedAt = new WeakMap<object, number>();
	let opened = 0;
	const onSocket = (message: unknown) => {
		const { socket } = message as { socket: object };
		acceptedAt.set(socket, Date.now());
	};
	const listener = (message: unknown) => {
		const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
		if ((request.url ?? '').split('?')[0] !== path) return;
		let connection = connections.get(request.socket);
		if (connection === undefined) {
			connection = opened++;
			connections.set(request.socket, connection);
		}
		const exchange = {
			arrived: Date.now(),
			answered: Number.NaN,
			connection,
			accepted: acceptedAt.get(request.socket) ?? Number.NaN,
			port: request.socket.remotePort ?? Number.NaN,
		};
		log.push(exchange);
		response.once('finish', () => (exchange.answered = Date.now()));
	};
	subscribe('http.server.request.start', listener);
	subscribe('net.server.socket', onSocket);
	return {
		take: () => {
			const taken = log;
			log = [];
			return taken;
		},
		stop: () => {
			unsubscribe('http.server.request.start', listener);
			unsubscribe('net.server.socket', onSocket);
		},
	};
}

type Kind = 'idle' | 'package' | 'parameters' | 'scheduling' | 'request' | 'gc' | 'n8n';
const KINDS: Kind[] = ['idle', 'package', 'parameters', 'scheduling', 'request', 'gc', 'n8n'];
const zero = (): Record<Kind, number> => ({
	idle: 0,
	package: 0,
	parameters: 0,
	scheduling: 0,
	request: 0,
	gc: 0,
	n8n: 0,
});
/** n8n's HTTP stack under its request helpers: axios, n8n's network layer, Node's sockets. */
const REQUEST_STACK =
	/axios|backend-network|request-helpers|follow-redirects|node:net|node:_http|node:http|node:dns|form-data|proxy/;
/** The node under test: the package, or the bare helper loop installed beside it (helper-package.ts). */
const NODE_CODE = /n8n-nodes-seo-tools|n8n-nodes-bench/;
/** The package's credentials, called by n8n's HTTP helper (counted in its stack). */
const CREDENTIAL_CODE = /^credentials\//;
/** The package's two files (scripts/build/split.ts), where every source module of the package lives. */
const BUNDLE = /n8n-nodes-seo-tools\/dist\/(?:bundle|run)\.js$/;
/** Each bundle file's source modules: the first line of each and its path, in order. */
const bundleModules = new Map<string, Array<{ line: number; source: string }>>();

/**
 * The source module of the package a frame runs in (`credentials/SeoToolsApi.credentials.ts`,
 * `nodes/shared/transport/send.ts`), read from the bundle's own markers: esbuild writes the
 * source path of each module it bundles as a `// path.ts` line before its code (the bundle is not
 * minified). What is profiled is then the code the package ships, without a source map. A frame
 * outside the package, or in a file that is not the bundle, keeps its URL.
 */
export function sourceOf(frame: ProfileNode['callFrame']): string {
	if (!BUNDLE.test(frame.url)) return frame.url;
	let modules = bundleModules.get(frame.url);
	if (!modules) {
		modules = [];
		const path = frame.url.startsWith('file:') ? fileURLToPath(frame.url) : frame.url;
		readFileSync(path, 'utf8')
			.split('\n')
			.forEach((text, line) => {
				const marker = /^\/\/ ((?:nodes|credentials)\/\S+\.ts)$/.exec(text);
				if (marker) modules?.push({ line, source: marker[1] });
			});
		bundleModules.set(frame.url, modules);
	}
	// The profile's line numbers count from 0, as the split above does.
	let found = frame.url;
	for (const module of modules) {
		if (module.line > frame.lineNumber) break;
		found = module.source;
	}
	return found;
}
/** n8n's parameter and expression machinery, entered through `getNodeParameter`. */
const PARAMETER_FUNCTIONS =
	/^(_?getNodeParameter|getParameterValue|getSimpleParameterValue|getComplexParameterValue|resolveSimpleParameterValue|cleanupParameterData|ensureType|validateValueAgainstSchema|getResolvedValue|extendSyntax)$/;
const PARAMETER_FILES = /workflow-data-proxy|expression|tournament|@n8n\/expression/;
/**
 * Promise scheduling and the event loop's own turns: Node's tick and microtask queues, its
 * timers and immediates (a `sleep(0)` is one), when the sample stopped in them and not in code
 * they run.
 */
const SCHEDULING =
	/^(processTicksAndRejections|runMicrotasks|runNextTicks|processImmediate|processTimers|listOnTimeout|queueMicrotask)$/;

/**
 * What a sample was doing, by its nearest owner: walking from the frame it stopped in towards
 * the root, the first frame that is the node's own code, n8n's parameter machinery or its HTTP
 * stack names the kind; a sample stopped in the event loop's own scheduling is `scheduling`;
 * anything else is the rest of n8n. So n8n's work that the node calls (a parameter read, a
 * request) is not counted as the node's, and the node's own code under n8n's is.
 */
function kindOf(stack: ProfileNode['callFrame'][]): Kind {
	const leaf = stack[0];
	if (leaf.functionName === '(idle)') return 'idle';
	if (leaf.functionName === '(garbage collector)') return 'gc';
	if (SCHEDULING.test(leaf.functionName)) return 'scheduling';
	for (const frame of stack) {
		// The credential's `authenticate`, which n8n's helper calls for every request: its stack.
		if (CREDENTIAL_CODE.test(sourceOf(frame))) return 'request';
		if (NODE_CODE.test(frame.url)) return 'package';
		if (PARAMETER_FUNCTIONS.test(frame.functionName) || PARAMETER_FILES.test(frame.url))
			return 'parameters';
		if (REQUEST_STACK.test(frame.url)) return 'request';
	}
	return 'n8n';
}

/** The node's own function a `package` sample stopped in (its nearest frame of the node's code). */
function nodeFunctionOf(stack: ProfileNode['callFrame'][]): string | undefined {
	const frame = stack.find((f) => NODE_CODE.test(f.url) && !CREDENTIAL_CODE.test(sourceOf(f)));
	if (!frame) return undefined;
	const source = sourceOf(frame);
	const file = source.split('/').slice(-2).join('/');
	// A frame of the bundle: its source module, and its line in the bundle (0-based, as profiled).
	const line = source === frame.url ? `:${frame.lineNumber}` : ` (bundle line ${frame.lineNumber})`;
	return `${frame.functionName || '(anon)'} ${file}${line}`;
}

interface Phase {
	name: string;
	from: number;
	to: number;
	ms: Record<Kind, number>;
}

/**
 * Splits the node's run `[start, start + ms]` into phases: the start-up until the first request
 * (credential, parameters), until the first answer (one round trip nobody can avoid), the ramp
 * until the first `cap` requests have reached the service, the steady
 * part, and the tail after the last request arrived (waiting on the slowest answers). Each phase
 * says how much of it the process was idle, in the package, in n8n's HTTP stack, collecting
 * garbage, or in the rest of n8n.
 */
export function splitRun(
	profile: Profile,
	exchanges: Exchange[],
	run: { start: number; ms: number },
	cap: number,
): string {
	const byId = new Map(profile.nodes.map((node) => [node.id, node]));
	const parent = new Map<number, number>();
	for (const node of profile.nodes)
		for (const child of node.children ?? []) parent.set(child, node.id);
	const stackOf = (id: number) => {
		const frames: ProfileNode['callFrame'][] = [];
		for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
			const node = byId.get(at);
			if (node) frames.push(node.callFrame);
		}
		return frames;
	};
	// Sample times in ms of the profile's clock.
	const times: number[] = [];
	let clock = profile.startTime;
	for (const delta of profile.timeDeltas) {
		clock += delta;
		times.push(clock / 1000);
	}
	const sorted = [...exchanges].sort((a, b) => a.arrived - b.arrived);
	if (!sorted.length) return 'no requests recorded';
	const firstSend = profile.samples.findIndex((id) =>
		stackOf(id).some((frame) => frame.functionName === 'dispatchHttpRequest'),
	);
	const offset = sorted[0].arrived - (firstSend === -1 ? times[0] : times[firstSend]);
	const end = run.start + run.ms;
	const firstAnswer = Math.min(...sorted.map((x) => x.answered));
	const lastArrival = sorted[sorted.length - 1].arrived;
	// When the service first held `cap` requests at once.
	const events = sorted
		.flatMap((x) => [
			{ at: x.arrived, step: 1 },
			{ at: x.answered, step: -1 },
		])
		.sort((a, b) => a.at - b.at || a.step - b.step);
	let open = 0;
	let full = Number.NaN;
	let most = 0;
	let openMs = 0;
	let last = events[0].at;
	for (const { at, step } of events) {
		openMs += open * (at - last);
		last = at;
		open += step;
		most = Math.max(most, open);
		if (open >= cap && Number.isNaN(full)) full = at;
	}
	// The ramp: until the first window's worth of requests has reached the service.
	const rampEnd = Math.max(firstAnswer, sorted[Math.min(cap, sorted.length) - 1].arrived);
	const bounds = [run.start, sorted[0].arrived, firstAnswer, rampEnd, lastArrival, end];
	const names = [
		'start-up until the first request',
		'until the first answer',
		'until the first window was sent',
		'steady',
		'tail after the last start',
	];
	const phases: Phase[] = names.map((name, i) => ({
		name,
		from: bounds[i],
		to: Math.max(bounds[i], bounds[i + 1]),
		ms: zero(),
	}));
	const kinds = new Map<number, Kind>();
	// CPU samples by kind over the node's run, and the node's own by function.
	const samples = zero();
	const ownFunctions = new Map<string, number>();
	// What the start-up does, by the outermost frame of the package or of n8n's helpers in the stack.
	const startUp = new Map<string, number>();
	profile.samples.forEach((id, i) => {
		const at = times[i] + offset;
		const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
		const phase = phases.find((p) => at >= p.from && at < p.to);
		if (!phase) return;
		let kind = kinds.get(id);
		if (!kind) {
			kind = kindOf(stackOf(id));
			kinds.set(id, kind);
		}
		phase.ms[kind] += ms;
		samples[kind] += 1;
		if (kind === 'package') {
			const own = nodeFunctionOf(stackOf(id)) ?? '(unknown)';
			ownFunctions.set(own, (ownFunctions.get(own) ?? 0) + 1);
		}
		if (phase === phases[0]) {
			const stack = stackOf(id);
			const frame = stack[0];
			const key = `${frame.functionName || '(anon)'} ${frame.url.split('node_modules/').pop() ?? ''}`;
			startUp.set(key, (startUp.get(key) ?? 0) + ms);
		}
	});
	const f = (ms: number) => `${ms.toFixed(0)} ms`;
	const lines = [
		`first request ${f(sorted[0].arrived - run.start)} after the node started, first answer ${f(firstAnswer - run.start)}, last start ${f(lastArrival - run.start)}, cap first reached ${f(full - run.start)}`,
		`node's executionTime ${f(run.ms)}; ${sorted.length} requests; most at once at the service ${most}; mean in flight while any was ${(openMs / Math.max(1, lastArrival - run.start)).toFixed(1)} up to the last start`,
		`| phase | wall | ${KINDS.join(' | ')} |`,
		`|---|---|${KINDS.map(() => '---').join('|')}|`,
	];
	const total: Record<Kind, number> = zero();
	for (const phase of phases) {
		for (const kind of KINDS) total[kind] += phase.ms[kind];
		lines.push(
			`| ${phase.name} | ${f(phase.to - phase.from)} | ${KINDS.map((k) => f(phase.ms[k])).join(' | ')} |`,
		);
	}
	lines.push(`| whole run | ${f(run.ms)} | ${KINDS.map((k) => f(total[k])).join(' | ')} |`);
	const items = sorted.length;
	const busy = KINDS.filter((k) => k !== 'idle');
	const per = (n: number) => (n / items).toFixed(3);
	lines.push(
		`CPU samples per item in the node's run (${items} items): ${busy.map((k) => `${k} ${per(samples[k])}`).join(', ')}; busy ${per(busy.reduce((sum, k) => sum + samples[k], 0))}`,
	);
	lines.push("the node's own code, samples per 1,000 items by function:");
	for (const [key, n] of [...ownFunctions].sort((a, b) => b[1] - a[1]).slice(0, 30))
		lines.push(`    ${((n * 1000) / items).toFixed(1).padStart(7)}  ${key}`);
	lines.push('start-up, self time:');
	for (const [key, ms] of [...startUp].sort((a, b) => b[1] - a[1]).slice(0, 12))
		lines.push(`    ${ms.toFixed(1).padStart(7)} ms  ${key}`);
	return lines.join('\n');
}

/**
 * CPU samples per request by kind over the whole profiled process, module loading left out: on
 * a shared machine the count of samples a kind takes is comparable between runs where the
 * milliseconds (each sample's time delta, which stretches when the process waits for a CPU) are
 * not. Every request stack sample in the process is the node's own (the workflow sends nothing
 * else), so this needs no time window.
 */
export function samplesPerRequest(profile: Profile, requests: number): string {
	const byId = new Map(profile.nodes.map((node) => [node.id, node]));
	const parent = new Map<number, number>();
	for (const node of profile.nodes)
		for (const child of node.children ?? []) parent.set(child, node.id);
	const counts: Record<Kind, number> = zero();
	const kinds = new Map<number, Kind | 'load'>();
	for (const id of profile.samples) {
		let kind = kinds.get(id);
		if (!kind) {
			const frames: ProfileNode['callFrame'][] = [];
			for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
				const node = byId.get(at);
				if (node) frames.push(node.callFrame);
			}
			kind = frames.some((frame) => /node:internal\/modules\//.test(frame.url))
				? 'load'
				: kindOf(frames);
			kinds.set(id, kind);
		}
		if (kind !== 'load') counts[kind] += 1;
	}
	const per = (kind: Kind) => (counts[kind] / requests).toFixed(2);
	return `CPU samples per request (whole process, module loading left out): ${KINDS.filter(
		(k) => k !== 'idle',
	)
		.map((k) => `${k} ${per(k)}`)
		.join(', ')} (${requests} requests)`;
}

const quantiles = (values: number[]): string => {
	if (!values.length) return 'none';
	const sorted = [...values].sort((a, b) => a - b);
	const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
	const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
	return `mean ${mean.toFixed(1)}, median ${at(0.5).toFixed(0)}, p10 ${at(0.1).toFixed(0)}, p90 ${at(0.9).toFixed(0)}, max ${sorted[sorted.length - 1].toFixed(0)} ms`;
};

/**
 * The window as the service saw it, from its own record alone (no profile needed, so it also reads
 * the unprofiled run): how many requests were open over time, and how long a place of the window
 * spent away from the service. Once `cap` requests have arrived, every later arrival fills a place
 * an answer freed: the (cap + j)-th arrival is paired with the j-th answer sent, and the gap between
 * them is the time from an answer leaving the server to its follower arriving (the client reading
 * the answer and preparing the next request, its connection's set-up, the server accepting it).
 * That gap is split at the server's accept of the follower's connection: before it the client's
 * part and the connection's SYN, after it the request's way from accepted socket to parsed headers.
 */
export function windowAtServer(
	exchanges: Exchange[],
	cap: number,
	client?: ClientTimeline,
	/** The node's run (its startTime and executionTime), for the process's CPU over it. */
	run?: { start: number; ms: number },
): string {
	const arrivals = exchanges.map((x) => x.arrived).sort((a, b) => a - b);
	const answers = exchanges.map((x) => x.answered).sort((a, b) => a - b);
	const byArrival = [...exchanges].sort((a, b) => a.arrived - b.arrived);
	if (!arrivals.length) return 'no requests recorded';
	const events = exchanges
		.flatMap((x) => [
			{ at: x.arrived, step: 1 },
			{ at: x.answered, step: -1 },
		])
		.sort((a, b) => a.at - b.at || a.step - b.step);
	// Time spent at each count open, from the first arrival to the last.
	const buckets = [0, 0, 0, 0, 0];
	const bucketOf = (open: number) =>
		open >= cap ? 4 : Math.min(3, Math.floor((open * 4) / Math.max(1, cap)));
	let open = 0;
	let last = events[0].at;
	let openMs = 0;
	const lastArrival = arrivals[arrivals.length - 1];
	for (const { at, step } of events) {
		const to = Math.min(at, lastArrival);
		if (to > last) {
			buckets[bucketOf(open)] += to - last;
			openMs += open * (to - last);
			last = to;
		}
		open += step;
	}
	const span = Math.max(1, lastArrival - arrivals[0]);
	const q = cap / 4;
	const share = (ms: number) => `${((100 * ms) / span).toFixed(0)} %`;
	const gaps: number[] = [];
	const beforeAccept: number[] = [];
	const afterAccept: number[] = [];
	const latency = exchanges.map((x) => x.answered - x.arrived);
	for (let j = 0; cap + j < byArrival.length; j++) {
		const follower = byArrival[cap + j];
		gaps.push(follower.arrived - answers[j]);
		if (Number.isFinite(follower.accepted)) {
			beforeAccept.push(follower.accepted - answers[j]);
			afterAccept.push(follower.arrived - follower.accepted);
		}
	}
	const clientLines: string[] = [];
	if (client) {
		const byPort = new Map(client.requests.map((r) => [r.port, r]));
		const steps: Record<string, number[]> = {
			'answer sent -> its end read by n8n': [],
			'end read -> follower request created': [],
			'created -> socket assigned': [],
			'socket -> connected': [],
			'connected -> request written': [],
			'written -> server accepted the connection': [],
			'accepted -> server parsed the request': [],
		};
		const byAnswer = [...exchanges].sort((a, b) => a.answered - b.answered);
		for (let j = 0; cap + j < byArrival.length; j++) {
			const freed = byAnswer[j];
			const follower = byArrival[cap + j];
			const f = byPort.get(freed.port);
			const c = byPort.get(follower.port);
			if (!f || !c) continue;
			const values = [
				f.end - freed.answered,
				c.created - f.end,
				c.socket - c.created,
				c.connected - c.socket,
				c.written - c.connected,
				follower.accepted - c.written,
				follower.arrived - follower.accepted,
			];
			Object.values(steps).forEach((list, i) => list.push(values[i]));
		}
		const everyRead: number[] = [];
		const everyConnect: number[] = [];
		for (const exchange of exchanges) {
			const c = byPort.get(exchange.port);
			if (!c) continue;
			everyRead.push(c.end - exchange.answered);
			everyConnect.push(c.connected - c.socket);
		}
		clientLines.push(
			`joined with n8n's own record by port (${client.requests.length} requests there):`,
		);
		clientLines.push(
			`  every request: answer sent -> its end read by n8n: ${quantiles(everyRead)}`,
		);
		clientLines.push(`  every request: socket -> connected: ${quantiles(everyConnect)}`);
		clientLines.push('  followers (each paired with the answer that freed its place):');
		for (const [name, list] of Object.entries(steps))
			clientLines.push(`  ${name}: ${quantiles(list)}`);
		const loop = (label: string, from: number, to: number) => {
			const inRun = client.slices.filter((x) => x.at > from && x.at <= to);
			const busy = inRun.reduce((a, x) => a + x.busy, 0);
			const idle = inRun.reduce((a, x) => a + x.idle, 0);
			const cpu = inRun.length ? inRun[inRun.length - 1].cpuMs - inRun[0].cpuMs : 0;
			return `  n8n's event loop ${label} (${(to - from).toFixed(0)} ms): busy ${busy.toFixed(0)} ms, idle ${idle.toFixed(0)} ms (${((100 * idle) / Math.max(1, busy + idle)).toFixed(0)} % idle), process CPU ${cpu.toFixed(0)} ms`;
		};
		clientLines.push(loop('from first to last arrival', arrivals[0], lastArrival));
		if (run) {
			// Cumulative CPU at the last slice stamped before each end of the run.
			const cpuAt = (at: number) =>
				client.slices.filter((x) => x.at <= at).pop()?.cpuMs ?? client.slices[0]?.cpuMs ?? 0;
			const cpu = cpuAt(run.start + run.ms + 20) - cpuAt(run.start);
			clientLines.push(
				`  n8n's process CPU over the node's run (${run.ms} ms): ${cpu.toFixed(0)} ms, ${((cpu * 1000) / exchanges.length).toFixed(0)} µs per request`,
			);
		}
		const created = client.requests.map((r) => r.created);
		const ended = client.requests.map((r) => r.end).filter(Number.isFinite);
		clientLines.push(
			loop(
				"from the first request created to the last answer's end",
				Math.min(...created),
				Math.max(...ended),
			),
		);
		clientLines.push(
			`  loop delay over the process ${Object.entries(client.loopDelayMs)
				.map(([k, v]) => `${k} ${v.toFixed(1)}`)
				.join(', ')} ms`,
		);
	}
	return [
		`at the service, first to last arrival ${span} ms: mean open ${(openMs / span).toFixed(1)}; time at 0-${q - 1}: ${share(buckets[0])}, ${q}-${2 * q - 1}: ${share(buckets[1])}, ${2 * q}-${3 * q - 1}: ${share(buckets[2])}, ${3 * q}-${cap - 1}: ${share(buckets[3])}, ${cap}: ${share(buckets[4])}`,
		`held at the service (arrival to answer): ${quantiles(latency)}`,
		`answer sent to the follower's arrival (${gaps.length} followers): ${quantiles(gaps)}`,
		`  of it, answer sent to the follower's connection accepted: ${quantiles(beforeAccept)}`,
		`  and accepted to the follower's request parsed: ${quantiles(afterAccept)}`,
		...clientLines,
	].join('\n');
}

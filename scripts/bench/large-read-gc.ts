// First: later imports load the built package (see built-package.ts).
import './built-package';
import { once } from 'node:events';
import { join } from 'node:path';
import { performance, PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics } from 'node:v8';
import { MODULES } from './built-package';
import { startHarness } from './harness';
import { measureRun, startSimProcess } from './large-read';

/**
 * Which collection frees the memory held at Query → Get Many's peak (docs/benchmarks.md, "Large
 * reads: when the socket's reads are freed"): the large-reads group's run (`measureRun`, the same
 * figures) with, beside it, every garbage collection V8 reports (`PerformanceObserver` 'gc':
 * minor = scavenge, major = mark-sweep) and a sample of process.memoryUsage() and of the young
 * generation (new space) at every chunk the node reads (the built `freeBytes`, called once per
 * chunk) and every 2 ms. Prints, per run, the node's peak and where it fell between collections,
 * and how much each kind of collection took off ArrayBuffers. Bench-only; not part of `npm run
 * bench`: `npm run build && npx tsx --expose-gc scripts/bench/large-read-gc.ts [rows] [runs]`.
 */
interface Sample {
	t: number;
	heap: number;
	external: number;
	arrayBuffers: number;
	young: number;
	/** The young generation's size (new space: what a scavenge empties, as V8 sizes it). */
	youngSize: number;
	/** Bytes in use per heap space. */
	spaces: Record<string, number>;
	chunk: boolean;
}

const MiB = 1024 * 1024;
const mib = (bytes: number) => (bytes / MiB).toFixed(1);

function sample(chunk: boolean): Sample {
	const m = process.memoryUsage();
	const spaces = getHeapSpaceStatistics();
	const young = spaces.find((s) => s.space_name === 'new_space');
	return {
		t: performance.now(),
		heap: m.heapUsed,
		external: m.external,
		arrayBuffers: m.arrayBuffers,
		young: young?.space_used_size ?? 0,
		youngSize: young?.space_size ?? 0,
		spaces: Object.fromEntries(spaces.map((s) => [s.space_name, s.space_used_size])),
		chunk,
	};
}

async function main(): Promise<void> {
	const rows = Number(process.argv[2] ?? 200_000);
	const runs = Number(process.argv[3] ?? 3);
	const samples: Sample[] = [];
	const gcs: Array<{ t: number; kind: string; ms: number }> = [];
	const KINDS: Record<number, string> = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weak' };
	const observer = new PerformanceObserver((list) => {
		for (const e of list.getEntries()) {
			const kind = (e as unknown as { detail?: { kind?: number } }).detail?.kind ?? 0;
			gcs.push({ t: e.startTime, kind: KINDS[kind] ?? String(kind), ms: e.duration });
		}
	});
	observer.observe({ entryTypes: ['gc'] });
	// eslint-disable-next-line @typescript-eslint/no-require-imports -- the built module the run loads
	const parser = require(join(MODULES, 'nodes/shared/transport/parseJsonBody.js')) as {
		freeBytes: (b: Buffer) => void;
	};
	const freeBytes = parser.freeBytes;
	// The stream the node reads: how many bytes wait in its buffer, read from the socket ahead of the parser.
	// eslint-disable-next-line @typescript-eslint/no-require-imports -- the built module the run loads
	const streamed = require(join(MODULES, 'nodes/shared/transport/readJsonStream.js')) as {
		readWithin: (stream: NodeJS.ReadableStream, ...rest: unknown[]) => Promise<unknown>;
	};
	const readWithin = streamed.readWithin;
	let current: (NodeJS.ReadableStream & { readableLength?: number }) | undefined;
	let kind = '';
	let queued = 0;
	streamed.readWithin = (stream, ...rest) => {
		current = stream;
		kind = `${stream.constructor.name}${'socket' in stream ? ' (with its socket)' : ''}, highWaterMark ${(stream as { readableHighWaterMark?: number }).readableHighWaterMark}, objectMode ${(stream as { readableObjectMode?: boolean }).readableObjectMode}`;
		return readWithin(stream, ...rest);
	};
	let chunks = 0;
	parser.freeBytes = (b: Buffer) => {
		chunks++;
		queued = Math.max(queued, current?.readableLength ?? 0);
		freeBytes(b);
		samples.push(sample(true));
	};
	const timer = setInterval(() => samples.push(sample(false)), 2);
	const { child, baseUrl } = await startSimProcess(rows);
	const h = await startHarness();
	try {
		for (let i = 0; i < runs; i++) {
			samples.length = 0;
			gcs.length = 0;
			chunks = 0;
			queued = 0;
			const started = performance.now();
			const run = await measureRun(h, baseUrl, rows);
			await new Promise((resolve) => setTimeout(resolve, 20)); // the observer's last entries
			const ended = performance.now();
			const inRun = samples.filter((s) => s.t >= started && s.t <= ended);
			const base = inRun[0];
			const top = inRun.reduce((a, s) => (s.heap + s.external > a.heap + a.external ? s : a));
			const during = gcs.filter((g) => g.t >= started && g.t <= ended);
			const before = during.filter((g) => g.t < top.t);
			const after = during.find((g) => g.t >= top.t);
			console.log(
				`run ${i + 1}: node's peak ÷ kept ${(run.node.total / run.kept.total).toFixed(2)}× (heap ${mib(run.node.heapUsed)}, external ${mib(run.node.external)}, ArrayBuffers ${mib(run.node.arrayBuffers)}, kept ${mib(run.kept.total)} MiB); ${chunks} chunks; the stream handed over: ${kind}; the most waiting in its buffer at a chunk: ${queued}`,
			);
			console.log(
				`  probe's highest sample at ${(top.t - started).toFixed(0)} ms (${top.chunk ? 'a chunk' : 'the timer'}): heap ${mib(top.heap - base.heap)} (young generation ${mib(top.young)} used of ${mib(top.youngSize)}), ArrayBuffers ${mib(top.arrayBuffers - base.arrayBuffers)} MiB above the first sample; collections before it: ${before.map((g) => g.kind).join(', ') || 'none'}; the next: ${after ? `${after.kind} at ${(after.t - started).toFixed(0)} ms` : 'none in the run'}`,
			);
			// Each heap space at the peak, above the sample after the forced collections before the run.
			const forced = during.filter((g) => g.t < top.t).at(-1);
			const clean = forced ? inRun.find((s) => s.t >= forced.t + forced.ms) : undefined;
			if (clean)
				console.log(
					`  heap spaces at the peak above the start: ${Object.keys(top.spaces)
						.map((name) => `${name} ${mib(top.spaces[name] - (clean.spaces[name] ?? 0))}`)
						.join(', ')} MiB`,
				);
			// Each collection: ArrayBuffers and young generation in the last sample before it and the first after it.
			for (const g of during) {
				const prior = inRun.filter((s) => s.t <= g.t).at(-1);
				const next = inRun.find((s) => s.t >= g.t + g.ms);
				if (!prior || !next) continue;
				const chunksBefore = inRun.filter((s) => s.chunk && s.t <= g.t).length;
				console.log(
					`  ${g.kind.padEnd(11)} at ${(g.t - started).toFixed(0).padStart(5)} ms (${chunksBefore} chunks read): ArrayBuffers ${mib(prior.arrayBuffers - base.arrayBuffers)} → ${mib(next.arrayBuffers - base.arrayBuffers)}, young ${mib(prior.young)} → ${mib(next.young)}, heap ${mib(prior.heap - base.heap)} → ${mib(next.heap - base.heap)} MiB`,
				);
			}
		}
	} finally {
		clearInterval(timer);
		observer.disconnect();
		await h.stop();
		child.stdin?.end();
		await once(child, 'exit');
	}
}

void main();

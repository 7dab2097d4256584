/**
 * What the process holds while a run works, counted everywhere it can be: the JS heap
 * (`heapUsed`), memory outside it that JS objects own (`external`, of which `arrayBuffers`:
 * Buffers and ArrayBuffers, where answer bodies read as bytes live), and the resident set
 * (`rss`). A timer samples every 2 ms, which cannot fire during a synchronous parse, so the
 * run can also sample at moments it chooses (`sample`, called by the parse hook right after each
 * parse). The total is heapUsed + external at the same instant (arrayBuffers is part of external).
 */
export interface MemoryPeaks {
	heapUsed: number;
	external: number;
	arrayBuffers: number;
	rss: number;
	/** Highest heapUsed + external seen in one sample. */
	total: number;
}

const gc = () => (globalThis as { gc?: () => void }).gc?.();

/**
 * A forced GC, a pause, and another: V8 frees the memory behind dead ArrayBuffers after a GC
 * (partly on another thread), so `external` read right after a single GC can still count
 * buffers nobody holds, which would inflate "kept" and flatter the ratio.
 */
async function collect(): Promise<void> {
	gc();
	await new Promise((resolve) => setTimeout(resolve, 50));
	gc();
}

const now = (): MemoryPeaks => {
	const m = process.memoryUsage();
	return {
		heapUsed: m.heapUsed,
		external: m.external,
		arrayBuffers: m.arrayBuffers,
		rss: m.rss,
		total: m.heapUsed + m.external,
	};
};

const minus = (a: MemoryPeaks, b: MemoryPeaks): MemoryPeaks => ({
	heapUsed: a.heapUsed - b.heapUsed,
	external: a.external - b.external,
	arrayBuffers: a.arrayBuffers - b.arrayBuffers,
	rss: a.rss - b.rss,
	total: a.total - b.total,
});

/** Samples now and returns the peaks above the start until now. */
export type SampleNow = () => MemoryPeaks;

/**
 * Peaks above the starting point (after a forced GC) while `run` works, and what stays after a
 * GC with the result held (`retained`). Needs --expose-gc for a clean start; without it the
 * baseline includes garbage and the figures are underestimates.
 */
export async function peakMemory<T>(run: (sampleNow: SampleNow) => Promise<T>): Promise<{
	peak: MemoryPeaks;
	retained: MemoryPeaks;
	result: T;
	gcExposed: boolean;
}> {
	await collect();
	const base = now();
	const top = { ...base };
	const sample = () => {
		const m = now();
		for (const key of Object.keys(top) as Array<keyof MemoryPeaks>)
			top[key] = Math.max(top[key], m[key]);
		return minus(top, base);
	};
	const timer = setInterval(sample, 2);
	try {
		const result = await run(sample);
		const peak = sample();
		// What the result alone keeps alive, garbage collected.
		await collect();
		return {
			peak,
			retained: minus(now(), base),
			result,
			gcExposed: typeof (globalThis as { gc?: unknown }).gc === 'function',
		};
	} finally {
		clearInterval(timer);
	}
}

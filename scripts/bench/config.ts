/**
 * Quick mode for developing the bench: `BENCH_QUICK=1 npm run bench -- <group>` runs every
 * figure with fewer rounds. Its figures are not comparable with a full run's, so a quick run
 * never writes docs/benchmarks.md or README.md (index.ts) and says so at the top of its output.
 */
export const QUICK = process.env.BENCH_QUICK === '1';

/** The rounds a figure takes: `full` in a recorded run, at most two in quick mode. */
export const rounds = (full: number): number => (QUICK ? Math.min(2, full) : full);

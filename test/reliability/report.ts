import { writeFileSync } from 'node:fs';

/**
 * The figures the reliability suite measures, filled in by its sections as they run. Each row
 * records whether the test's checks about it held (`pass`, set by `judge`). `npm test` only
 * checks them; `npm run reliability` (scripts/reliability/) has the suite save them and writes
 * docs/reliability.md when every test of the run passed.
 */
export interface Judged {
	/** Whether the test's checks about this row held; undefined when no check ran. */
	pass?: boolean;
}

export interface FaultCell extends Judged {
	surface: string;
	fault: string;
	/** Permanent fault: every item got one clear error item naming the operation. */
	clearError: boolean;
	/** One-off fault: a safe read retried and then succeeded. */
	recovered: boolean;
	/** Attempts the simulator received for each read the run made (the two items' reads, or the one catalog read they share). */
	attemptsPerRead: number;
	secondsPerItem: number;
}

export interface ChargeRow extends Judged {
	operation: string;
	fault: string;
	sent: number;
	effects: number;
	/** The effects the fault allows: 1 when the service carried the call out, else 0. */
	expectedEffects: number;
	description: string;
}

export interface BadInputRow extends Judged {
	operation: string;
	input: string;
	message: string;
	requests: number;
}

export interface TokenRow extends Judged {
	scenario: string;
	items: number;
	lost: number;
	signIns: number;
	refreshes: number;
	outcome: string;
}

export interface LeakFigures extends Judged {
	runs: number;
	texts: number;
	bytes: number;
	secrets: number;
	found: string[];
}

export interface LoadFigures extends Judged {
	items: number;
	errors: number;
	heapMiB: number[];
	growthPercent: number;
}

export const figures = {
	faults: [] as FaultCell[],
	charges: [] as ChargeRow[],
	badInputs: [] as BadInputRow[],
	tokens: [] as TokenRow[],
	leaks: undefined as undefined | LeakFigures,
	load: undefined as undefined | LoadFigures,
};

export type Figures = typeof figures;

/** Runs the checks about one row and records on it whether they held; a failure still fails the test. */
export function judge(row: Judged, check: () => void): void {
	try {
		check();
		row.pass = true;
	} catch (error) {
		row.pass = false;
		throw error;
	}
}

/** `judge` for every item (each row gets its verdict), then fails listing the failed rows, if any. */
export function judgeEach<T>(items: T[], rowOf: (item: T) => Judged, check: (item: T) => void): void {
	const failures: string[] = [];
	for (const item of items) {
		try {
			judge(rowOf(item), () => check(item));
		} catch (error) {
			failures.push(`${JSON.stringify(rowOf(item)).slice(0, 240)}\n${(error as Error).message}`);
		}
	}
	if (failures.length) throw new Error(`${failures.length} of ${items.length} rows failed:\n\n${failures.slice(0, 5).join('\n\n')}`);
}

/** Where `npm run reliability` asks the suite to save its figures (unset under `npm test`). */
export const FIGURES_FILE_ENV = 'SEO_RELIABILITY_FIGURES';

export function saveFigures(): void {
	const file = process.env[FIGURES_FILE_ENV];
	if (file) writeFileSync(file, JSON.stringify(figures));
}

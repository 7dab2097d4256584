/**
 * The shape of the figures the reliability suite (test/reliability/) measures and
 * `npm run reliability` (scripts/reliability/) publishes: the one definition both read.
 * Each row records whether the test's checks about it held (`pass`).
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

export interface Figures {
	faults: FaultCell[];
	charges: ChargeRow[];
	badInputs: BadInputRow[];
	tokens: TokenRow[];
	leaks: undefined | LeakFigures;
	load: undefined | LoadFigures;
}

/** Where `npm run reliability` asks the suite to save its figures (unset under `npm test`). */
export const FIGURES_FILE_ENV = 'SEO_RELIABILITY_FIGURES';

/** The suite `npm run reliability` runs alone, relative to the repository root. */
export const RELIABILITY_SUITE = 'test/reliability/reliability.test.ts';

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
	/** The class of answer the call met (docs/reliability.md, "Every answer of a charging call"). */
	fault: string;
	/** What the node does with that answer, in the page's words. */
	node: string;
	/** How many times the service can have carried the call out under that answer (`0`, `1`, `0 or 1`). */
	carriedOut: string;
	/** Charging requests the service received (a refused try counts). */
	sent: number;
	expectedSent: number;
	effects: number;
	/** The effects the service's state must show: 1 when it carried the call out, else 0. */
	expectedEffects: number;
	/** Whether the item came out as the call's result or as an error item. */
	outcome: 'output' | 'error';
	expectedOutcome: 'output' | 'error';
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

export interface RedirectRow extends Judged {
	surface: string;
	/** The redirect status and where it pointed. */
	redirect: string;
	/** Requests the other address received (credentials or not). */
	elsewhere: number;
	/** Calls the service carried out for the redirected request. */
	carriedOut: number;
	/** The item's error named the address the service pointed at. */
	clearError: boolean;
}

export interface RefusalRow extends Judged {
	scenario: string;
	items: number;
	/** Items without their result. */
	lost: number;
	/** Items whose change the service carried out more than once. */
	twice: number;
	requests: number;
	refused: number;
}

export interface Figures {
	faults: FaultCell[];
	charges: ChargeRow[];
	badInputs: BadInputRow[];
	tokens: TokenRow[];
	leaks: undefined | LeakFigures;
	load: undefined | LoadFigures;
	redirects: RedirectRow[];
	refusals: RefusalRow[];
}

/** Where `npm run reliability` asks the suite to save its figures (unset under `npm test`). */
export const FIGURES_FILE_ENV = 'SEO_RELIABILITY_FIGURES';

/** The suite `npm run reliability` runs alone, relative to the repository root. */
export const RELIABILITY_SUITE = 'test/reliability/reliability.test.ts';

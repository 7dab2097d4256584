import { writeFileSync } from 'node:fs';
import { FIGURES_FILE_ENV, type Figures, type Judged } from '../../dev/reliability/figures';

export type {
	BadInputRow,
	ChargeRow,
	FaultCell,
	Figures,
	Judged,
	LeakFigures,
	LoadFigures,
	RedirectRow,
	RefusalRow,
	TokenRow,
} from '../../dev/reliability/figures';

/**
 * The figures the reliability suite measures, filled in by its sections as they run. Each row
 * records whether the test's checks about it held (`pass`, set by `judge`). `npm test` only
 * checks them; `npm run reliability` (scripts/reliability/) has the suite save them and writes
 * docs/reliability.md when every test of the run passed.
 */
export const figures: Figures = {
	faults: [],
	charges: [],
	badInputs: [],
	tokens: [],
	leaks: undefined,
	load: undefined,
	redirects: [],
	refusals: [],
};

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
export function judgeEach<T>(
	items: T[],
	rowOf: (item: T) => Judged,
	check: (item: T) => void,
): void {
	const failures: string[] = [];
	for (const item of items) {
		try {
			judge(rowOf(item), () => check(item));
		} catch (error) {
			failures.push(`${JSON.stringify(rowOf(item)).slice(0, 240)}\n${(error as Error).message}`);
		}
	}
	if (failures.length)
		throw new Error(
			`${failures.length} of ${items.length} rows failed:\n\n${failures.slice(0, 5).join('\n\n')}`,
		);
}

export function saveFigures(): void {
	const file = process.env[FIGURES_FILE_ENV];
	if (file) writeFileSync(file, JSON.stringify(figures));
}

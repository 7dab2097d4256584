import type { IDataObject } from 'n8n-workflow';
import { fieldOf } from './fieldOf';

/** A finished position check: its date (YYYY-MM-DD, as the account's update list gives it) and id. */
export interface FinishedCheck {
	date: string;
	id?: string | number;
}

const DAY = /\d{4}-\d{2}-\d{2}/;
const START = ['start', 'started_at', 'start_date', 'date_start', 'date', 'started'];
const END = ['end', 'finished_at', 'end_date', 'date_end', 'finished', 'ended'];

/**
 * The finished checks among get_project_updates' rows ("id, start and end dates",
 * docs/service/agent-interface.md#catalog-sections), newest first, one per date. A check is named
 * by the day it started, the form of the account's update list (docs/service/rest-api.md) and of
 * the Position Check Finished event; a row with an empty end is still running. When no row
 * carries an end at all, the service lists finished checks only.
 */
export function finishedChecks(rows: IDataObject[]): FinishedCheck[] {
	const anyEnd = rows.some((row) => END.some((name) => name in row));
	const checks: FinishedCheck[] = [];
	const seen = new Set<string>();
	for (const row of rows) {
		if (anyEnd && fieldOf(row, END) === undefined) continue;
		const date = DAY.exec(String(fieldOf(row, START) ?? fieldOf(row, END) ?? ''))?.[0];
		if (!date || seen.has(date)) continue;
		seen.add(date);
		const id = fieldOf(row, ['id', 'update_id', 'check_id']);
		checks.push({ date, id: typeof id === 'number' || typeof id === 'string' ? id : undefined });
	}
	return checks.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

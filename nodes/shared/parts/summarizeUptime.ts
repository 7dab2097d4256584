import type { IDataObject } from 'n8n-workflow';

export interface UptimeInterval {
	date: string;
	percent: number | null;
	bot_blocked: boolean | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * One summary per project: what an uptime report needs without re-reading every interval. The
 * fields are added to `head` (the item's leading fields, e.g. the project and period) and `head`
 * is returned: one pass over the intervals and one object per item, where a filtered and a
 * mapped array per figure and a spread into the item cost an allocation each, for every item.
 */
export function summarizeUptime(intervals: UptimeInterval[], head: IDataObject = {}): IDataObject {
	let checked = 0;
	let sum = 0;
	let min = Number.POSITIVE_INFINITY;
	let below100 = 0;
	const blocked: string[] = [];
	for (let i = 0; i < intervals.length; i++) {
		const interval = intervals[i];
		const percent = interval.percent;
		if (typeof percent === 'number') {
			checked += 1;
			sum += percent;
			min = Math.min(min, percent);
			if (percent < 100) below100 += 1;
		}
		if (interval.bot_blocked === true) blocked.push(interval.date);
	}
	head.intervals = intervals.length;
	head.checked_intervals = checked;
	head.missing_intervals = intervals.length - checked;
	head.mean_percent = checked ? round2(sum / checked) : null;
	head.min_percent = checked ? min : null;
	head.intervals_below_100 = below100;
	head.bot_blocked_intervals = blocked.length;
	head.bot_blocked_dates = blocked;
	head.first_date = intervals[0]?.date ?? null;
	head.last_date = intervals[intervals.length - 1]?.date ?? null;
	return head;
}

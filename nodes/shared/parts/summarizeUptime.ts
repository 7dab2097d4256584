import type { IDataObject } from 'n8n-workflow';

export interface UptimeInterval {
	date: string;
	percent: number | null;
	bot_blocked: boolean | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** One summary per project: what an uptime report needs without re-reading every interval. */
export function summarizeUptime(intervals: UptimeInterval[]): IDataObject {
	const checked = intervals.filter((i) => typeof i.percent === 'number');
	const percents = checked.map((i) => Number(i.percent));
	const blocked = intervals.filter((i) => i.bot_blocked === true).map((i) => i.date);
	return {
		intervals: intervals.length,
		checked_intervals: checked.length,
		missing_intervals: intervals.length - checked.length,
		mean_percent: percents.length
			? round2(percents.reduce((a, b) => a + b, 0) / percents.length)
			: null,
		min_percent: percents.length ? Math.min(...percents) : null,
		intervals_below_100: percents.filter((p) => p < 100).length,
		bot_blocked_intervals: blocked.length,
		bot_blocked_dates: blocked,
		first_date: intervals[0]?.date ?? null,
		last_date: intervals[intervals.length - 1]?.date ?? null,
	};
}

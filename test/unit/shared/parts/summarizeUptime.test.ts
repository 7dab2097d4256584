import { summarizeUptime } from '../../../../nodes/shared/parts/summarizeUptime';

describe('uptime summary', () => {
	it('averages checked intervals and counts missing and bot-blocked ones', () => {
		const summary = summarizeUptime([
			{ date: 'a', percent: 100, bot_blocked: false },
			{ date: 'b', percent: 33.33, bot_blocked: true },
			{ date: 'c', percent: null, bot_blocked: null },
		]);
		expect(summary.mean_percent).toBeCloseTo(66.67, 1);
		expect(summary).toMatchObject({
			intervals: 3,
			checked_intervals: 2,
			missing_intervals: 1,
			min_percent: 33.33,
			bot_blocked_intervals: 1,
			bot_blocked_dates: ['b'],
		});
	});

	it('adds its fields after the leading fields it is given, in a fixed order, and reads no checks as null figures', () => {
		const summary = summarizeUptime(
			[
				{ date: 'a', percent: null, bot_blocked: true },
				{ date: 'b', percent: null, bot_blocked: null },
			],
			{ project_id: '7', period: 'day' },
		);
		expect(Object.keys(summary)).toEqual([
			'project_id',
			'period',
			'intervals',
			'checked_intervals',
			'missing_intervals',
			'mean_percent',
			'min_percent',
			'intervals_below_100',
			'bot_blocked_intervals',
			'bot_blocked_dates',
			'first_date',
			'last_date',
		]);
		expect(summary).toMatchObject({
			checked_intervals: 0,
			missing_intervals: 2,
			mean_percent: null,
			min_percent: null,
			intervals_below_100: 0,
			bot_blocked_dates: ['a'],
			first_date: 'a',
			last_date: 'b',
		});
		expect(summarizeUptime([])).toMatchObject({ intervals: 0, first_date: null, last_date: null });
	});
});

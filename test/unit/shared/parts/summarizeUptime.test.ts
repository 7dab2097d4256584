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
});

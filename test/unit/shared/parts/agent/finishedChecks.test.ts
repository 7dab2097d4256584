import { finishedChecks } from '../../../../../nodes/shared/parts/agent/finishedChecks';

describe('finished checks of get_project_updates', () => {
	it('names checks by the day they started, newest first, without running ones', () => {
		expect(
			finishedChecks([
				{ id: 1, start: '2026-01-02 10:00:00', end: '2026-01-02 11:00:00' },
				{ id: 3, start: '2026-01-09 10:00:00', end: null },
				{ id: 2, start: '2026-01-05 10:00:00', end: '2026-01-05 11:00:00' },
			]),
		).toEqual([
			{ date: '2026-01-05', id: 2 },
			{ date: '2026-01-02', id: 1 },
		]);
	});

	it('takes every row as finished when no row names an end', () => {
		expect(finishedChecks([{ date: '2026-02-01' }, { date: '2026-02-03', check_id: 'c' }])).toEqual(
			[
				{ date: '2026-02-03', id: 'c' },
				{ date: '2026-02-01', id: undefined },
			],
		);
	});

	it('keeps one check per day and skips rows without a date', () => {
		expect(
			finishedChecks([
				{ id: 1, start: '2026-01-02T08:00', end: '2026-01-02T09:00' },
				{ id: 2, start: '2026-01-02T18:00', end: '2026-01-02T19:00' },
				{ id: 3, start: 'soon', end: 'later' },
			]),
		).toEqual([{ date: '2026-01-02', id: 1 }]);
	});
});

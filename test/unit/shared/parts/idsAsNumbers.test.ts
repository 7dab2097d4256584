import { idsAsNumbers } from '../../../../nodes/shared/parts/idsAsNumbers';

describe('IDs as Numbers', () => {
	it('turns digit-string ids into numbers at any depth and leaves other text alone', () => {
		const converted = idsAsNumbers({
			id: '101',
			project_id: '7',
			name: '2026',
			groups: [{ group_id: '12', phrase: '123' }],
			report_id: 'abc',
			date: '2026-11-01',
		});
		expect(converted).toEqual({
			id: 101,
			project_id: 7,
			name: '2026',
			groups: [{ group_id: 12, phrase: '123' }],
			report_id: 'abc',
			date: '2026-11-01',
		});
	});
});

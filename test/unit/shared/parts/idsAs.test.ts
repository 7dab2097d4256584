import { idsAs } from '../../../../nodes/shared/parts/idsAs';

const answer = {
	id: '101',
	project_id: 7,
	name: '2026',
	groups: [{ group_id: '12', phrase: '123' }, { group_id: 13 }],
	report_id: 'abc',
	date: '2026-11-01',
	position: 4,
	group_ids: [12, '13', 'x'],
};

describe('every ID of an output in one form', () => {
	it('IDs as Numbers: digit-string ids become numbers at any depth, other text stays', () => {
		expect(idsAs(answer, 'number')).toEqual({
			id: 101,
			project_id: 7,
			name: '2026',
			groups: [{ group_id: 12, phrase: '123' }, { group_id: 13 }],
			report_id: 'abc',
			date: '2026-11-01',
			position: 4,
			group_ids: [12, 13, 'x'],
		});
	});

	it('by default: number ids become text at any depth, other numbers stay', () => {
		expect(idsAs(answer, 'text')).toEqual({
			id: '101',
			project_id: '7',
			name: '2026',
			groups: [{ group_id: '12', phrase: '123' }, { group_id: '13' }],
			report_id: 'abc',
			date: '2026-11-01',
			position: 4,
			group_ids: ['12', '13', 'x'],
		});
	});

	it('copies only the path to a changed ID: IDs already in the form asked come back as they were', () => {
		const rows = [
			{ id: '1', query: 'a', group_ids: ['5'] },
			{ id: '2', nested: { group_id: '7' } },
		];
		expect(idsAs(rows, 'text')).toBe(rows);
		const mixed = { kept: { id: '1' }, changed: { id: 2 }, list: ['x'] };
		const out = idsAs(mixed, 'text');
		expect(out).toEqual({ kept: { id: '1' }, changed: { id: '2' }, list: ['x'] });
		expect(out.kept).toBe(mixed.kept);
		expect(out.list).toBe(mixed.list);
		expect(mixed.changed.id).toBe(2);
	});
});

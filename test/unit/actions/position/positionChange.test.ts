import type { IDataObject } from 'n8n-workflow';
import { onlyDrops } from '../../../../nodes/SeoTools/actions/position/onlyDrops';
import { positionChange } from '../../../../nodes/SeoTools/actions/position/positionChange';
import type { ComparedCheck } from '../../../../nodes/shared/parts/answers/readComparedPositions';

const checks: [ComparedCheck, ComparedCheck] = [{ date: '2026-11-14' }, { date: '2026-11-17' }];
const read = (row: IDataObject, envelope: IDataObject = {}) => {
	const change = positionChange(row, checks, envelope);
	return (
		change && [
			change.position_before,
			change.position_after,
			change.places_lost,
			change.dropped_out,
		]
	);
};

describe('positionChange: a compared row read by structure', () => {
	it.each([
		['from/to', { from: 4, to: 12 }, [4, 12, 8, false]],
		[
			'position_from/position_to as text',
			{ position_from: '7', position_to: '3' },
			[7, 3, -4, false],
		],
		['previous beside position', { previous: 9, position: 9 }, [9, 9, 0, false]],
		['camelCase', { positionBefore: 2, positionAfter: 5 }, [2, 5, 3, false]],
		['old/new, null not in the top', { old: 2, new: null }, [2, null, null, true]],
		['a dash', { before: 15, after: '-' }, [15, null, null, true]],
		['a bound', { was: 30, now: '>100' }, [30, null, null, true]],
		['a word', { prev: 30, curr: 'not found' }, [30, null, null, true]],
		['0', { position_before: 0, position_after: 8 }, [null, 8, null, false]],
		[
			'dates beside positions',
			{ from: '2026-11-14', to: '2026-11-17', previous: 5, position: 6 },
			[5, 6, 1, false],
		],
		[
			'nested records per side',
			{ from: { date: '2026-11-14', position: 3 }, to: { date: '2026-11-17', position: 9 } },
			[3, 9, 6, false],
		],
		['a nested pair', { positions: { before: 3, after: 1 } }, [3, 1, -2, false]],
		[
			'a series keyed by date',
			{ positions: { '2026-11-11': 1, '2026-11-14': 4, '2026-11-17': 20 } },
			[4, 20, 16, false],
		],
		[
			'a series of dated entries',
			{
				history: [
					{ date: '2026-11-17 06:40', rank: null },
					{ date: '2026-11-14', rank: 8 },
				],
			},
			[8, null, null, true],
		],
		['date keys in the row', { query: 'q', '14.11.2026': 6, '17.11.2026': 6 }, [6, 6, 0, false]],
	])('%s', (_, row, expected) => {
		expect(read(row as IDataObject)).toEqual(expected);
	});

	it('a number past the depth the answer states is not in the top', () => {
		expect(read({ from: 12, to: 101 }, { depth: 100 })).toEqual([12, null, null, true]);
		expect(read({ from: 12, to: 101 })).toEqual([12, 101, 89, false]);
	});

	it('a row without readable positions is undefined, never "not in the top"', () => {
		expect(read({ query: 'no positions here' })).toBeUndefined();
		expect(read({ from: 3 })).toBeUndefined();
		expect(read({ positions: { '2026-11-01': 3, '2026-11-17': 4 } })).toBeUndefined();
	});

	it('names each fact once: the fields the positions came from and a restated change are left out', () => {
		expect(
			positionChange({ query_id: 5, query: 'q', from: 4, to: 12, change: -8 }, checks),
		).toEqual({
			query_id: 5,
			query: 'q',
			position_before: 4,
			position_after: 12,
			places_lost: 8,
			dropped_out: false,
		});
	});
});

describe('onlyDrops.keeps', () => {
	const change = (before: number | null, after: number | null) =>
		positionChange({ from: before, to: after }, checks)!;

	it('keeps everything without a rule', () => {
		expect(onlyDrops.keeps({}, change(1, 50))).toBe(true);
		expect(onlyDrops.keeps({}, change(50, 1))).toBe(true);
	});

	it('Fell Out of Top: in the top before, below it or not found after', () => {
		const rule = { fellOutOfTop: 10 };
		expect(onlyDrops.keeps(rule, change(10, 11))).toBe(true);
		expect(onlyDrops.keeps(rule, change(3, null))).toBe(true);
		expect(onlyDrops.keeps(rule, change(10, 10))).toBe(false);
		expect(onlyDrops.keeps(rule, change(11, 40))).toBe(false);
		expect(onlyDrops.keeps(rule, change(null, 40))).toBe(false);
	});

	it('Lost More Than: more places than N, or found before and not found after', () => {
		const rule = { lostMoreThan: 5 };
		expect(onlyDrops.keeps(rule, change(20, 26))).toBe(true);
		expect(onlyDrops.keeps(rule, change(20, 25))).toBe(false);
		expect(onlyDrops.keeps(rule, change(20, null))).toBe(true);
		expect(onlyDrops.keeps(rule, change(26, 20))).toBe(false);
	});

	it('either rule keeps a row when both are set', () => {
		const rule = { fellOutOfTop: 10, lostMoreThan: 5 };
		expect(onlyDrops.keeps(rule, change(9, 12))).toBe(true);
		expect(onlyDrops.keeps(rule, change(40, 60))).toBe(true);
		expect(onlyDrops.keeps(rule, change(40, 44))).toBe(false);
	});
});

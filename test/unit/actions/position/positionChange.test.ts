import { onlyDrops } from '../../../../nodes/SeoTools/actions/position/onlyDrops';
import { positionChange } from '../../../../nodes/SeoTools/actions/position/positionChange';

describe('positionChange: a compared row read under plausible names', () => {
	it.each([
		[{ from: 4, to: 12 }, [4, 12, 8, false]],
		[{ position_from: '7', position_to: '3' }, [7, 3, -4, false]],
		[{ previous: 9, position: 9 }, [9, 9, 0, false]],
		[{ old: 2, new: null }, [2, null, null, true]],
		[{ before: 15, after: '-' }, [15, null, null, true]],
		[{ was: 30, now: '>100' }, [30, null, null, true]],
		[{ from: '2026-11-14', to: '2026-11-17', previous: 5, position: 6 }, [5, 6, 1, false]],
		[{ position_before: 0, position_after: 8 }, [null, 8, null, false]],
		[{ query: 'no positions here' }, [null, null, null, false]],
	])('%j', (row, [before, after, lost, droppedOut]) => {
		expect(positionChange(row)).toEqual({
			position_before: before,
			position_after: after,
			places_lost: lost,
			dropped_out: droppedOut,
		});
	});

	it('a row that does not name its later position is not a drop out', () => {
		expect(positionChange({ from: 3 }).dropped_out).toBe(false);
	});
});

describe('onlyDrops.keeps', () => {
	const change = (before: number | null, after: number | null) =>
		positionChange({ from: before, to: after });

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

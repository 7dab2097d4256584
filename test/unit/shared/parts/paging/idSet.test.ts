import { IdSet } from '../../../../../nodes/shared/parts/paging/idSet';

describe('IdSet (whole-number ids, compact when they come in order)', () => {
	it('knows every id once, in increasing order past its first array, and in any other order', () => {
		const ids = new IdSet();
		const increasing = Array.from({ length: 1000 }, (_, i) => 10 + i * 3);
		expect(increasing.every((id) => ids.add(id))).toBe(true);
		expect(increasing.some((id) => ids.add(id))).toBe(false);
		// Below the largest so far: new ones between the recorded ids, then again.
		expect([11, 2, 500, 3008].map((id) => ids.add(id))).toEqual([true, true, true, true]);
		expect([11, 2, 500, 3008, 10, 2005].map((id) => ids.add(id))).toEqual([
			false,
			false,
			false,
			false,
			false,
			false,
		]);
		expect(ids.add(2 ** 53 - 1)).toBe(true);
		expect(ids.add(2 ** 53 - 1)).toBe(false);
	});
});

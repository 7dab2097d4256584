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

describe('IdSet in blocks (no outgrown arrays left for the garbage collector)', () => {
	it('finds ids in every block, before the first and between blocks, after 200,000 ids in order', () => {
		const ids = new IdSet();
		const n = 200_000;
		for (let i = 0; i < n; i++) expect(ids.add(2 * i + 1)).toBe(true);
		// Every recorded id, in the first, a middle and the last block, and at block edges.
		for (const id of [1, 3, 511, 513, 1023, 16_383, 16_385, 2 * n - 1, 2 * 255 + 1, 2 * 256 + 1])
			expect(ids.add(id)).toBe(false);
		// Even ids were never recorded: below the first, between any two, at block edges.
		for (const id of [0, 2, 510, 512, 16_384, 2 * n - 2, 200_000]) expect(ids.add(id)).toBe(true);
		for (const id of [0, 2, 510, 512, 16_384, 2 * n - 2, 200_000]) expect(ids.add(id)).toBe(false);
		expect(ids.add(2 * n + 1)).toBe(true);
	});

	it('allocates about 8 bytes an id and never copies: 200,000 ids take less than 1.7 MB', () => {
		const made: number[] = [];
		const Original = globalThis.Float64Array;
		globalThis.Float64Array = class extends Original {
			constructor(length: number) {
				super(length);
				made.push(this.byteLength);
			}
		} as Float64ArrayConstructor;
		try {
			const ids = new IdSet();
			for (let i = 0; i < 200_000; i++) ids.add(i);
		} finally {
			globalThis.Float64Array = Original;
		}
		const total = made.reduce((sum, bytes) => sum + bytes, 0);
		// 1.6 MB of ids and less than one block (64 KiB) unused; a doubled array would have made
		// 2 MiB and left 2 MiB of outgrown ones behind.
		expect(total).toBeGreaterThanOrEqual(1_600_000);
		expect(total).toBeLessThan(1_600_000 + 64 * 1024);
		expect(Math.max(...made)).toBe(64 * 1024);
	});
});

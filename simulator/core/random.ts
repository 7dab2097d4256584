/** Deterministic pseudo-randomness so that seeded data is the same on every run. */
export function mulberry32(seed: number): () => number {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/** A stable number in [0, 1) for a tuple of integers: same input, same output, no state. */
export function hashUnit(...parts: number[]): number {
	let h = 2166136261;
	for (const part of parts) {
		let x = Math.floor(part) | 0;
		for (let i = 0; i < 4; i++) {
			h ^= x & 0xff;
			h = Math.imul(h, 16777619);
			x >>>= 8;
		}
	}
	return mulberry32(h >>> 0)();
}

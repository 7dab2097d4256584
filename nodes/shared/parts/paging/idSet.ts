/**
 * A set of whole-number ids that costs 8 bytes an id when they come in increasing order, as
 * `queries/get` rows of one group do (in order of addition, docs/service/project-api.md#queries; a
 * service numbers what it adds upwards). Such ids are appended to a sorted array and looked up by
 * binary search; an id below the largest so far that is not in it goes to a plain Set, so any order
 * stays correct, only less compact. A Set keeps several words per entry in its hash table.
 */
export class IdSet {
	private sorted = new Float64Array(256);
	private length = 0;
	private outOfOrder?: Set<number>;

	/** Records the id; false when it was recorded before. */
	add(id: number): boolean {
		const n = this.length;
		if (n === 0 || id > this.sorted[n - 1]) {
			if (n === this.sorted.length) {
				const grown = new Float64Array(n * 2);
				grown.set(this.sorted);
				this.sorted = grown;
			}
			this.sorted[n] = id;
			this.length = n + 1;
			return true;
		}
		if (this.inSorted(id)) return false;
		this.outOfOrder ??= new Set();
		if (this.outOfOrder.has(id)) return false;
		this.outOfOrder.add(id);
		return true;
	}

	private inSorted(id: number): boolean {
		let low = 0;
		let high = this.length - 1;
		while (low <= high) {
			const middle = (low + high) >>> 1;
			const value = this.sorted[middle];
			if (value === id) return true;
			if (value < id) low = middle + 1;
			else high = middle - 1;
		}
		return false;
	}
}

/** Ids in the first block; each next block holds twice as many, up to BLOCK_MOST. */
const FIRST_BLOCK = 256;
/** 8,192 ids: 64 KiB a block. */
const BLOCK_MOST = 8192;

/**
 * A set of whole-number ids that costs 8 bytes an id when they come in increasing order, as
 * `queries/get` rows of one group do (in order of addition, docs/service/project-api.md#queries; a
 * service numbers what it adds upwards). Such ids are appended to sorted blocks and looked up by
 * binary search; an id below the largest so far that is not in them goes to a plain Set, so any
 * order stays correct, only less compact. A Set keeps several words per entry in its hash table.
 *
 * Blocks, not one array grown by doubling: a doubled array leaves the one it outgrew behind, and
 * both live outside the JS heap (a Float64Array's bytes), where V8 frees them only at its next
 * collection: at 131,072 ids a 2 MiB array beside the 1 MiB and smaller ones it replaced, about
 * 4 MiB at a 200,000-row read's peak for 1.6 MB of ids (docs/benchmarks.md, "Large reads: the
 * ArrayBuffers at the node's peak"). A block, once made, is kept until the read ends.
 */
export class IdSet {
	/** Sorted blocks, each holding larger ids than the one before; only the last is not full. */
	private readonly blocks: Float64Array[] = [];
	/** Ids in the last block. */
	private filled = 0;
	private outOfOrder?: Set<number>;

	/** Records the id; false when it was recorded before. */
	add(id: number): boolean {
		const last = this.blocks[this.blocks.length - 1];
		if (!last || id > last[this.filled - 1]) {
			this.append(id, last);
			return true;
		}
		if (this.inBlocks(id)) return false;
		this.outOfOrder ??= new Set();
		if (this.outOfOrder.has(id)) return false;
		this.outOfOrder.add(id);
		return true;
	}

	private append(id: number, last: Float64Array | undefined): void {
		let block = last;
		if (!block || this.filled === block.length) {
			block = new Float64Array(block ? Math.min(block.length * 2, BLOCK_MOST) : FIRST_BLOCK);
			this.blocks.push(block);
			this.filled = 0;
		}
		block[this.filled++] = id;
	}

	private inBlocks(id: number): boolean {
		// The last block whose first id is not above `id`: only it can hold `id`.
		let low = 0;
		let high = this.blocks.length - 1;
		while (low < high) {
			const middle = (low + high + 1) >>> 1;
			if (this.blocks[middle][0] <= id) low = middle;
			else high = middle - 1;
		}
		const block = this.blocks[low];
		return inSorted(block, low === this.blocks.length - 1 ? this.filled : block.length, id);
	}
}

/** Whether `id` is among the first `length` values of the sorted `values`. */
function inSorted(values: Float64Array, length: number, id: number): boolean {
	let low = 0;
	let high = length - 1;
	while (low <= high) {
		const middle = (low + high) >>> 1;
		const value = values[middle];
		if (value === id) return true;
		if (value < id) low = middle + 1;
		else high = middle - 1;
	}
	return false;
}

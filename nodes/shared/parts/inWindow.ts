/**
 * Runs `task(0)` … `task(count - 1)` with at most `width` running at once: a sliding window, so a
 * new task starts as soon as any one ends (no batches waiting for their slowest member). The
 * results keep input order. When `stopOnFailure` is set, a failure stops new tasks from
 * starting but never cancels those already running; once they have ended, the failure of the
 * earliest task is thrown.
 */
export async function inWindow<T>(
	count: number,
	width: number,
	task: (index: number) => Promise<T>,
	stopOnFailure = true,
): Promise<T[]> {
	const results: T[] = new Array<T>(count);
	const failures = new Map<number, unknown>();
	let next = 0;
	const worker = async () => {
		while (next < count && !(stopOnFailure && failures.size)) {
			const index = next++;
			try {
				results[index] = await task(index);
			} catch (error) {
				failures.set(index, error);
			}
		}
	};
	await Promise.all(Array.from({ length: Math.max(1, Math.min(width, count)) }, worker));
	if (failures.size) throw failures.get(Math.min(...failures.keys()));
	return results;
}

import { chunk, splitLines } from '../../../../nodes/shared/parts/parseIds';

describe('lists', () => {
	it('splits lines and chunks', () => {
		expect(splitLines(' a \n\n b\r\nc ')).toEqual(['a', 'b', 'c']);
		expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
	});
});

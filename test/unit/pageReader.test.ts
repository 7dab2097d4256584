import { PageReader } from '../../nodes/SeoTools/actions/query/pageReader';

describe('PageReader (Query → Get Many paging)', () => {
	it('moves the offset by the rows received and ends only on an empty page', () => {
		const reader = new PageReader();
		expect(reader.take([{ id: 1 }, { id: 2 }, { id: 3 }])).toBe(true);
		expect(reader.offset).toBe(3);
		expect(reader.take([{ id: 4 }])).toBe(true); // shorter than the page before: not the end
		expect(reader.offset).toBe(4);
		expect(reader.take([{ id: 5 }, { id: 6 }, { id: 7 }, { id: 8 }])).toBe(true);
		expect(reader.offset).toBe(8);
		expect(reader.take([])).toBe(false);
		expect(reader.offset).toBe(8);
	});

	it('ends when a page starts with the same row as the page before (offset ignored)', () => {
		const reader = new PageReader();
		expect(reader.take([{ id: 1, group_id: '1' }, { id: 2 }])).toBe(true);
		expect(reader.take([{ id: 1, group_id: '1' }, { id: 2 }])).toBe(false);
		expect(reader.offset).toBe(2);
	});

	it('reads on when the same query comes back in another group', () => {
		const reader = new PageReader();
		expect(reader.take([{ id: 1, group_id: '1' }])).toBe(true);
		expect(reader.take([{ id: 1, group_id: '1001' }])).toBe(true);
	});
});

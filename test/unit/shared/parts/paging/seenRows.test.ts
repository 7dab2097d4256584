import { queryRowIdentity, SeenRows } from '../../../../../nodes/shared/parts/paging/seenRows';

describe('SeenRows (the identity of a queries/get row)', () => {
	it('one query whether its id is written as a string or a number; other spellings stay apart', () => {
		const seen = new SeenRows();
		expect(seen.add({ id: '12', group_id: '1' })).toBe(true);
		expect(seen.add({ id: 12, group_id: 1 })).toBe(false);
		expect(seen.add({ id: '012', group_id: '1' })).toBe(true);
		expect(seen.add({ id: 'a-12', group_id: '1' })).toBe(true);
		expect(seen.add({ id: '12', group_id: '2' })).toBe(true);
		expect(seen.size).toBe(4);
	});

	it('a row without an id is known by its phrase, and a row with neither by all of it', () => {
		const seen = new SeenRows();
		expect(seen.add({ query: 'купить слона', group_id: '1', frequency: '5' })).toBe(true);
		expect(seen.add({ query: 'купить слона', group_id: '1', frequency: '6' })).toBe(false);
		expect(seen.add({ query: 'купить слона', group_id: '2' })).toBe(true);
		expect(seen.add({ phrase: 'x' })).toBe(true);
		expect(seen.add({ phrase: 'x' })).toBe(false);
		expect(seen.add({ phrase: 'y' })).toBe(true);
	});
});

describe('queryRowIdentity (one per read)', () => {
	it('names a group once per read, and reads share nothing', () => {
		const first = queryRowIdentity();
		const a = first({ id: 1, group_id: 7 });
		const b = first({ id: 2, group_id: '7' });
		expect(a.space).toBe('id 7');
		expect(b.space).toBe(a.space);
		expect(first({ query: 'x', group_id: 7 }).space).toBe('query 7');
		expect(first({ id: 3 }).space).toBe('id ');
		const second = queryRowIdentity();
		expect(second({ id: 1, group_id: 7 })).toEqual(a);
		// Two readers of the same rows keep their own memory of them.
		const one = new SeenRows();
		const other = new SeenRows();
		expect(one.add({ id: 1, group_id: 7 })).toBe(true);
		expect(other.add({ id: 1, group_id: 7 })).toBe(true);
		expect(one.add({ id: 1, group_id: 7 })).toBe(false);
	});
});

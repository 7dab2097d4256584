import { readableDiff } from '../../../../nodes/shared/parts/readableDiff';

describe('robots diff', () => {
	it('turns the inverted old/new into added/removed', () => {
		expect(readableDiff({ old: ['Disallow: /search'], new: ['Disallow: /tmp'] })).toEqual({
			lines_added: ['Disallow: /search'],
			lines_removed: ['Disallow: /tmp'],
			changed: true,
			diff: '+ Disallow: /search\n- Disallow: /tmp',
		});
		expect(readableDiff({ old: [], new: [] })).toMatchObject({ changed: false, diff: '' });
	});
});

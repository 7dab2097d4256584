import {
	PROJECT_OPTION_LISTS,
	projectOptionChoices,
} from '../../../nodes/SeoTools/methods/projectOptions';

const { getCheckTypes, getCheckIntervals, getTechnicalInspections, getFrequencyTypes } =
	PROJECT_OPTION_LISTS;

/** The reader of list_project_options' values, one settings field at a time (docs/open-answer-readers.md). */
describe('the values of a project settings field in list_project_options', () => {
	it('prefers the field’s own name to a kind name, and lists each value once', () => {
		const answer = {
			check_types: ['a'],
			check_type_base: ['positions', 'positions', 'snippets'],
		};
		expect(projectOptionChoices(answer, getCheckTypes)).toEqual([
			{ name: 'positions', value: 'positions' },
			{ name: 'snippets', value: 'snippets' },
		]);
	});

	it('joins a parent key to its child’s, in any case or separator', () => {
		const answer = { Check: { Types: [{ Code: 'x' }, { code: 'pos', title: 'Positions' }] } };
		expect(projectOptionChoices(answer, getCheckTypes)).toEqual([
			{ name: 'Positions (pos)', value: 'pos' },
		]);
		expect(
			projectOptionChoices({ 'frequency-kinds': { base: 'Base' } }, getFrequencyTypes),
		).toEqual([{ name: 'Base (base)', value: 'base' }]);
	});

	it('reads a paid flag written as a word or a number, and no other', () => {
		const answer = {
			technical_checks: [
				{ id: 'a', paid: 'yes' },
				{ id: 'b', is_paid: '0' },
				{ id: 'c', name: 'C', premium: 1 },
			],
		};
		expect(projectOptionChoices(answer, getTechnicalInspections).map((o) => o.name)).toEqual([
			'a (paid)',
			'b',
			'C (c, paid)',
		]);
	});

	it('takes "schedules" for the checks only at the top or in a wrapper', () => {
		expect(projectOptionChoices({ data: { schedules: ['daily'] } }, getCheckIntervals)).toEqual([
			{ name: 'daily', value: 'daily' },
		]);
		expect(projectOptionChoices({ audit: { schedules: ['daily'] } }, getCheckIntervals)).toEqual(
			[],
		);
	});

	it('finds nothing in an answer without the field’s values, or in none', () => {
		for (const answer of [undefined, null, 'text', [], { check_types: [] }, { check_types: [{}] }])
			expect(projectOptionChoices(answer, getCheckTypes)).toEqual([]);
	});
});

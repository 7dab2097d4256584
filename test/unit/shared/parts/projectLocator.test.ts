import { parseProjectId } from '../../../../nodes/shared/parts/projectLocator';

describe('project references', () => {
	it.each([
		['101', 101],
		[' 42 ', 42],
		['https://seo-tools.example/projects/205/positions', 205],
		['https://seo-tools.example/project/7', 7],
		['https://x.example/app?project_id=33&tab=1', 33],
		[{ __rl: true, mode: 'id', value: '9' }, 9],
		['shop', undefined],
		['', undefined],
	])('%p → %p', (input, expected) => {
		expect(parseProjectId(input)).toBe(expected);
	});
});

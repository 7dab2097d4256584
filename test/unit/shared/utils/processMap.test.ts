import { processMap, resetProcessState } from '../../../../nodes/shared/utils/processMap';

describe('processMap / resetProcessState', () => {
	it('one reset empties every map the registry made, and the maps stay usable', () => {
		const sessions = processMap<string, number>();
		const tasks = processMap<string, Set<string>>();
		sessions.set('account', 1);
		tasks.set('workflow', new Set(['task']));
		resetProcessState();
		expect([sessions.size, tasks.size]).toEqual([0, 0]);
		sessions.set('account', 2);
		expect(sessions.get('account')).toBe(2);
	});
});

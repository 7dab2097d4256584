import { readParseMessage } from '../../../../nodes/SeoTools/actions/project/runPositionCheck.operation';

describe('position check message', () => {
	it('recognises an open update by its date', () => {
		expect(readParseMessage('Update already in progress since 2026-11-20 06:00:00')).toMatchObject({
			queued: false,
			open_update: true,
			open_update_started: '2026-11-20 06:00:00',
		});
		expect(readParseMessage('Project queries were queued for a position check')).toMatchObject({
			queued: true,
			open_update_started: null,
		});
	});
});

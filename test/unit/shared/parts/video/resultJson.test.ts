import type { IDataObject } from 'n8n-workflow';
import { describeDuration, resultJson } from '../../../../../nodes/shared/parts/video/resultJson';

// docs/service/tools-api.md#video-tool
describe('video task result', () => {
	it('reports the duration and cost from the answer and marks a replaced duration', () => {
		const done = resultJson('7', {
			request: { duration: '10' },
			response: { success: true, data: ['https://x/v.mp4'], error: null },
			cost: '70',
			time: 't',
		});
		expect(done).toMatchObject({ duration_used: 10, cost: 70, success: true });
		const replaced: IDataObject = { model: 'studio-one', duration_requested: 30, ...done };
		expect(describeDuration(replaced)).toBe(
			'The model studio-one does not offer 30 s: the service used 10 s and charged 70 limits for it.',
		);
		expect(replaced.duration_replaced).toBe(true);
		const kept: IDataObject = { model: 'studio-one', duration_requested: null, ...done };
		expect(describeDuration(kept)).toBeUndefined();
		expect(kept.duration_replaced).toBe(false);
		expect(resultJson('8', { response: { success: true, data: [] } })).toMatchObject({
			duration_used: null,
			cost: null,
		});
		expect(
			describeDuration({ model: 'studio-one', duration_requested: 30, status: 'queued' }),
		).toBeUndefined();
	});
});

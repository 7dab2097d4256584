import { jsonObject } from '../core/request';
import { json, type Router } from '../core/router';
import { endTask, settleTask } from './aivideo';
import { videoState, type Outcome } from './state';

const OUTCOMES: Record<string, Outcome> = {
	complete: 'done',
	fail: 'failed',
	cancel: -106,
	timeout: -107,
	'limits-run-out': -105,
	'processing-error': -104,
	'unknown-status': -125,
};

/**
 * POST /__sim/video/<report_id>/<outcome> ends a task now; POST /__sim/video/settings
 * {durationMs, oneTaskAtATime, echoRequest};
 * GET /__sim/video/catalog tells processes that cannot import the simulator which profile it serves.
 */
export function registerVideoControl(router: Router): void {
	router.get('/__sim/video/catalog', (_req, ctx) => json(videoState(ctx.state).profile));
	router.post('/__sim/video/settings', (req, ctx) => {
		const body = jsonObject(req);
		const video = videoState(ctx.state);
		if (body.durationMs !== undefined) video.taskDurationMs = Number(body.durationMs);
		if (body.oneTaskAtATime !== undefined) video.oneTaskAtATime = body.oneTaskAtATime === true;
		if (body.echoRequest !== undefined) video.echoRequest = body.echoRequest === true;
		return json({
			durationMs: video.taskDurationMs,
			oneTaskAtATime: video.oneTaskAtATime,
			echoRequest: video.echoRequest,
		});
	});
	router.fallback('/__sim/video/', (req, ctx) => {
		const match = /^\/__sim\/video\/(\d+)\/([\w-]+)$/.exec(req.path);
		const task = match && videoState(ctx.state).tasks.find((t) => t.id === Number(match[1]));
		if (!match || !task || !(match[2] in OUTCOMES))
			return json({ error: 'no such task or outcome' }, 404);
		const now = ctx.clock.now();
		const owner = ctx.state.accountById(task.userId);
		settleTask(task, now, owner);
		endTask(task, OUTCOMES[match[2]], now, owner);
		return json({ report_id: task.id, outcome: task.outcome });
	});
}

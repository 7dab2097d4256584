import { formatDateTime, HOUR } from '../core/clock';
import type { Account } from '../core/model';
import type { SimRequest } from '../core/request';
import type { Router, SimContext, SimResponse } from '../core/router';
import { catalogJson, videoCost } from './catalog';
import { TEXT } from './messages';
import { videoState, type Outcome, type VideoTask } from './state';
import { validateTask } from './validate';

export const MAX_PARALLEL = 5;
export const MAX_RUNNING_MS = 6 * HOUR;
export const FAIL_MARKER = '[sim:fail]';

const TERMINAL_ERRORS: Record<number, string> = {
	[-104]: 'Processing error',
	[-105]: 'Limits run out',
	[-106]: 'The process was canceled by a user',
	[-107]: 'The process took more than 6 hours and was canceled',
	[-125]: 'Processing error',
};

const error = (code: number, text: string, extra: Record<string, unknown> = {}): SimResponse => ({
	json: { error: text, code, ...extra },
});

/** Ends a task whose time has come: done or failed (refunded) at its natural end, -107 after 6 hours. */
export function settleTask(task: VideoTask, now: number, owner: Account | undefined): void {
	if (task.outcome === undefined) {
		const naturalEnd = task.createdAt + task.durationMs;
		if (now >= naturalEnd && task.durationMs <= MAX_RUNNING_MS) {
			task.outcome = task.request.prompt.includes(FAIL_MARKER) ? 'failed' : 'done';
			task.endedAt = naturalEnd;
		} else if (now - task.createdAt > MAX_RUNNING_MS) {
			task.outcome = -107;
			task.endedAt = task.createdAt + MAX_RUNNING_MS;
		}
	}
	// A failed generation costs nothing: the limits go back once.
	if (task.outcome === 'failed' && !task.refunded && owner) {
		owner.limits += task.cost;
		task.refunded = true;
	}
}

export function endTask(
	task: VideoTask,
	outcome: Outcome,
	now: number,
	owner: Account | undefined,
): void {
	if (task.outcome !== undefined) return;
	task.outcome = outcome;
	task.endedAt = now;
	settleTask(task, now, owner);
}

function requestJson(task: VideoTask, ctx: SimContext): Record<string, unknown> {
	const r = task.request;
	const key = ctx.state.accountById(task.userId)?.apiKey ?? '';
	const echo = videoState(ctx.state).echoRequest
		? { key, url: `${ctx.baseUrl}/api/aivideo?key=${encodeURIComponent(key)}` }
		: {};
	return {
		...echo,
		...(r.mode === 'edit' ? { tab: 'edit' } : {}),
		prompt: r.prompt,
		model: r.model.value,
		aspect_ratio: r.aspect_ratio,
		quality: r.quality,
		duration: r.duration,
		...(r.audio_description ? { audio_description: r.audio_description } : {}),
		...(r.image_url ? { image_url: r.image_url } : {}),
		...(r.video_url ? { video_url: r.video_url } : {}),
		...(r.upload ? { [r.upload.field]: r.upload.filename } : {}),
	};
}

function resultAnswer(task: VideoTask, ctx: SimContext, now: number): SimResponse {
	if (task.outcome === undefined) {
		const elapsed = now - task.createdAt;
		const seconds = Math.floor(elapsed / 1000);
		return error(50, 'In progress', {
			progress: Math.min(99, Math.floor((elapsed / task.durationMs) * 100)),
			time: `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`,
		});
	}
	if (typeof task.outcome === 'number') return error(task.outcome, TERMINAL_ERRORS[task.outcome]);
	const success = task.outcome === 'done';
	return {
		json: {
			request: requestJson(task, ctx),
			response: {
				success,
				data: success ? [`${ctx.baseUrl}/files/video/${task.id}.mp4`] : [],
				error: success ? null : 'Video generation failed',
			},
			time: formatDateTime(task.endedAt ?? now),
			cost: success ? task.cost : 0,
		},
	};
}

function fieldsOf(req: SimRequest): Record<string, string | undefined> {
	const out: Record<string, string | undefined> = {};
	for (const [key, value] of Object.entries(req.form))
		out[key] = Array.isArray(value) ? value[0] : value;
	return out;
}

function handle(req: SimRequest, ctx: SimContext): SimResponse {
	const key = req.query.key;
	if (key === undefined || key === '') return error(-1, 'Access denied');
	const account = ctx.state.accountByKey(key);
	if (!account) return error(-2, 'Access denied');
	if (account.tariff === 'free') return error(-100, 'tools errors', { details: [TEXT.paidOnly] });
	const now = ctx.clock.now();
	const video = videoState(ctx.state);

	if (req.method === 'GET') {
		if (req.query.models !== undefined) return { json: catalogJson(video.profile, account.tariff) };
		if (req.query.report_id === undefined) return error(-51, 'No requests data');
		const task = video.tasks.find((t) => String(t.id) === String(req.query.report_id));
		if (!task || task.userId !== account.id) return error(-4, 'Access denied');
		settleTask(task, now, account);
		return resultAnswer(task, ctx, now);
	}

	const { task: request, details } = validateTask(
		fieldsOf(req),
		req.files,
		account.tariff,
		video.profile,
	);
	if (!request) return error(-100, 'tools errors', { details });
	const running = video.tasks.filter((t) => {
		settleTask(t, now, ctx.state.accountById(t.userId));
		return t.userId === account.id && t.outcome === undefined;
	});
	// The -32 mode: one task at a time, and the refusal names the running one.
	if (video.oneTaskAtATime && running.length)
		return error(-32, 'Task already running', { report_id: running[0].id });
	if (running.length >= MAX_PARALLEL) return error(-60, 'MAX_PARALLEL_TASKS_FAIL');
	const cost = videoCost(request.model, request.quality, request.duration);
	// Not enough limits: no task. The simulator has one pool and reports it as the daily limit (-81).
	if (account.limits < cost)
		return error(-81, 'Not enough daily limits', { available: account.limits, need: cost });
	account.limits -= cost;
	const task: VideoTask = {
		id: ctx.state.nextId('videoTask', 1001),
		userId: account.id,
		request,
		cost,
		createdAt: now,
		durationMs: video.taskDurationMs,
		refunded: false,
	};
	video.tasks.push(task);
	return { json: { report_id: task.id } };
}

/** A few deterministic bytes that start like an MP4 file. */
export function fakeMp4(id: number): Buffer {
	const header = Buffer.from([
		0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 0, 0, 0x69, 0x73, 0x6f,
		0x6d, 0x6d, 0x70, 0x34, 0x32,
	]);
	return Buffer.concat([header, Buffer.from(`simulated video ${id}`.padEnd(1024, '.'))]);
}

export function registerAivideo(router: Router): void {
	router.any('/api/aivideo', handle);
	router.fallback('/files/video/', (req, ctx) => {
		const id = Number(/\/files\/video\/(\d+)\.mp4$/.exec(req.path)?.[1]);
		const task = videoState(ctx.state).tasks.find((t) => t.id === id && t.outcome === 'done');
		if (!task) return { status: 404, text: 'Not Found' };
		return { status: 200, contentType: 'video/mp4', body: fakeMp4(id) };
	});
}

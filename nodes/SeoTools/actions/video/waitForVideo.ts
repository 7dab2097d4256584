import {
	sleep,
	type IBinaryKeyData,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
} from 'n8n-workflow';
import { readVideoTask } from '../../../shared/transport';
import { downloadLink } from '../../../shared/parts/downloadLink';
import { resultJson } from '../../../shared/parts/video/resultJson';
import { videoTaskEnded, watchVideoTask } from '../../../shared/parts/video/reserveVideoSlot';
import { itemParameter } from '../../../shared/utils/itemParameter';

/**
 * docs/service/limits.md#tools-api: the video tool is polled no more often than every 10 seconds.
 */
export const MIN_POLL_SECONDS = 10;

export interface PollResult {
	json: IDataObject;
	finished: boolean;
}

/** One free result fetch; in progress answers carry the progress percent. */
export async function fetchResult(
	ctx: IExecuteFunctions,
	reportId: string,
	itemIndex: number,
): Promise<PollResult> {
	const answer = await readVideoTask(ctx, reportId, { itemIndex });
	if (answer.state === 'done') {
		await videoTaskEnded(ctx, reportId, itemIndex);
		return { json: resultJson(reportId, answer.data), finished: true };
	}
	if (answer.state === 'inProgress') {
		return {
			json: {
				report_id: reportId,
				status: 'in_progress',
				progress: answer.progress ?? null,
				time: answer.time ?? null,
			},
			finished: false,
		};
	}
	// Any other answer (a -32 naming another task) says nothing of this task's end: the item keeps its own id.
	return { json: { report_id: reportId, status: 'in_progress' }, finished: false };
}

/** Polls until the task ends or the timeout passes. Only reads: the task is never queued again. */
export async function waitForVideo(
	ctx: IExecuteFunctions,
	reportId: string,
	itemIndex: number,
): Promise<PollResult> {
	const interval = Math.max(
		MIN_POLL_SECONDS,
		Number(itemParameter(ctx, 'pollInterval', itemIndex, 12)),
	);
	const timeoutMs = Number(itemParameter(ctx, 'waitTimeout', itemIndex, 15)) * 60_000;
	const started = Date.now();
	let last: PollResult = { json: { report_id: reportId, status: 'in_progress' }, finished: false };
	await watchVideoTask(ctx, reportId, true, itemIndex);
	try {
		while (Date.now() - started + interval * 1000 <= timeoutMs) {
			await sleep(interval * 1000);
			last = await fetchResult(ctx, reportId, itemIndex);
			if (last.finished) return last;
		}
	} finally {
		await watchVideoTask(ctx, reportId, false, itemIndex);
	}
	return {
		finished: false,
		json: {
			...last.json,
			note: `Still running after ${Math.round(timeoutMs / 60_000)} min. It was not queued again: use Video → Get Result with report ID ${reportId} later.`,
		},
	};
}

/** Downloads the first result link into binary data. */
export async function downloadVideo(
	ctx: IExecuteFunctions,
	json: IDataObject,
	itemIndex: number,
): Promise<IBinaryKeyData> {
	const links = (json.links as string[]) ?? [];
	if (json.status !== 'done' || !links.length) return {};
	const property = String(itemParameter(ctx, 'binaryPropertyName', itemIndex, 'data'));
	const video = await downloadLink(ctx, itemIndex, {
		link: links[0],
		what: 'the video',
		fallbackName: `video-${String(json.report_id)}.mp4`,
		fallbackType: 'video/mp4',
		surface: 'tools',
	});
	return { [property]: video };
}

/** Shared tail of Generate, Edit and Get Result: optional wait, optional download. */
export async function finish(
	ctx: IExecuteFunctions,
	reportId: string,
	queued: IDataObject,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	if (!itemParameter(ctx, 'waitForCompletion', itemIndex, false))
		return [{ json: { ...queued, report_id: reportId, status: queued.status ?? 'queued' } }];
	const result = await waitForVideo(ctx, reportId, itemIndex);
	const json = { ...queued, ...result.json };
	const binary = itemParameter(ctx, 'download', itemIndex, false)
		? await downloadVideo(ctx, json, itemIndex)
		: {};
	return [{ json, ...(Object.keys(binary).length ? { binary } : {}) }];
}

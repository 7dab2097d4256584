import type { IDataObject } from 'n8n-workflow';

/** A number the service gave (it may send numbers as strings); null when it gave none. */
function numberOrNull(value: unknown): number | null {
	if (value === undefined || value === null || value === '') return null;
	const n = Number(value);
	return Number.isFinite(n) ? n : null;
}

/**
 * A finished task (the video task result, docs/service/tools-api.md#video-tool) as an n8n item. The
 * duration and cost are the ones in the service's answer (`request.duration`, `cost`), never
 * computed by the node.
 */
export function resultJson(reportId: string, data: IDataObject): IDataObject {
	const response = (data.response ?? {}) as IDataObject;
	const request = (data.request ?? null) as IDataObject | null;
	const success = response.success === true;
	const links = Array.isArray(response.data) ? (response.data as string[]) : [];
	return {
		report_id: reportId,
		status: success ? 'done' : 'failed',
		success,
		links,
		error: response.error ?? null,
		duration_used: numberOrNull(request?.duration),
		cost: numberOrNull(data.cost),
		refunded: !success,
		time: data.time ?? null,
		request,
	};
}

/**
 * Compares the duration asked for with the one the service reports, on an item that has both. Marks
 * the item and returns a note when the service made another length
 * (docs/service/tools-api.md#video-tool: an invalid duration is replaced silently by the model
 * default, and charged on it).
 */
export function describeDuration(json: IDataObject): string | undefined {
	const requested = numberOrNull(json.duration_requested);
	if (!('duration_used' in json)) return undefined;
	const used = numberOrNull(json.duration_used);
	json.duration_replaced = requested !== null && used !== null && used !== requested;
	if (!json.duration_replaced) return undefined;
	const charge =
		json.success === true && json.cost !== null
			? ` and charged ${String(json.cost)} limits for it`
			: '';
	json.duration_note = `The model ${String(json.model)} does not offer ${requested} s: the service used ${used} s${charge}.`;
	return json.duration_note as string;
}

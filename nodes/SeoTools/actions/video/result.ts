import type { IDataObject } from 'n8n-workflow';

/** A finished task (spec 2.5 video task result) as an n8n item. */
export function resultJson(reportId: string, data: IDataObject): IDataObject {
	const response = (data.response ?? {}) as IDataObject;
	const success = response.success === true;
	const links = Array.isArray(response.data) ? (response.data as string[]) : [];
	return {
		report_id: reportId,
		status: success ? 'done' : 'failed',
		success,
		links,
		error: response.error ?? null,
		cost: data.cost ?? null,
		refunded: !success,
		time: data.time ?? null,
		request: data.request ?? null,
	};
}

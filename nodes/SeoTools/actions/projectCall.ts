import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import {
	projectApiRequest,
	type ProjectResponseForm,
	type RetryPolicy,
} from '../../shared/transport';
import { isRecord } from '../../shared/utils/isRecord';

/** One project-API request about a project: where it goes, the answer's form, what else it asks. */
export interface ProjectRequest {
	path: string;
	form: ProjectResponseForm;
	qs?: IDataObject;
	retry?: RetryPolicy;
}

/**
 * Sends one project-API request about the item's project and returns the service's answer. The
 * operation reads the project and its own parameters first, then turns the answer into items.
 */
export function projectCall(
	ctx: IExecuteFunctions,
	itemIndex: number,
	projectId: number,
	request: ProjectRequest,
): Promise<unknown> {
	// The request's own promise, not an async wrapper around it: one promise and one turn of the
	// microtask queue fewer per item.
	return projectApiRequest(ctx, {
		path: request.path,
		qs: { project_id: projectId, ...request.qs },
		form: request.form,
		retry: request.retry,
		itemIndex,
	});
}

/** A project-API write (POST with a wrapped answer): sent once, since writes are never repeated. */
export async function postToProject(
	ctx: IExecuteFunctions,
	path: string,
	body: IDataObject,
	itemIndex: number,
): Promise<IDataObject> {
	const result = await projectApiRequest(ctx, {
		method: 'POST',
		path,
		body,
		form: 'wrapped',
		itemIndex,
	});
	return isRecord(result) ? result : {};
}

/** What every item about a project starts with: the project id, first. */
export function aboutProject(projectId: number): IDataObject {
	return { project_id: String(projectId) };
}

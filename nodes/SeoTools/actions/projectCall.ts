import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { projectApiRequest, type ProjectResponseForm, type RetryPolicy } from '../transport';
import { getProjectId, projectLocator } from '../shared/project';
import { toItems } from '../shared/items';
import { isRecord } from '../utils/isRecord';
import type { OperationModule } from './types';

/**
 * The shape shared by the project-API operations that take a project and a few query
 * parameters: one request, its result turned into items that say which project they are about.
 */
export interface ProjectCallSpec {
	value: string;
	name: string;
	action: string;
	description: string;
	path: string;
	form: ProjectResponseForm;
	retry?: RetryPolicy;
	properties?: INodeProperties[];
	query?: (ctx: IExecuteFunctions, itemIndex: number) => IDataObject;
	output?: (
		result: unknown,
		context: IDataObject,
		ctx: IExecuteFunctions,
		itemIndex: number,
	) => INodeExecutionData[];
}

export function projectCall(spec: ProjectCallSpec): OperationModule {
	return {
		value: spec.value,
		name: spec.name,
		action: spec.action,
		description: spec.description,
		credential: 'apiKey',
		properties: [projectLocator, ...(spec.properties ?? [])],
		async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
			const projectId = getProjectId(this, itemIndex);
			const result = await projectApiRequest(this, {
				path: spec.path,
				qs: { project_id: projectId, ...(spec.query?.(this, itemIndex) ?? {}) },
				form: spec.form,
				retry: spec.retry,
				itemIndex,
			});
			const context = { project_id: String(projectId) };
			return spec.output ? spec.output(result, context, this, itemIndex) : toItems(result, context);
		},
	};
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

/** One output item about a project: the project id first, as every project operation gives it. */
export function projectItem(projectId: number, fields: IDataObject): INodeExecutionData {
	return { json: { project_id: String(projectId), ...fields } };
}

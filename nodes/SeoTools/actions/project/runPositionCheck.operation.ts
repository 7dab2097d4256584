import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { projectCall, aboutProject } from '../projectCall';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import type { OperationModule } from '../types';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';

/**
 * An open update answers with its start date instead of queueing
 * (docs/service/project-api.md#project-states); its text is not shown.
 */
const DATE_IN_TEXT =
	/\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?|\d{2}\.\d{2}\.\d{4}(?: \d{2}:\d{2}(?::\d{2})?)?/;

export function readParseMessage(message: string): IDataObject {
	const date = DATE_IN_TEXT.exec(message)?.[0];
	const openUpdate =
		date !== undefined || /already|unclosed|not closed|in progress|уже|не завершен/i.test(message);
	return {
		queued: !openUpdate,
		open_update: openUpdate,
		open_update_started: openUpdate ? (date ?? null) : null,
		message,
	};
}

export class RunPositionCheck implements OperationModule {
	readonly value = 'parse';
	readonly name = 'Run Position Check';
	readonly action = 'Run a position check of a project';
	readonly description =
		'Queue an off-schedule position check. Consumes limits as a scheduled check; never repeated automatically. If an update is still open, nothing is queued and the output says since when it runs.';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [projectLocator];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const result = await projectCall(ctx, itemIndex, projectId, {
			path: 'project/parse',
			form: 'bare',
			retry: 'never',
		});
		const message = String((result as IDataObject)?.message ?? '');
		return itemsFrom(readParseMessage(message), aboutProject(projectId));
	}
}

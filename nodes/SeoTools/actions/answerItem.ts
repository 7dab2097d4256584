import type { IDataObject, INodeExecutionData } from 'n8n-workflow';
import { isRecord } from '../../shared/utils/isRecord';
import { projectItem } from './projectCall';

/**
 * One item about the project from a tool's answer to a change (create, update, delete). The
 * document shows no result shapes: a record gives its fields, anything else (a bare id, a line
 * of text) comes out as `result`. `known` are fields the item already knows (the id it deleted),
 * which the answer's own fields override.
 */
export function answerItem(
	projectId: number,
	data: unknown,
	known: IDataObject = {},
): INodeExecutionData {
	const fields = isRecord(data) ? (data as IDataObject) : { result: data as IDataObject[string] };
	return projectItem(projectId, { ...known, ...fields });
}

import type { IDataObject, INodeExecutionData } from 'n8n-workflow';
import { isRecord } from '../../shared/utils/isRecord';
import { projectItem } from './projectCall';

/**
 * One item about the project from a tool's answer to a change (create, update, delete). The
 * document shows no result shapes: a record gives its fields, anything else (a bare id, a line
 * of text) comes out as `result`. `known` are fields the item already knows (the id it deleted),
 * which the answer's own fields override. `ownId` is the name the service may give the record's
 * own ID under (`note_id`): the item gives it as `id`, the name the lists use, once.
 */
export function answerItem(
	projectId: number,
	data: unknown,
	known: IDataObject = {},
	ownId?: string,
): INodeExecutionData {
	const fields = isRecord(data) ? (data as IDataObject) : { result: data as IDataObject[string] };
	return projectItem(projectId, ownIdOnce({ ...known, ...fields }, ownId));
}

/** `note_id` and `id` naming one ID become `id`; two different IDs stay as they are. */
function ownIdOnce(fields: IDataObject, ownId: string | undefined): IDataObject {
	if (ownId === undefined || fields[ownId] === undefined) return fields;
	if (fields.id !== undefined && String(fields.id) !== String(fields[ownId])) return fields;
	const { [ownId]: id, ...rest } = fields;
	return { id, ...rest };
}

import type { IDataObject, INodeExecutionData } from 'n8n-workflow';
import { isRecord } from '../../shared/utils/isRecord';
import { projectItem } from './projectCall';

/**
 * One item about the project from a tool's whole answer: its fields when it is a record, else the
 * answer under `value` (the document shows no result shapes: docs/decisions.md, "Rank-tracker
 * data through the agent interface").
 */
export function toolAnswerItem(projectId: number, data: unknown): INodeExecutionData {
	return projectItem(projectId, isRecord(data) ? (data as IDataObject) : { value: data as never });
}

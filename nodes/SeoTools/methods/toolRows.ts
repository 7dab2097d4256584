import type { IDataObject, ILoadOptionsFunctions } from 'n8n-workflow';
import { agentToolCall, offersAgentTool } from '../../shared/parts/agent/agentToolCall';
import { readRows } from '../../shared/parts/answers/readRows';
import { isRecord } from '../../shared/utils/isRecord';

/**
 * The whole answer of a read-only tool for a picker, or undefined when the catalog does not offer
 * the tool (a picker then shows fewer choices; the field still takes an ID or an expression).
 */
export async function toolAnswer(
	ctx: ILoadOptionsFunctions,
	name: string,
	args: IDataObject,
): Promise<unknown> {
	if (!(await offersAgentTool(ctx, name))) return undefined;
	return await agentToolCall(ctx, undefined, { tool: name, args });
}

/**
 * The rows of a read-only tool for a picker (`toolAnswer`), none when the catalog lacks it; an
 * answer without a list is one row (a picker shows what it can and takes an ID or an expression).
 */
export async function toolRows(
	ctx: ILoadOptionsFunctions,
	name: string,
	args: IDataObject,
): Promise<IDataObject[]> {
	const answer = await toolAnswer(ctx, name, args);
	return readRows(answer)?.rows ?? (isRecord(answer) ? [answer] : []);
}

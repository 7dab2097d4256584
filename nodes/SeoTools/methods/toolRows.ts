import type { IDataObject, ILoadOptionsFunctions } from 'n8n-workflow';
import { callAgentTool } from '../../shared/transport';
import { findAgentTool } from '../../shared/parts/agent/listAgentTools';
import { rowsIn } from '../../shared/parts/agent/rowsIn';

/**
 * The rows of a read-only tool for a picker, or none when the catalog does not offer the tool
 * (a picker then shows fewer choices; the field still takes an ID or an expression).
 */
export async function toolRows(
	ctx: ILoadOptionsFunctions,
	name: string,
	args: IDataObject,
): Promise<IDataObject[]> {
	if (!(await findAgentTool(ctx, name))) return [];
	return rowsIn(await callAgentTool(ctx, name, args, { retry: 'safe' }));
}

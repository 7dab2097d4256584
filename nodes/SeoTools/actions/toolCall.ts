import { NodeOperationError, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { callAgentTool } from '../../shared/transport';
import { checkArguments } from '../../shared/parts/agent/checkArguments';
import {
	declaresReportId,
	findAgentTool,
	toolKind,
	type AgentTool,
} from '../../shared/parts/agent/listAgentTools';
import { runLongTool, type PollSettings } from '../../shared/parts/agent/runLongTool';

/**
 * The helper every operation backed by the agent interface calls (Position, Metric, Report...),
 * as `projectCall` is for the project API. The operation reads and checks its own fields first,
 * then names the tool and its arguments; this sends them by the same rules as Agent → Call Tool
 * (docs/decisions/agent-interface.md#rank-tracker-data-through-the-agent-interface).
 */
export interface ToolRequest {
	/** The tool's name in the catalog (docs/service/agent-interface.md#catalog-sections). */
	tool: string;
	/** Its arguments; entries left undefined are not sent. */
	args: IDataObject;
	/** The item confirmed a destructive tool (the Delete operations' Confirm field). */
	confirmed?: boolean;
	/** A long tool's task is waited for with these settings; without them its first answer is returned. */
	wait?: PollSettings;
}

const defined = (args: IDataObject): IDataObject =>
	Object.fromEntries(
		Object.entries(args).filter(([, value]) => value !== undefined && value !== ''),
	);

/** The tool from the live catalog, or an error before anything is sent. */
export async function catalogTool(
	ctx: IExecuteFunctions,
	itemIndex: number,
	name: string,
): Promise<AgentTool> {
	const tool = await findAgentTool(ctx, name, itemIndex);
	if (tool) return tool;
	throw new NodeOperationError(
		ctx.getNode(),
		`The service’s agent interface does not offer the tool ${name}, which this operation calls`,
		{
			itemIndex,
			description:
				'Nothing was sent. Your plan or the service’s version may not include it; Agent → List Tools shows the tools your key can call.',
		},
	);
}

/**
 * Sends one tool call and returns its data (docs/service/agent-interface.md#transport). What
 * the catalog's annotations say decides how: a read may be tried again after a lost answer; a
 * tool that changes data or spends limits is sent once (docs/reliability.md); a destructive one
 * only when the item confirmed it; a long one (its schema declares report_id) is polled by its
 * report_id when `wait` is given.
 */
export async function toolCall(
	ctx: IExecuteFunctions,
	itemIndex: number,
	request: ToolRequest,
): Promise<unknown> {
	const tool = await catalogTool(ctx, itemIndex, request.tool);
	const kind = toolKind(tool);
	if (kind === 'destructive' && !request.confirmed)
		throw new NodeOperationError(
			ctx.getNode(),
			`Confirm: the tool ${tool.name} deletes irreversibly and was not run`,
			{ itemIndex, description: 'Turn on Confirm to delete. Nothing was sent.' },
		);
	const args = checkArguments(ctx, itemIndex, tool, defined(request.args));
	const send = async () =>
		await callAgentTool(ctx, tool.name, args, {
			retry: kind === 'readOnly' ? 'safe' : 'never',
			itemIndex,
		});
	if (!request.wait || !declaresReportId(tool)) return await send();
	return await runLongTool(ctx, tool.name, args, send, request.wait, itemIndex);
}

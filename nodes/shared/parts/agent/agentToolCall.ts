import { NodeOperationError, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { agentToolRequest, type RequestContext } from '../../transport';
import { checkArguments, checkArgumentsOnce } from './checkArguments';
import {
	declaresReportId,
	findAgentTool,
	knownAgentTool,
	toolKind,
	type AgentTool,
} from './listAgentTools';
import { waitForAgentTask, type PollSettings } from './waitForAgentTask';
import { downloadLink, type Download } from '../downloadLink';

/**
 * The one way to call a tool of the agent interface: operations (Position, Metric, Report...),
 * Agent → Call Tool, the editor's pickers and Report's file download all come here. The caller reads and checks its own fields first,
 * then names the tool and its arguments; this module resolves the tool in the catalog (one
 * tools/list per execution, listAgentTools.ts), checks the arguments against its schema, sends it
 * as its annotations say and waits for it when it is long (docs/decisions/agent-catalog-operations.md#one-way-to-call-an-agent-tool). Paging is readAgentToolRows.ts, which calls this for every page.
 */
export interface AgentToolRequest {
	/** The tool's name in the catalog (docs/service/agent-interface.md#catalog-sections). */
	tool: string;
	/** Its arguments; entries left undefined are not sent. */
	args: IDataObject;
	/** The item confirmed a destructive tool (the Delete operations' Confirm field). */
	confirmed?: boolean;
	/** A long tool's task is waited for with these settings; without them its first answer is returned. */
	wait?: PollSettings;
	/**
	 * The user named the tool (Agent → Call Tool), so a refusal speaks of their choice and its
	 * field; otherwise the operation named it, and a refusal says the operation needs it.
	 */
	namedByUser?: boolean;
}

const defined = (args: IDataObject): IDataObject =>
	Object.fromEntries(
		Object.entries(args).filter(([, value]) => value !== undefined && value !== ''),
	);

/** Whether the live catalog offers the tool (a picker shows fewer choices when it does not). */
export async function offersAgentTool(ctx: RequestContext, name: string): Promise<boolean> {
	return (await findAgentTool(ctx, name)) !== undefined;
}

/** The tool from the live catalog, or an error before anything is sent. */
export async function resolveAgentTool(
	ctx: RequestContext,
	itemIndex: number | undefined,
	name: string,
	namedByUser = false,
): Promise<AgentTool> {
	const tool = await findAgentTool(ctx, name, itemIndex);
	if (tool) return tool;
	if (namedByUser)
		throw new NodeOperationError(
			ctx.getNode(),
			`Tool ${name} is not in the catalog of the agent interface`,
			{ itemIndex, description: 'Use List Tools to see the tool names. Nothing was sent.' },
		);
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

/** A destructive tool the item did not confirm: refused before anything is sent. */
function unconfirmed(
	ctx: RequestContext,
	itemIndex: number | undefined,
	request: AgentToolRequest,
) {
	if (request.namedByUser)
		return new NodeOperationError(
			ctx.getNode(),
			`Tool ${request.tool} is destructive (it deletes irreversibly) and was not run`,
			{ itemIndex, description: 'Turn on "Confirm Destructive Tool" to run it. Nothing was sent.' },
		);
	return new NodeOperationError(
		ctx.getNode(),
		`Confirm: the tool ${request.tool} deletes irreversibly and was not run`,
		{ itemIndex, description: 'Turn on Confirm to delete. Nothing was sent.' },
	);
}

/**
 * Sends one tool call and returns its data (docs/service/agent-interface.md#transport). What
 * the catalog's annotations say decides how: a read may be tried again after a lost answer; a
 * tool that changes data or spends limits is sent once (docs/reliability.md); a destructive one
 * only when the item confirmed it; a long one (its schema declares report_id) is polled by its
 * report_id when `wait` is given. `itemIndex` is undefined for the editor's pickers.
 */
export async function agentToolCall(
	ctx: RequestContext,
	itemIndex: number | undefined,
	request: AgentToolRequest,
): Promise<unknown> {
	// The catalog is read once per execution; the items after the first take the tool from it
	// without waiting a turn.
	const tool =
		knownAgentTool(ctx, request.tool) ??
		(await resolveAgentTool(ctx, itemIndex, request.tool, request.namedByUser));
	const kind = toolKind(tool);
	if (kind === 'destructive' && !request.confirmed) throw unconfirmed(ctx, itemIndex, request);
	// An operation leaves its unset fields empty; arguments a user wrote (Call Tool) go as written,
	// and the same arguments for the same tool are checked once per execution (checkArguments.ts).
	const args = request.namedByUser
		? checkArgumentsOnce(ctx, itemIndex, tool, request.args)
		: checkArguments(ctx, itemIndex, tool, defined(request.args));
	// A tool that changes data or spends limits is sent exactly once (docs/reliability.md).
	const retry = kind === 'readOnly' ? 'safe' : 'never';
	// Only a tool whose schema declares report_id is ever called a second time (a poll).
	if (!request.wait || !declaresReportId(tool))
		return await agentToolRequest(ctx, tool.name, args, { retry, itemIndex });
	return await waitForAgentTask(ctx as IExecuteFunctions, {
		name: tool.name,
		args,
		retry,
		settings: request.wait,
		itemIndex: itemIndex ?? 0,
	});
}

/**
 * A file a tool's answer links to (get_report_file's docx), downloaded as n8n binary data by the
 * same door as every other request of the agent interface.
 */
export async function agentToolFile(
	ctx: IExecuteFunctions,
	itemIndex: number,
	file: Omit<Download, 'surface'>,
) {
	return await downloadLink(ctx, itemIndex, { ...file, surface: 'agent' });
}

import type { Account } from '../core/model';
import type { SimContext } from '../core/router';
import { parseArguments } from './arguments';
import type { CatalogTool } from './catalog';
import { ProjectApiFailure } from '../project-api/respond';
import { failureText } from './projectApi';
import { plainSuccess } from './plainResults';
import type { AgentCatalogProfile } from './profile';
import type { ProjectApi } from './projectApiTypes';
import { ToolFailure, type ToolCall, type ToolData } from './tools/call';
import { IMPLEMENTED } from './tools';
import { TaskRunning } from './tools/long';

export interface ToolResult {
	content: Array<{ type: 'text'; text: string }>;
	structuredContent?: ToolData;
	isError: boolean;
}

export const toolSuccess = (data: ToolData): ToolResult => ({
	content: [{ type: 'text', text: JSON.stringify(data) }],
	structuredContent: data,
	isError: false,
});

export const toolError = (message: string): ToolResult => ({
	content: [{ type: 'text', text: message }],
	isError: true,
});

/**
 * Code -32 in two of its plausible forms: the standard profile as structured content (`code`,
 * `report_id`) beside its JSON text, not an error; the plain profile as an error whose only
 * text names the code and the report_id.
 */
function taskRunning(refusal: TaskRunning, profile: AgentCatalogProfile): ToolResult {
	if (profile === 'plain')
		return toolError(`Error -32: ${refusal.message}. No new task was queued.`);
	return toolSuccess({ code: -32, error: 'Task already running', report_id: refusal.reportId });
}

const RIGHTS_TEXT = {
	write: 'write access to the project is required (the key owner has read access)',
	owner: 'only the project owner can do this',
} as const;

/** Rule 1-2 of the service's documentation: the key owner's projects and rights, as in the interface. */
function bindProject(tool: CatalogTool, call: ToolCall): void {
	const id = call.args.project_id;
	if (tool.scope === 'account' || (tool.scope === 'project-optional' && id === undefined)) return;
	const project = call.ctx.state.project(Number(id));
	const role = project ? call.ctx.state.access(call.account, project) : undefined;
	if (!project || !role)
		throw new ToolFailure(
			`Project ${String(id)} not found among the projects of the key owner (own and shared)`,
		);
	if (tool.rights === 'write' && role === 'read')
		throw new ToolFailure(`${tool.name}: ${RIGHTS_TEXT.write}`);
	if (tool.rights === 'owner' && role !== 'owner')
		throw new ToolFailure(`${tool.name}: ${RIGHTS_TEXT.owner}`);
	call.project = project;
	call.role = role;
}

/** tools/call for a catalog tool: arguments, project and rights first, then the tool itself. */
export async function callTool(
	tool: CatalogTool,
	rawArgs: unknown,
	env: { account: Account; ctx: SimContext; api: ProjectApi; profile: AgentCatalogProfile },
): Promise<ToolResult> {
	const impl = IMPLEMENTED[tool.name];
	if (!impl) {
		// Every catalog tool has an implementation (a test calls each); this guards a catalog row added without one.
		return toolError(`${tool.name} has no implementation in the simulator`);
	}
	const parsed = parseArguments(tool, rawArgs);
	if (!parsed.ok)
		return toolError(`Invalid arguments for ${tool.name}: ${parsed.issues.join('; ')}`);
	const call: ToolCall = {
		tool,
		account: env.account,
		args: parsed.value,
		ctx: env.ctx,
		api: env.api,
	};
	try {
		bindProject(tool, call);
		const data = await impl(call);
		return env.profile === 'plain' ? plainSuccess(tool, data) : toolSuccess(data);
	} catch (error) {
		if (error instanceof TaskRunning) return taskRunning(error, env.profile);
		if (error instanceof ToolFailure) return toolError(error.message);
		// Project-API rules reused directly (e.g. which groups take queries) fail the same way.
		if (error instanceof ProjectApiFailure)
			return toolError(failureText(error.message, error.code, error.extra));
		throw error;
	}
}

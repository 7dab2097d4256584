import type { Account, Project } from '../../core/model';
import type { SimContext } from '../../core/router';
import type { Args } from '../arguments';
import type { CatalogTool } from '../catalog';
import type { ProjectApi } from '../projectApiTypes';

/** Everything a tool implementation gets: who calls, on what, with which checked arguments. */
export interface ToolCall {
	tool: CatalogTool;
	account: Account;
	/** Set for project tools (scope `project`, or `project-optional` when project_id was given). */
	project?: Project;
	role?: 'owner' | 'write' | 'read';
	args: Args;
	ctx: SimContext;
	/** The project API of this simulator, called the way an HTTP client would. */
	api: ProjectApi;
}

/** The data of a tool result: becomes structuredContent and the JSON text content. */
export type ToolData = Record<string, unknown>;

export type ToolImpl = (call: ToolCall) => ToolData | Promise<ToolData>;

/** A tool execution error: becomes a result with isError true and this text. */
export class ToolFailure extends Error {}

/** The project of a project tool; the pipeline has resolved it before the implementation runs. */
export function projectOf(call: ToolCall): Project {
	if (!call.project) throw new ToolFailure(`${call.tool.name}: project_id is required`);
	return call.project;
}

/** limit/offset paging of a list (limit 0 or absent: everything). */
export function page<T>(list: T[], args: Args, defaultLimit = 0): T[] {
	const offset = Math.max(0, Number(args.offset ?? 0));
	const limit = Number(args.limit ?? defaultLimit);
	return limit > 0 ? list.slice(offset, offset + limit) : list.slice(offset);
}

export const contains = (value: string | null | undefined, needle: unknown) =>
	needle === undefined || (value ?? '').toLowerCase().includes(String(needle).toLowerCase());

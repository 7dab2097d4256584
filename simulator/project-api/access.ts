import type { Account, Project } from '../core/model';
import { strictInteger } from '../core/integers';
import { jsonObject, pick, type SimRequest } from '../core/request';
import type { Handler, SimContext, SimResponse } from '../core/router';
import { ProjectApiFailure, projectError } from './respond';

export interface ProjectCall {
	account: Account;
	project: Project;
	role: 'owner' | 'write' | 'read';
	req: SimRequest;
	ctx: SimContext;
}

/** token only ever comes from the query string (docs/service/project-api.md#conventions). */
export function accountOf(req: SimRequest, ctx: SimContext): Account {
	const account = ctx.state.accountByKey(req.query.token);
	if (!account) throw new ProjectApiFailure(50, 'Access denied: the token is missing or unknown');
	return account;
}

/** An integer parameter, or undefined when absent or not written as an integer (`0x65`, `1e2`). */
export function intParam(value: unknown): number | undefined {
	return strictInteger(value);
}

/**
 * Resolves the account and project of a call. `sources` lists where project_id is read
 * (query string for most methods; JSON body for the POST methods with a body).
 */
export function resolveProject(
	req: SimRequest,
	ctx: SimContext,
	options: { write?: boolean; from?: 'query' | 'body' | 'any' } = {},
): ProjectCall {
	const account = accountOf(req, ctx);
	const from = options.from ?? 'query';
	const raw =
		from === 'query'
			? req.query.project_id
			: from === 'body'
				? pick('project_id', jsonObject(req), req.form)
				: pick('project_id', jsonObject(req), req.form, req.query);
	const projectId = intParam(raw);
	if (projectId === undefined)
		throw new ProjectApiFailure(51, 'project_id is missing or not an integer');
	const project = ctx.state.project(projectId);
	if (!project) throw new ProjectApiFailure(51, `Project ${projectId} not found`);
	const role = ctx.state.access(account, project);
	if (!role) throw new ProjectApiFailure(50, 'Access denied: no access to this project');
	if (options.write) {
		if (account.tariff === 'promo')
			throw new ProjectApiFailure(50, 'Access denied: promo and test keys cannot change projects');
		if (role === 'read')
			throw new ProjectApiFailure(50, 'Access denied: write access to the project is required');
	}
	return { account, project, role, req, ctx };
}

/** Wraps a handler so that ProjectApiFailure becomes the documented error form (HTTP 200). */
export function guarded(handler: Handler): Handler {
	return async (req, ctx): Promise<SimResponse> => {
		try {
			return await handler(req, ctx);
		} catch (error) {
			if (error instanceof ProjectApiFailure)
				return projectError(error.code, error.message, error.extra);
			throw error;
		}
	};
}

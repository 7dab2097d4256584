import type { Account, Project } from '../core/model';

// A leaf module: tools/call.ts needs the ProjectApi type and projectApi.ts needs ToolFailure from
// tools/call.ts, so the types live here to keep the two from importing each other.

export type Scalar = string | number | boolean | undefined;

export interface ProjectApiCall {
	method: 'GET' | 'POST';
	/** Path below /projects/api/v1/, e.g. `groups/add`. */
	path: string;
	query?: Record<string, Scalar | Scalar[]>;
	body?: Record<string, unknown>;
}

export interface ProjectApi {
	/** Calls a project API method as the account, on the project; returns W's result or B's body. */
	call(account: Account, project: Project, request: ProjectApiCall): Promise<unknown>;
}

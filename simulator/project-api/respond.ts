import type { SimResponse } from '../core/router';

/** Response forms of the project API (docs/service/responses.md#project-api). */
export const wrapped = (result: unknown): SimResponse => ({
	json: { status: 'ok', code: 1, msg: 'success', result },
});
export const bare = (body: unknown): SimResponse => ({ json: body });

export const PROJECT_ERRORS = {
	50: 'access error',
	51: 'wrong project id',
	52: 'wrong request data',
	666: 'something is going wrong',
} as const;

export type ProjectErrorCode = keyof typeof PROJECT_ERRORS;

export const projectError = (
	code: ProjectErrorCode,
	message: string,
	extra: Record<string, unknown> = {},
): SimResponse => ({
	json: { status: 'error', code, msg: PROJECT_ERRORS[code], result: { message, ...extra } },
});

/** Thrown by helpers, turned into the error form by `guarded`. */
export class ProjectApiFailure extends Error {
	constructor(
		readonly code: ProjectErrorCode,
		message: string,
		readonly extra: Record<string, unknown> = {},
	) {
		super(message);
	}
}

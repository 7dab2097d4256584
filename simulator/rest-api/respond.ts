import { formatDateTime } from '../core/clock';
import type { SimContext, SimResponse } from '../core/router';

/**
 * The REST wrapper (docs/service/responses.md#rest-api): always HTTP 200, success when code is
 * 200-299.
 */
export function rest(
	ctx: SimContext,
	code: number,
	message: string,
	data: unknown = null,
): SimResponse {
	const status = code >= 200 && code < 300 ? 'success' : 'error';
	return { json: { status, message, code, data, dt: formatDateTime(ctx.clock.now()) } };
}

/** Thrown by helpers; turned into the wrapper by `handled`. */
export class RestFailure extends Error {
	constructor(
		readonly code: number,
		message: string,
		readonly data: unknown = null,
	) {
		super(message);
	}
}

export const UNAUTHORIZED = 'Token is not authorized. Check api documentation on /api-rest/doc';

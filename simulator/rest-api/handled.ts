import type { Handler, SimResponse } from '../core/router';
import { rest, RestFailure } from './respond';

/** Turns a RestFailure into the wrapper with its code (HTTP 200). */
export function handled(handler: Handler): Handler {
	return async (req, ctx): Promise<SimResponse> => {
		try {
			return await handler(req, ctx);
		} catch (error) {
			if (error instanceof RestFailure) return rest(ctx, error.code, error.message, error.data);
			throw error;
		}
	};
}

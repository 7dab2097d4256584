import { formatDateTime } from '../core/clock';
import type { Account } from '../core/model';
import type { SimRequest } from '../core/request';
import type { SimContext } from '../core/router';
import { signToken, verifyToken } from './jwt';
import { RestFailure, UNAUTHORIZED } from './respond';
import { restState } from './state';

/**
 * A new token pair (docs/service/rest-api.md#token-life-cycle): every call issues new tokens,
 * earlier ones keep working.
 */
export function issuePair(ctx: SimContext, account: Account, refreshToken?: string) {
	const settings = restState(ctx.state);
	const now = ctx.clock.now();
	const iat = Math.floor(now / 1000);
	const accessExp = now + settings.accessTtlMs;
	return {
		jwt_token: signToken(settings.secret, {
			sub: account.id,
			typ: 'access',
			iat,
			exp: Math.floor(accessExp / 1000),
		}),
		refresh_token:
			refreshToken ??
			signToken(settings.secret, {
				sub: account.id,
				typ: 'refresh',
				iat,
				exp: Math.floor((now + settings.refreshTtlMs) / 1000),
			}),
		valid: formatDateTime(Math.floor(accessExp / 1000) * 1000),
	};
}

/** The account of the access token in header `token`, or code 401 (also for an API key there). */
export function requireUser(req: SimRequest, ctx: SimContext): Account {
	const claims = verifyToken(
		restState(ctx.state).secret,
		req.headers.token,
		'access',
		ctx.clock.now(),
	);
	const account = claims ? ctx.state.accountById(claims.sub) : undefined;
	if (!account || account.deleted) throw new RestFailure(401, UNAUTHORIZED);
	return account;
}

export function accountOfRefresh(token: unknown, ctx: SimContext): Account | undefined {
	const claims = verifyToken(restState(ctx.state).secret, token, 'refresh', ctx.clock.now());
	const account = claims ? ctx.state.accountById(claims.sub) : undefined;
	return account && !account.deleted ? account : undefined;
}

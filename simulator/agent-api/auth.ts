import { hashUnit } from '../core/random';
import type { Account } from '../core/model';
import type { SimRequest } from '../core/request';
import type { SimState } from '../core/state';
import { RPC } from './rpc';

export type AuthResult =
	| { ok: true; account: Account }
	| { ok: false; status: number; code: number; message: string };

/**
 * docs/service/agent-interface.md#credentials: `Authorization: Bearer <key>`, or `?key=` for
 * clients that cannot set a header.
 */
export function keyOf(req: SimRequest): string | undefined {
	const header = req.headers.authorization ?? '';
	const bearer = /^Bearer\s+(.+)$/i.exec(header.trim())?.[1]?.trim();
	if (bearer) return bearer;
	const key = req.query.key;
	return typeof key === 'string' && key !== '' ? key : undefined;
}

export function authenticate(req: SimRequest, state: SimState): AuthResult {
	const key = keyOf(req);
	if (!key)
		return {
			ok: false,
			status: 401,
			code: RPC.unauthorized,
			message: 'Unauthorized: send the API key as "Authorization: Bearer <key>" or ?key=',
		};
	const account = state.accountByKey(key);
	if (!account)
		return {
			ok: false,
			status: 401,
			code: RPC.unauthorized,
			message: 'Unauthorized: the API key is unknown or was replaced by a new one',
		};
	if (account.tariff === 'free') {
		return {
			ok: false,
			status: 403,
			code: RPC.forbidden,
			message:
				'Forbidden: the agent interface needs a paid tariff (the API key is issued on paid tariffs)',
		};
	}
	return { ok: true, account };
}

/**
 * docs/service/agent-interface.md#credentials (revocation): a new key replaces the old one at once,
 * on every surface that takes the key. The new key is derived from the account and a counter, so
 * runs stay repeatable.
 */
export function regenerateKey(state: SimState, account: Account): string {
	const round = state.nextId(`api-key-${account.id}`);
	const hex = Math.floor(hashUnit(account.id, round, 0x5e0) * 0xffffffff)
		.toString(16)
		.padStart(8, '0');
	const hex2 = Math.floor(hashUnit(round, account.id, 0x7001) * 0xffffffff)
		.toString(16)
		.padStart(8, '0');
	account.apiKey = `sim-${account.tariff}-${hex}${hex2}`;
	return account.apiKey;
}

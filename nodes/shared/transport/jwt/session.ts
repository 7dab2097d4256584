import type { ICredentialDataDecryptedObject, IDataObject } from 'n8n-workflow';
import { processMap } from '../../utils/processMap';

/**
 * JWT sessions of the REST API. The first sign-in is n8n's pre-authentication of the account
 * credential: n8n stores the token pair in the credential (its database, encrypted), so every
 * process of an installation (main and queue-mode workers) starts from the same pair. Each
 * process then keeps the newest session in memory and refreshes it there when it expires.
 * Tokens never go into execution data or workflow static data.
 */
export interface Session {
	accessToken: string;
	refreshToken: string;
	/** Local time (ms) after which the access token is treated as expired. */
	accessExpiresAt: number;
}

/** Refresh this long before the service's `valid` instant, to absorb clock drift and slow calls. */
export const EXPIRY_LEEWAY_MS = 60_000;
const FALLBACK_LIFETIME_MS = 55 * 60_000;

/**
 * Process-wide: a node cannot write a refreshed pair back into the credential, so the access
 * token one execution refreshed is kept here for the next ones; without it every later execution
 * would refresh the stored pair again (one more request each, see docs/scaling.md).
 */
const sessions = processMap<string, Session>();

/** FNV-1a: the password is part of the key (a changed password is a new session) but never stored. */
function fingerprint(text: string): string {
	let hash = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		hash ^= text.charCodeAt(i);
		hash = Math.imul(hash, 0x01000193) >>> 0;
	}
	return hash.toString(16);
}

export interface SessionOwner {
	id: string;
	baseUrl: string;
	email: string;
	password: string;
}

export function sessionKey(credential: SessionOwner): string {
	return [
		credential.id,
		credential.baseUrl,
		credential.email.toLowerCase(),
		fingerprint(credential.password),
	].join('|');
}

/** Says whose pair a stored session is: a credential edited to another login ignores the old pair. */
export function ownerStamp(credential: Omit<SessionOwner, 'id'>): string {
	return fingerprint(
		[credential.baseUrl, credential.email.toLowerCase(), credential.password].join('|'),
	);
}

/** Hidden fields of the account credential that hold the stored pair; `sessionToken` is n8n's expirable one. */
export const STORED_FIELDS = {
	access: 'sessionToken',
	refresh: 'sessionRefreshToken',
	expiresAt: 'sessionExpiresAt',
	owner: 'sessionOwner',
} as const;

export function toStoredFields(session: Session, owner: string): IDataObject {
	return {
		[STORED_FIELDS.access]: session.accessToken,
		[STORED_FIELDS.refresh]: session.refreshToken,
		[STORED_FIELDS.expiresAt]: String(session.accessExpiresAt),
		[STORED_FIELDS.owner]: owner,
	};
}

export function fromStoredFields(
	data: ICredentialDataDecryptedObject,
	owner: string,
): Session | undefined {
	const accessToken = String(data[STORED_FIELDS.access] ?? '');
	const expiresAt = Number(data[STORED_FIELDS.expiresAt]);
	if (!accessToken || data[STORED_FIELDS.owner] !== owner || !Number.isFinite(expiresAt))
		return undefined;
	return {
		accessToken,
		refreshToken: String(data[STORED_FIELDS.refresh] ?? ''),
		accessExpiresAt: expiresAt,
	};
}

/** The later of two sessions (a pair refreshed in memory beats the stored one it came from). */
export function newest(a: Session | undefined, b: Session | undefined): Session | undefined {
	if (!a || !b) return a ?? b;
	return a.accessExpiresAt >= b.accessExpiresAt ? a : b;
}

export function getSession(key: string): Session | undefined {
	return sessions.get(key);
}

export function saveSession(key: string, session: Session): void {
	sessions.set(key, session);
}

export function dropSession(key: string): void {
	sessions.delete(key);
}

/**
 * Process-wide: executions that run at the same time share one renewal, and they are different
 * executions, so the renewal in flight cannot belong to any one of them.
 */
const inflight = processMap<string, Promise<Session>>();

/**
 * Runs one sign-in or refresh per credential at a time: items and executions that find the
 * token expired together wait for the same renewal instead of each signing in (no stampede).
 */
export async function renewOnce(key: string, renew: () => Promise<Session>): Promise<Session> {
	const running = inflight.get(key);
	if (running) return await running;
	const next = renew().finally(() => inflight.delete(key));
	inflight.set(key, next);
	return await next;
}

export function isFresh(session: Session, now: number): boolean {
	return now < session.accessExpiresAt - EXPIRY_LEEWAY_MS;
}

const parseServerTime = (text: unknown): number | undefined => {
	if (typeof text !== 'string') return undefined;
	const ms = Date.parse(`${text.trim().replace(' ', 'T')}Z`);
	return Number.isNaN(ms) ? undefined : ms;
};

/**
 * The token pair says until when the access token is valid, in the server's clock and time zone;
 * the wrapper's `dt` is the server's "now" in the same clock, so `valid - dt` is the lifetime
 * whatever the clocks and zones of the two machines.
 */
export function sessionFromPair(pair: IDataObject, serverNow: unknown, localNow: number): Session {
	const valid = parseServerTime(pair.valid);
	const now = parseServerTime(serverNow);
	const lifetime =
		valid !== undefined && now !== undefined && valid > now ? valid - now : FALLBACK_LIFETIME_MS;
	return {
		accessToken: String(pair.jwt_token ?? ''),
		refreshToken: String(pair.refresh_token ?? ''),
		accessExpiresAt: localNow + lifetime,
	};
}

import type { IDataObject } from 'n8n-workflow';
import type { AccountCredential } from './credentials';

/**
 * JWT sessions of the REST API, kept in memory per credential for the life of the n8n process.
 * One sign-in serves every item and every execution until the access token needs refreshing;
 * tokens never go into execution data or workflow static data.
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

const sessions = new Map<string, Session>();

/** FNV-1a: the password is part of the key (a changed password is a new session) but never stored. */
function fingerprint(text: string): string {
	let hash = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		hash ^= text.charCodeAt(i);
		hash = Math.imul(hash, 0x01000193) >>> 0;
	}
	return hash.toString(16);
}

export function sessionKey(credential: AccountCredential): string {
	return [credential.id, credential.baseUrl, credential.email.toLowerCase(), fingerprint(credential.password)].join('|');
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

/** Forgets every session (tests). */
export function clearSessions(): void {
	sessions.clear();
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
	const lifetime = valid !== undefined && now !== undefined && valid > now ? valid - now : FALLBACK_LIFETIME_MS;
	return {
		accessToken: String(pair.jwt_token ?? ''),
		refreshToken: String(pair.refresh_token ?? ''),
		accessExpiresAt: localNow + lifetime,
	};
}

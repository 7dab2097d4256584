import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Real HS256 JSON Web Tokens, checked against the simulator's virtual clock. */
export interface TokenClaims {
	sub: number;
	typ: 'access' | 'refresh';
	iat: number;
	exp: number;
	jti: string;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export function signToken(secret: string, claims: Omit<TokenClaims, 'jti'>): string {
	const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
	const payload = b64url(JSON.stringify({ ...claims, jti: randomBytes(8).toString('hex') }));
	const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
	return `${header}.${payload}.${signature}`;
}

/** The claims of a well-signed, unexpired token of the given type; undefined otherwise. */
export function verifyToken(
	secret: string,
	token: unknown,
	typ: TokenClaims['typ'],
	nowMs: number,
): TokenClaims | undefined {
	if (typeof token !== 'string') return undefined;
	const parts = token.split('.');
	if (parts.length !== 3) return undefined;
	const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
	const given = Buffer.from(parts[2], 'base64url');
	if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
	try {
		const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as TokenClaims;
		if (claims.typ !== typ || claims.exp * 1000 <= nowMs) return undefined;
		return claims;
	} catch {
		return undefined;
	}
}

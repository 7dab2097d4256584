/**
 * Every form in which a secret can come back inside an answer or an error: as it is,
 * URL-encoded (a service echoing the request URL, `…?key=<the key>`), form-encoded, and Base64
 * (a service echoing a header or a body it encoded). Used by redact.ts (texts) and
 * withoutSecrets.ts (output items), so both cut the same forms.
 */

/** Shorter values are not secrets worth cutting out of text. */
export const MIN_SECRET_LENGTH = 4;

/**
 * Base64 forms are cut only for secrets this long: a shorter secret's Base64 core is a few
 * characters that ordinary encoded text holds by chance.
 */
const MIN_BASE64_SECRET_LENGTH = 8;

/**
 * The characters of a Base64 text that depend only on the secret, wherever it sits in the
 * encoded text: a secret inside a longer encoded text ("user:key" encoded whole) starts at one of
 * three byte offsets modulo 3, and each offset gives its own run of characters. Both alphabets
 * (standard and URL-safe) are given.
 */
function base64Cores(secret: string): string[] {
	const bytes = Buffer.from(secret, 'utf8');
	const cores: string[] = [];
	for (let shift = 0; shift < 3; shift++) {
		const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
		// Character i holds bits 6i to 6i+5; the secret holds bits 8·shift to 8·(shift + n) − 1.
		const core = encoded.slice(
			Math.ceil((8 * shift) / 6),
			Math.floor((8 * (shift + bytes.length)) / 6),
		);
		cores.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'));
	}
	return cores;
}

export function secretForms(secret: string | undefined): string[] {
	if (!secret || secret.length < MIN_SECRET_LENGTH) return [];
	const forms = new Set([
		secret,
		encodeURIComponent(secret),
		new URLSearchParams({ s: secret }).toString().slice(2),
	]);
	if (secret.length >= MIN_BASE64_SECRET_LENGTH)
		for (const core of base64Cores(secret)) forms.add(core);
	return [...forms];
}

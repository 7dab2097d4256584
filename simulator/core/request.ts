import type { IncomingMessage } from 'node:http';

export type ParamValue = string | string[];
export type Params = Record<string, ParamValue>;

export interface UploadedFile {
	field: string;
	filename: string;
	mimeType: string;
	size: number;
	data: Buffer;
}

/** A parsed request as every simulator handler sees it. */
export interface SimRequest {
	method: string;
	path: string;
	/** Query string parameters; `name[]=a&name[]=b` becomes `name: ['a','b']`. */
	query: Params;
	/** JSON body (any shape) when the content type is JSON. */
	json: unknown;
	/** Form fields (urlencoded or multipart), same array rule as the query. */
	form: Params;
	files: UploadedFile[];
	headers: Record<string, string>;
	contentType: string;
	rawBody: Buffer;
	/** Set when a JSON body could not be parsed. */
	bodyError?: string;
	/** Set when the body was over the cap: it was read and dropped, nothing of it is parsed. */
	bodyTooLarge?: boolean;
}

export function parseParams(search: URLSearchParams): Params {
	const out: Params = {};
	for (const [rawKey, value] of search) {
		const isArray = rawKey.endsWith('[]');
		const key = isArray ? rawKey.slice(0, -2) : rawKey;
		const existing = out[key];
		if (isArray) {
			out[key] = Array.isArray(existing)
				? [...existing, value]
				: existing !== undefined
					? [existing, value]
					: [value];
		} else {
			out[key] = value;
		}
	}
	return out;
}

export const MAX_BODY_BYTES = 64 * 1024 * 1024;

/**
 * Reads the body. Past `maxBytes` the rest is read and dropped rather than the socket destroyed:
 * a client still sending its body sees a reset instead of the answer, so the 413 would be lost.
 */
function readBody(
	req: IncomingMessage,
	maxBytes: number,
): Promise<{ body: Buffer; tooLarge: boolean }> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		let size = 0;
		req.on('data', (chunk: Buffer) => {
			size += chunk.length;
			if (size > maxBytes) chunks.length = 0;
			else chunks.push(chunk);
		});
		req.on('end', () =>
			resolve(
				size > maxBytes
					? { body: Buffer.alloc(0), tooLarge: true }
					: { body: Buffer.concat(chunks), tooLarge: false },
			),
		);
		req.on('error', reject);
	});
}

/**
 * The request target as path and query. It is always a path on this server: a target starting
 * with `//` is not a host (WHATWG URL parsing would read one, and throw on `//a b`). Repeated
 * slashes merge as in common web servers; a trailing slash is dropped.
 */
export function splitTarget(target: string): { path: string; search: URLSearchParams } {
	const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(target);
	const fromOrigin = absolute ? target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '') : target;
	const hash = fromOrigin.indexOf('#');
	const withoutHash = hash === -1 ? fromOrigin : fromOrigin.slice(0, hash);
	const question = withoutHash.indexOf('?');
	const rawPath = question === -1 ? withoutHash : withoutHash.slice(0, question);
	const query = question === -1 ? '' : withoutHash.slice(question + 1);
	const path = `/${rawPath}`.replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/';
	return { path, search: new URLSearchParams(query) };
}

/** A small multipart/form-data parser: enough for the service's form uploads. */
export function parseMultipart(
	body: Buffer,
	boundary: string,
): { form: Params; files: UploadedFile[] } {
	const form: Params = {};
	const files: UploadedFile[] = [];
	const delimiter = Buffer.from(`--${boundary}`);
	let start = body.indexOf(delimiter);
	while (start !== -1) {
		const partStart = start + delimiter.length;
		if (body.slice(partStart, partStart + 2).toString() === '--') break;
		const next = body.indexOf(delimiter, partStart);
		if (next === -1) break;
		// part = CRLF headers CRLF CRLF content CRLF
		const part = body.slice(partStart + 2, next - 2);
		const headerEnd = part.indexOf('\r\n\r\n');
		if (headerEnd !== -1) {
			const headerText = part.slice(0, headerEnd).toString('utf8');
			const content = part.slice(headerEnd + 4);
			const disposition = /content-disposition:[^\r\n]*/i.exec(headerText)?.[0] ?? '';
			const name = /name="([^"]*)"/i.exec(disposition)?.[1];
			const filename = /filename="([^"]*)"/i.exec(disposition)?.[1];
			const mimeType =
				/content-type:\s*([^\r\n;]+)/i.exec(headerText)?.[1]?.trim() ?? 'application/octet-stream';
			if (name !== undefined) {
				if (filename !== undefined) {
					files.push({ field: name, filename, mimeType, size: content.length, data: content });
				} else {
					const isArray = name.endsWith('[]');
					const key = isArray ? name.slice(0, -2) : name;
					const value = content.toString('utf8');
					const existing = form[key];
					form[key] = isArray ? (Array.isArray(existing) ? [...existing, value] : [value]) : value;
				}
			}
		}
		start = next;
	}
	return { form, files };
}

export async function parseRequest(
	req: IncomingMessage,
	maxBodyBytes = MAX_BODY_BYTES,
): Promise<SimRequest> {
	const { path, search } = splitTarget(req.url ?? '/');
	const headers: Record<string, string> = {};
	for (const [key, value] of Object.entries(req.headers)) {
		if (value !== undefined)
			headers[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
	}
	const contentType = headers['content-type'] ?? '';
	const { body: rawBody, tooLarge } = await readBody(req, maxBodyBytes);
	const parsed: SimRequest = {
		method: (req.method ?? 'GET').toUpperCase(),
		path,
		query: parseParams(search),
		json: undefined,
		form: {},
		files: [],
		headers,
		contentType,
		rawBody,
		...(tooLarge ? { bodyTooLarge: true } : {}),
	};
	if (rawBody.length === 0) return parsed;
	if (/application\/json/i.test(contentType)) {
		try {
			parsed.json = JSON.parse(rawBody.toString('utf8'));
		} catch (error) {
			parsed.bodyError = (error as Error).message;
		}
	} else if (/application\/x-www-form-urlencoded/i.test(contentType)) {
		parsed.form = parseParams(new URLSearchParams(rawBody.toString('utf8')));
	} else if (/multipart\/form-data/i.test(contentType)) {
		const boundary = /boundary=("?)([^";]+)\1/i.exec(contentType)?.[2];
		if (boundary) Object.assign(parsed, parseMultipart(rawBody, boundary));
	}
	return parsed;
}

/** The JSON body as a record, or {} when it is absent or not an object. */
export function jsonObject(req: SimRequest): Record<string, unknown> {
	return req.json && typeof req.json === 'object' && !Array.isArray(req.json)
		? (req.json as Record<string, unknown>)
		: {};
}

/** First value of a parameter from the given sources, in order. */
export function pick(name: string, ...sources: Array<Params | Record<string, unknown>>): unknown {
	for (const source of sources) {
		if (
			source &&
			Object.prototype.hasOwnProperty.call(source, name) &&
			source[name] !== undefined
		) {
			return source[name];
		}
	}
	return undefined;
}

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
}

export function parseParams(search: URLSearchParams): Params {
	const out: Params = {};
	for (const [rawKey, value] of search) {
		const isArray = rawKey.endsWith('[]');
		const key = isArray ? rawKey.slice(0, -2) : rawKey;
		const existing = out[key];
		if (isArray) {
			out[key] = Array.isArray(existing) ? [...existing, value] : existing !== undefined ? [existing, value] : [value];
		} else {
			out[key] = value;
		}
	}
	return out;
}

function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		let size = 0;
		req.on('data', (chunk: Buffer) => {
			size += chunk.length;
			if (size > maxBytes) {
				reject(new Error('body too large'));
				req.destroy();
				return;
			}
			chunks.push(chunk);
		});
		req.on('end', () => resolve(Buffer.concat(chunks)));
		req.on('error', reject);
	});
}

/** A small multipart/form-data parser: enough for the service's form uploads. */
export function parseMultipart(body: Buffer, boundary: string): { form: Params; files: UploadedFile[] } {
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
			const mimeType = /content-type:\s*([^\r\n;]+)/i.exec(headerText)?.[1]?.trim() ?? 'application/octet-stream';
			if (name !== undefined) {
				if (filename !== undefined) {
					files.push({ field: name, filename, mimeType, size: content.length, data: content });
				} else {
					const isArray = name.endsWith('[]');
					const key = isArray ? name.slice(0, -2) : name;
					const value = content.toString('utf8');
					const existing = form[key];
					form[key] = isArray
						? Array.isArray(existing)
							? [...existing, value]
							: [value]
						: value;
				}
			}
		}
		start = next;
	}
	return { form, files };
}

export async function parseRequest(req: IncomingMessage, maxBodyBytes = 64 * 1024 * 1024): Promise<SimRequest> {
	const url = new URL(req.url ?? '/', 'http://127.0.0.1');
	const headers: Record<string, string> = {};
	for (const [key, value] of Object.entries(req.headers)) {
		if (value !== undefined) headers[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
	}
	const contentType = headers['content-type'] ?? '';
	const rawBody = await readBody(req, maxBodyBytes);
	const parsed: SimRequest = {
		method: (req.method ?? 'GET').toUpperCase(),
		path: url.pathname.replace(/\/+$/, '') || '/',
		query: parseParams(url.searchParams),
		json: undefined,
		form: {},
		files: [],
		headers,
		contentType,
		rawBody,
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
export function pick(
	name: string,
	...sources: Array<Params | Record<string, unknown>>
): unknown {
	for (const source of sources) {
		if (source && Object.prototype.hasOwnProperty.call(source, name) && source[name] !== undefined) {
			return source[name];
		}
	}
	return undefined;
}

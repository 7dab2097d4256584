/**
 * The bodies a rate limiter or proxy puts in an HTTP 429 (or a 503). The service's own form is not
 * shown (the service publishes no rate limit, docs/service/limits.md), and the limiters in front of
 * services answer in many: `simulator` is this simulator's own JSON, the others are forms found in
 * the wild.
 */
export type RefusalBody = 'simulator' | 'empty' | 'html' | 'text' | 'jsonCode' | 'jsonStatusError';

export const REFUSAL_BODIES: RefusalBody[] = [
	'simulator',
	'empty',
	'html',
	'text',
	'jsonCode',
	'jsonStatusError',
];

const REASONS: Record<number, string> = { 429: 'Too Many Requests', 503: 'Service Unavailable' };

export function isRefusalBody(value: unknown): value is RefusalBody {
	return REFUSAL_BODIES.includes(value as RefusalBody);
}

/** The content type and text of a refusal with this status in this form. */
export function refusalBody(
	status: number,
	form: RefusalBody = 'simulator',
): { contentType: string; text: string } {
	const reason = REASONS[status] ?? 'Error';
	const json = (value: unknown) => ({
		contentType: 'application/json; charset=utf-8',
		text: JSON.stringify(value),
	});
	switch (form) {
		case 'empty':
			return { contentType: 'text/plain; charset=utf-8', text: '' };
		case 'html':
			return {
				contentType: 'text/html',
				text: `<html><head><title>${status} ${reason}</title></head><body><center><h1>${status} ${reason}</h1></center><hr><center>nginx</center></body></html>`,
			};
		case 'text':
			return { contentType: 'text/plain; charset=utf-8', text: reason };
		case 'jsonCode':
			return json({ code: status, message: reason });
		case 'jsonStatusError':
			return json({ status: 'error', error: status === 429 ? 'rate limited' : reason });
		case 'simulator':
			return json({ error: reason });
	}
}

import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Marks the HTTP Request node's requests (an extra query parameter the service ignores), so that they are not counted as SEO Tools'. */
export const HTTP_NODE_MARK = 'via';
export const HTTP_NODE_MARK_VALUE = 'http-request-node';

/**
 * Watches the requests to `path` at the HTTP servers of this process (the simulator the
 * real-n8n group runs). Counts SEO Tools' requests in flight, from their arrival until their
 * answer is sent or the connection closes: the HTTP Request node runs in the same `n8n execute`
 * and sends every item at once, so its requests carry the mark and are left out. Notes when each
 * HTTP 429 was sent, so that refusals can be told apart between nodes that run one after another.
 */
export function watchService(path: string): {
	mostInFlight: () => number;
	reset: () => void;
	refusedBetween: (fromMs: number, toMs: number) => number;
	stop: () => void;
} {
	let now = 0;
	let most = 0;
	const refusedAt: number[] = [];
	const listener = (message: unknown) => {
		const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
		const url = request.url ?? '';
		if (url.split('?')[0] !== path) return;
		response.once('finish', () => {
			if (response.statusCode === 429) refusedAt.push(Date.now());
		});
		if (url.includes(`${HTTP_NODE_MARK}=${HTTP_NODE_MARK_VALUE}`)) return;
		now++;
		most = Math.max(most, now);
		response.once('close', () => now--);
	};
	subscribe('http.server.request.start', listener);
	return {
		mostInFlight: () => most,
		reset: () => {
			most = now;
			refusedAt.length = 0;
		},
		refusedBetween: (fromMs, toMs) => refusedAt.filter((at) => at >= fromMs && at <= toMs).length,
		stop: () => unsubscribe('http.server.request.start', listener),
	};
}

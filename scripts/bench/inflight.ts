import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Marks the HTTP Request node's requests (an extra query parameter the service ignores), so that they are not counted as SEO Tools'. */
export const HTTP_NODE_MARK = 'via';
export const HTTP_NODE_MARK_VALUE = 'http-request-node';

/**
 * Counts SEO Tools' requests in flight at an HTTP server of this process (the simulator the
 * real-n8n group runs), from their arrival until their answer is sent or the connection closes.
 * The HTTP Request node runs in the same `n8n execute` and sends every item at once; its requests
 * carry the mark and are left out.
 */
export function trackInFlight(path: string): {
	most: () => number;
	reset: () => void;
	stop: () => void;
} {
	let now = 0;
	let most = 0;
	const listener = (message: unknown) => {
		const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
		const url = request.url ?? '';
		if (url.split('?')[0] !== path || url.includes(`${HTTP_NODE_MARK}=${HTTP_NODE_MARK_VALUE}`))
			return;
		now++;
		most = Math.max(most, now);
		response.once('close', () => now--);
	};
	subscribe('http.server.request.start', listener);
	return {
		most: () => most,
		reset: () => {
			most = now;
		},
		stop: () => unsubscribe('http.server.request.start', listener),
	};
}

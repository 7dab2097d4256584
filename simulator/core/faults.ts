/**
 * Fault injection, switchable per route from tests (library) or over the control API.
 * A fault applies to requests whose path starts with `route` (and method, when given),
 * `times` times (default: until cleared).
 */
import type { RefusalBody } from './refusalBodies';

/**
 * `truncated`: headers promise a longer body than is sent, then the connection closes.
 * `answerLost`: the request is carried out (limits charged, money moved), then the connection
 * drops before the answer: the case that tempts clients into a duplicate charge.
 * `reply`: the request is not carried out and `json` is answered instead (HTTP 200 unless
 * `status` says otherwise): any documented error body, written by the caller. A JSON-RPC reply
 * gets the id of the request it answers, as any JSON-RPC server's answer does.
 */
export type FaultKind =
	| 'latency'
	| 'status'
	| 'html'
	| 'invalidJson'
	| 'truncated'
	| 'reset'
	| 'noAnswer'
	| 'answerLost'
	| 'reply';

export interface Fault {
	route: string;
	kind: FaultKind;
	method?: string;
	/** For `latency`: delay before the normal answer. */
	latencyMs?: number;
	/** For `status` and `html`: HTTP status (default 503 for status, 502 for html). */
	status?: number;
	/** For `status`: a Retry-After header value in seconds (e.g. with 429). */
	retryAfter?: number;
	/**
	 * For `status`: the body of the refusal (refusalBodies.ts; default `simulator`), or `answer`:
	 * the request is carried out and its own answer is sent with that status (a 429 that carries
	 * a result of the work).
	 */
	body?: RefusalBody | 'answer';
	/** For `reply`: the JSON body answered. */
	json?: unknown;
	/** Matching requests let through untouched before the fault starts (e.g. a catalog read). */
	after?: number;
	/** How many requests it hits; undefined = every request until cleared. */
	times?: number;
}

export class FaultInjector {
	private faults: Fault[] = [];

	set(fault: Fault): void {
		this.faults.push({ ...fault });
	}

	clear(): void {
		this.faults = [];
	}

	list(): Fault[] {
		return this.faults.map((f) => ({ ...f }));
	}

	/** Finds the fault for a request and consumes one of its `times`. */
	take(method: string, path: string): Fault | undefined {
		const index = this.faults.findIndex(
			(f) => path.startsWith(f.route) && (!f.method || f.method.toUpperCase() === method),
		);
		if (index === -1) return undefined;
		const fault = this.faults[index];
		if (fault.after) {
			fault.after -= 1;
			return undefined;
		}
		if (fault.times !== undefined) {
			fault.times -= 1;
			if (fault.times <= 0) this.faults.splice(index, 1);
		}
		return fault;
	}
}

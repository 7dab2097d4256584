import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { ProductHarness } from '../../dev/product-harness';
import { startHarness } from './harness';
import { times } from './measure';
import { definition } from './published';
import type { Figure } from './report';
import { addProject, benchPhrase, BENCH_PROJECTS, projectById } from './seed';

const PHRASES = 100_000;
const MOVE_IDS = 10_000;
const SET_PATH = '/projects/api/v1/queries/set';
/** The request target (path and query) every request must stay within; the test suite holds queries/set to it too. */
export const SAFE_URL_LENGTH = 8000;

/** Raw request targets the simulator's HTTP server receives on a path, as sent (the request log keeps them parsed). */
async function rawTargets<T>(
	path: string,
	run: () => Promise<T>,
): Promise<{ targets: string[]; result: T }> {
	const targets: string[] = [];
	const listener = (message: unknown) => {
		const url = (message as { request: IncomingMessage }).request.url ?? '';
		if (url.split('?')[0] === path) targets.push(url);
	};
	subscribe('http.server.request.start', listener);
	try {
		return { targets, result: await run() };
	} finally {
		unsubscribe('http.server.request.start', listener);
	}
}

/**
 * The fewest requests that carry these phrases in order with every target within the limit:
 * fill each request up to the limit, given the part of the target that is not phrases (taken
 * from the node's own first request) and the phrases URL-encoded as they were sent.
 */
function minimumRequests(phrases: string[], fixedLength: number): number {
	const room = SAFE_URL_LENGTH - fixedLength;
	let requests = 1;
	let used = 0;
	for (const phrase of phrases) {
		const cost = encodeURIComponent(phrase).length + (used ? 3 : 0); // "%7C" between phrases
		if (used + cost > room) {
			requests++;
			used = cost - 3;
		} else used += cost;
	}
	return requests;
}

async function addOrUpdate(h: ProductHarness): Promise<Figure[]> {
	addProject(h.sim, BENCH_PROJECTS.writes, 0);
	const phrases = Array.from({ length: PHRASES }, (_, i) => benchPhrase(i));
	const input = phrases.map((query) => ({ query }));
	const { targets, result } = await rawTargets(
		SET_PATH,
		async () =>
			await h.run(
				{
					resource: 'query',
					operation: 'set',
					project: projectById(BENCH_PROJECTS.writes),
					source: 'items',
					phraseField: 'query',
					groupBy: 'name',
					groupName: 'Импорт',
					groupMode: 'add',
				},
				{ input },
			),
	);
	if (result.status !== 'success')
		throw new Error(`Add or Update failed: ${result.error()?.message}`);
	const sent = targets.flatMap(
		(t) => new URLSearchParams(t.split('?')[1]).get('queries')?.split('|') ?? [],
	);
	if (sent.length !== PHRASES)
		throw new Error(`Add or Update sent ${sent.length} phrases instead of ${PHRASES}`);
	const queriesValue = (t: string) => /[?&]queries=([^&]*)/.exec(t)?.[1].length ?? 0;
	const fixed = targets[0].length - queriesValue(targets[0]);
	const minimum = minimumRequests(phrases, fixed);
	const longest = Math.max(...targets.map((t) => t.length));
	const ratio = targets.length / minimum;
	return [
		definition('bulk-requests', {
			measured: ratio,
			value: `${times(ratio)} (${targets.length} for ${minimum})`,
			note: `minimum: every request filled up to ${SAFE_URL_LENGTH.toLocaleString('en')} characters of path and query (the limit the test suite holds queries/set to; under Apache's 8,190-byte request line and nginx's 8 KiB buffer), ${fixed} of them taken by the path, key and group parameters; phrases from 100,000 input items in one group`,
		}),
		definition('bulk-longest', { measured: longest, value: `${longest} characters` }),
	];
}

async function moveQueries(h: ProductHarness): Promise<Figure> {
	const project = addProject(h.sim, BENCH_PROJECTS.move, MOVE_IDS);
	const ids = project.queries.map((q) => q.id).join(', ');
	h.clear();
	const result = await h.run({
		resource: 'queryGroup',
		operation: 'move',
		project: projectById(BENCH_PROJECTS.move),
		queryIds: ids,
		fromGroupId: '1',
		destination: 'name',
		toGroupName: 'Moved',
	});
	if (result.status !== 'success')
		throw new Error(`Move Queries failed: ${result.error()?.message}`);
	const requests = h.received('/projects/api/v1/groups/move').length;
	return definition('bulk-move', { measured: requests, value: String(requests) });
}

export async function bulkWrites(): Promise<Figure[]> {
	const h = await startHarness();
	try {
		return [...(await addOrUpdate(h)), await moveQueries(h)];
	} finally {
		await h.stop();
	}
}

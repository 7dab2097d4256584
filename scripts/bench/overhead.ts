import type { IVersionedNodeType } from 'n8n-workflow';
import { SeoToolsApi } from '../../dev/product';
import { runNode } from '../../dev/harness';
import { rounds } from './config';
import { HELPER_LOOP_TYPE, HelperLoop } from './helper-node';
import { HTTP_NODE_MISSING, loadHttpRequestNode, runHttpRequestNode } from './http-request-node';
import { interleaved, median, pairedRatios, rangeText, spread, times } from './measure';
import { definition, notMeasured } from './published';
import type { Figure } from './report';
import { startHarness } from './harness';
import type { ProductHarness } from '../../dev/product-harness';
import { projectById, SEED } from './seed';

const GROUP = 'Per-item overhead';
const ITEMS = 1000;
const ROUNDS = 7;

/**
 * The runs the group compares, each 1,000 items of Uptime → Get in the harness `h` (its simulator
 * answers in the same process): SEO Tools at its default window or at `maxParallelRequests`, and
 * the bare helper loop `window` at a time. Also used by cpu-per-item.ts.
 */
export function perItemRuns(h: ProductHarness) {
	const query = {
		project_id: String(SEED.projects.shop),
		period: 'day',
		token: SEED.paid.apiKey,
	};
	const path = `${h.sim.baseUrl}/projects/api/v1/uptime/get`;
	const input = Array.from({ length: ITEMS }, () => ({}));
	const expectItems = (count: number, who: string) => {
		if (count !== ITEMS) throw new Error(`${who} produced ${count} items instead of ${ITEMS}`);
		h.clear();
	};
	const seoTools = (maxParallelRequests?: number) => async () => {
		const r = await h.run(
			{
				resource: 'uptime',
				operation: 'get',
				project: projectById(SEED.projects.shop),
				period: 'day',
				output: 'summary',
				...(maxParallelRequests ? { requestOptions: { maxParallelRequests } } : {}),
			},
			{ input },
		);
		if (r.status !== 'success') throw new Error(`SEO Tools run failed: ${r.error()?.message}`);
		expectItems(r.output.length, 'SEO Tools');
	};
	const helperLoop = (window: number, credentialOnce: boolean) => async () => {
		const url = `${path}?${new URLSearchParams({ project_id: query.project_id, period: query.period })}`;
		const r = await runNode({
			nodeTypes: { [HELPER_LOOP_TYPE]: new HelperLoop() },
			credentialTypes: [new SeoToolsApi()],
			credentials: h.credentials(),
			type: HELPER_LOOP_TYPE,
			parameters: { url, window, credentialOnce },
			input,
		});
		expectItems(r.json('Node').filter((item) => item.status === 'ok').length, 'The helper loop');
	};
	return { query, path, input, expectItems, seoTools, helperLoop };
}

/**
 * 1,000 items of Uptime → Get (one summary item per input item, so every variant yields one
 * item per request) through n8n's engine: SEO Tools at its default window and one at a time;
 * the same 1,000 GETs in a plain loop on Node's fetch (undici); a minimal node on n8n's HTTP
 * helpers (helper-node.ts) one at a time and 64 at a time, reading the credential as the node
 * does, and one at a time reading it per request as the first benchmarks did; and n8n's HTTP
 * Request node. The simulator answers in the same process, at once.
 */
export async function perItemOverhead(): Promise<Figure[]> {
	const h = await startHarness();
	try {
		const { query, path, input, expectItems, seoTools, helperLoop } = perItemRuns(h);

		const variants: Record<string, () => Promise<void>> = {
			seoTools: seoTools(),
			seoToolsOne: seoTools(1),
			undici: async () => {
				const url = `${path}?${new URLSearchParams(query)}`;
				let ok = 0;
				for (let i = 0; i < ITEMS; i++) {
					const body = (await (await fetch(url)).json()) as { status?: string };
					if (body.status === 'ok') ok++;
				}
				expectItems(ok, 'The undici loop');
			},
			helperPerRequest: helperLoop(1, false),
			helperOne: helperLoop(1, true),
			helperWindow: helperLoop(64, true),
		};
		const httpNode: IVersionedNodeType | undefined = loadHttpRequestNode();
		if (httpNode)
			variants.httpRequestNode = async () =>
				expectItems(
					(await runHttpRequestNode(httpNode, path, query, input)).length,
					'HTTP Request',
				);

		const n = rounds(ROUNDS);
		const ms = await interleaved(variants, n);
		const perItem = (name: string) =>
			`${((median(ms[name]) * 1000) / ITEMS).toFixed(0)} µs per item`;
		const ratio = (a: string, b: string) => spread(pairedRatios(ms[a], ms[b]));
		const row = (a: string, b: string) => {
			const s = ratio(a, b);
			return { measured: s.median, value: times(s.median), range: rangeText(s, times) };
		};
		const timings = `median of ${n} interleaved rounds of per-round ratios after a warm-up; SEO Tools ${perItem('seoTools')} (Max Parallel Requests 1: ${perItem('seoToolsOne')}), undici ${perItem('undici')}, helper loop one at a time ${perItem('helperOne')} (credential read per request: ${perItem('helperPerRequest')}), 64 at a time ${perItem('helperWindow')}${httpNode ? `, HTTP Request node ${perItem('httpRequestNode')}` : ''}`;
		const addedOne = {
			...row('seoToolsOne', 'helperOne'),
			compares:
				'one request at a time on both sides; both read the credential once per execution; the helper loop hands n8n a copy of it per request, SEO Tools one object per execution since 2026-11-27 (an API key credential has no pre-authentication that n8n could write into it)',
		};
		const addedWindow = {
			...row('seoTools', 'helperWindow'),
			compares:
				'up to 64 requests in flight on both sides (SEO Tools starts its window at 64 and keeps it while answers are fast, the helper loop keeps 64); both read the credential once per execution',
		};
		const figures: Figure[] = [
			definition('overhead-added-one-tight', { ...addedOne, note: timings }),
			definition('overhead-added-window-tight', addedWindow),
			definition('overhead-added-one', addedOne),
			definition('overhead-added-window', addedWindow),
			definition('overhead-helper', {
				...row('seoTools', 'helperPerRequest'),
				compares:
					'unlike: SEO Tools up to 64 in flight, credential read once, against the helper loop one at a time with n8n reading the credential for every request',
			}),
			definition('overhead-undici', {
				...row('seoTools', 'undici'),
				compares:
					'unlike: SEO Tools up to 64 in flight on n8n-core (a new connection per request) against a plain fetch loop one at a time on kept-alive connections, no credential',
			}),
		];
		if (!httpNode) figures.push(notMeasured('overhead-http', HTTP_NODE_MISSING));
		else
			figures.push(
				definition('overhead-http', {
					...row('seoTools', 'httpRequestNode'),
					compares:
						"SEO Tools up to 64 in flight against n8n's HTTP Request node (default options: every item's request at once, the key in the query, no credential), both in the same engine",
					note: 'n8n-nodes-base from the n8n 2.41.1 of npm run demo:install',
				}),
			);
		const floor = ratio('helperOne', 'undici');
		figures.push({
			group: GROUP,
			name: "context: helper loop one at a time ÷ undici loop (the floor for a node on n8n's HTTP helpers)",
			value: times(floor.median),
			range: rangeText(floor, times),
			target: '',
			met: null,
			note: 'n8n-core 2.41 builds a new http.Agent for every request (setAxiosAgents in @n8n/backend-network), so no connection is reused, while fetch keeps its connections alive',
		});
		return figures;
	} finally {
		await h.stop();
	}
}

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSimulator, SEED } from '../../simulator';
import { writeCredentials } from '../../dev/n8n/examples';
import { isN8nInstalled } from '../../dev/n8n/install';
import { CREDENTIAL_IDS, PACKAGE_NAME } from '../../dev/n8n/paths';
import { buildAndPack, N8nInstance, runError, type RunJson } from '../../dev/n8n/runtime';
import { median } from './measure';
import type { Figure } from './report';
import { LATENCIES, vsHttpNode } from './vs-http-node';

const GROUP = 'Parallel (real n8n 2.41.1)';
/** Each round is two fresh `n8n execute` processes, whose timing varies by a tenth or more: five rounds. */
const ROUNDS = 5;
const TARGET_NODE = 'Target';

/** Manual Trigger → Code (N items) → the node under test. */
function workflow(
	id: string,
	count: number,
	target: Record<string, unknown>,
): Record<string, unknown> {
	return {
		id,
		name: id,
		active: false,
		nodes: [
			{
				id: `${id}-t`,
				name: 'Start',
				type: 'n8n-nodes-base.manualTrigger',
				typeVersion: 1,
				position: [0, 0],
				parameters: {},
			},
			{
				id: `${id}-c`,
				name: 'Items',
				type: 'n8n-nodes-base.code',
				typeVersion: 2,
				position: [200, 0],
				parameters: {
					jsCode: `return Array.from({ length: ${count} }, (_, n) => ({ json: { n } }));`,
				},
			},
			{ id: `${id}-n`, name: TARGET_NODE, position: [400, 0], ...target },
		],
		connections: {
			Start: { main: [[{ node: 'Items', type: 'main', index: 0 }]] },
			Items: { main: [[{ node: TARGET_NODE, type: 'main', index: 0 }]] },
		},
		settings: {},
	};
}

const seoTools = {
	type: `${PACKAGE_NAME}.seoTools`,
	typeVersion: 1,
	parameters: {
		resource: 'uptime',
		operation: 'get',
		project: { __rl: true, mode: 'id', value: String(SEED.projects.shop) },
		period: 'day',
		output: 'summary',
	},
	credentials: { seoToolsApi: { id: CREDENTIAL_IDS.apiKey, name: 'SEO Tools API' } },
};

const httpRequest = (baseUrl: string) => ({
	type: 'n8n-nodes-base.httpRequest',
	typeVersion: 4.2,
	parameters: {
		method: 'GET',
		url: `${baseUrl}/projects/api/v1/uptime/get`,
		sendQuery: true,
		specifyQuery: 'keypair',
		queryParameters: {
			parameters: [
				{ name: 'project_id', value: String(SEED.projects.shop) },
				{ name: 'period', value: 'day' },
				{ name: 'token', value: SEED.paid.apiKey },
			],
		},
		options: {},
	},
});

/** What the real-n8n group and the profiler script (profile-real-n8n.ts) run on. */
export interface RealN8nBench {
	sim: Awaited<ReturnType<typeof startSimulator>>;
	n8n: N8nInstance;
	/** Workflow id of `name` ('seo' or 'http') with `count` items. */
	workflowId: (name: 'seo' | 'http', count: number) => string;
	/** Runs a workflow once; the target node's executionTime in ms. */
	nodeMs: (id: string, count: number, env?: NodeJS.ProcessEnv) => Promise<number>;
}

/** A simulator and a fresh n8n user folder with the packed package and the bench workflows imported. */
export async function prepareRealN8n(counts: number[] = [200, 1000]): Promise<RealN8nBench> {
	const sim = await startSimulator({ clock: { frozen: true }, maxLoggedRequests: 100 });
	const n8n = new N8nInstance('bench');
	const workflowId = (name: 'seo' | 'http', count: number) =>
		`bench${name}${count}`.padEnd(16, '0');
	try {
		n8n.reset();
		await n8n.installPackage(
			await buildAndPack({ build: false, log: () => undefined, name: 'bench' }),
		);
		const dir = join(n8n.userFolder, 'import');
		mkdirSync(join(dir, 'workflows'), { recursive: true });
		await n8n.importCredentials(writeCredentials(dir, sim.baseUrl, SEED.paid));
		for (const count of counts) {
			for (const [name, target] of [
				['seo', seoTools],
				['http', httpRequest(sim.baseUrl)],
			] as const) {
				const id = workflowId(name, count);
				writeFileSync(
					join(dir, 'workflows', `${id}.json`),
					JSON.stringify(workflow(id, count, target)),
				);
			}
		}
		const imported = await n8n.cli(
			['import:workflow', '--separate', `--input=${join(dir, 'workflows')}`],
			{ env: { N8N_LOG_LEVEL: 'info' } },
		);
		if (imported.code !== 0) throw new Error(`import:workflow failed: ${imported.stderr}`);
	} catch (error) {
		await sim.close();
		throw error;
	}

	const nodeMs = async (
		id: string,
		count: number,
		env: NodeJS.ProcessEnv = {},
	): Promise<number> => {
		// The run JSON of 1,000 items is long: read it in one pass (from the first line starting
		// with "{" to the last line that is "}"), not with the demo's line-by-line fallback.
		const result = await n8n.cli(['execute', `--id=${id}`, '--rawOutput'], {
			env: { N8N_LOG_LEVEL: 'info', ...env },
		});
		const lines = result.stdout.split('\n');
		const start = lines.findIndex((line) => line.startsWith('{'));
		const end = lines.lastIndexOf('}');
		const parsed =
			start !== -1 && end > start
				? (JSON.parse(lines.slice(start, end + 1).join('\n')) as RunJson)
				: undefined;
		const run = parsed?.data?.resultData?.runData?.[TARGET_NODE]?.[0] as
			| { executionTime?: number; data?: { main?: unknown[][] } }
			| undefined;
		const items = run?.data?.main?.[0]?.length ?? 0;
		if (!run || parsed?.status !== 'success' || items !== count) {
			throw new Error(
				`${id}: ${runError(parsed) ?? `${items} items`} ${result.stdout.slice(-400)} ${result.stderr.slice(-400)}`,
			);
		}
		return run.executionTime ?? Number.NaN;
	};
	return { sim, n8n, workflowId, nodeMs };
}

/**
 * The per-item figures in the pinned real n8n: the packed package installed as users install
 * it, `n8n execute` of Manual Trigger → Code (N items) → SEO Tools (Uptime → Get, Summary per
 * Project, default settings) or n8n's HTTP Request node (default options); the figure is the
 * target node's `executionTime` from the run data (n8n's own measurement, without the CLI's
 * start-up), median of the rounds.
 */
export async function realN8n(): Promise<Figure[]> {
	if (!isN8nInstalled())
		return [
			{
				group: GROUP,
				name: 'SEO Tools ÷ HTTP Request node',
				value: 'skipped (run npm run demo:install)',
				target: '',
				met: 'skipped',
			},
		];
	const { sim, workflowId, nodeMs } = await prepareRealN8n();
	try {
		const figures: Figure[] = [];
		let mostInFlight = 0;
		for (const [latency, profile] of LATENCIES) {
			sim.network.configure(profile);
			for (const count of [200, 1000]) {
				const ms: Record<'seo' | 'http', number[]> = { seo: [], http: [] };
				for (let round = 0; round < ROUNDS; round++) {
					for (const name of round % 2 ? (['http', 'seo'] as const) : (['seo', 'http'] as const)) {
						sim.network.resetCounters();
						ms[name].push(await nodeMs(workflowId(name, count), count));
						if (name === 'seo')
							mostInFlight = Math.max(mostInFlight, sim.network.stats().maxInFlight);
						sim.clearRequests();
					}
				}
				const ratio = median(ms.seo.map((value, i) => value / ms.http[i]));
				const note = `n8n execute, the node's executionTime, median of ${ROUNDS} alternating rounds: SEO Tools ${(median(ms.seo) / count).toFixed(2)} ms per item (${(median(ms.seo) / 1000).toFixed(2)} s), HTTP Request node ${(median(ms.http) / count).toFixed(2)} ms per item (${(median(ms.http) / 1000).toFixed(2)} s)`;
				figures.push(vsHttpNode(GROUP, latency, count, ratio, note));
			}
		}
		figures.push({
			group: GROUP,
			name: 'most requests in flight (SEO Tools, default Max Parallel Requests)',
			value: String(mostInFlight),
			target: '≤ 64',
			met: mostInFlight <= 64,
		});
		return figures;
	} finally {
		await sim.close();
	}
}

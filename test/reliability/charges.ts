import type { IDataObject } from 'n8n-workflow';
import type { Fault } from '../../simulator/core/faults';
import { restState } from '../../simulator/rest-api/state';
import { videoState } from '../../simulator/tools-api/state';
import { agentStore } from '../../simulator/agent-api/store';
import { type ProductHarness, retire, SEED, sent, shop, startHarness } from './runs';

/** The surface a charging call goes to: which documented answers it can meet. */
export type ChargeSurface = 'project' | 'tools' | 'rest' | 'agent';

export interface Charging {
	operation: string;
	surface: ChargeSurface;
	route: string;
	method?: string;
	/** Requests of the route let through before the charging one (an agent tool's catalog read). */
	before?: number;
	/** Counts the charging requests the service received; default: requests on the route. */
	sentCalls?(h: ProductHarness): number;
	/** Prepares the state and returns the node parameters and credential overrides to run. */
	prepare(
		h: ProductHarness,
		n: number,
	): Promise<{ parameters: IDataObject; credentials?: IDataObject }>;
	/** Counts the call's effect in the simulator's state. */
	effects(h: ProductHarness): number;
}

const json = async (h: ProductHarness, path: string, body: IDataObject) =>
	(await (
		await fetch(`${h.sim.baseUrl}${path}`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(body),
		})
	).json()) as IDataObject;

/** A top-up already linked to a payment the provider has settled: ready to confirm. */
async function settledPayment(h: ProductHarness): Promise<string> {
	const topUp = await h.run({ resource: 'balance', operation: 'add', sum: 700 });
	const paymentId = Number(topUp.json('Node')[0].payment_id);
	const payment = await json(h, '/__sim/payments', {
		balance_hid: paymentId,
		user_id: SEED.paid.id,
		sum: 700,
	});
	await h.run({ resource: 'balance', operation: 'update', paymentId, externalId: payment.id });
	await fetch(`${h.sim.baseUrl}/__sim/payments/${String(payment.id)}/succeed`, { method: 'POST' });
	return String(payment.id);
}

const projectUpdates = (h: ProductHarness) =>
	h.sim.state.project(SEED.projects.shop)!.updates.length;

/** The JSON-RPC calls of one tool the service received (polls, which carry a report_id, excepted). */
const toolCalls = (h: ProductHarness, tool: string) =>
	h.sim.requests.filter((r) => {
		const rpc = r.json as { method?: string; params?: { name?: string; arguments?: IDataObject } };
		return (
			r.path.startsWith('/api/mcp') &&
			rpc?.method === 'tools/call' &&
			rpc.params?.name === tool &&
			rpc.params.arguments?.report_id === undefined
		);
	}).length;

/**
 * Agent → Call Tool of a tool that changes data or spends limits. The first request of the route
 * is the catalog read (tools/list), so a fault meant for the call lets it through (`before`).
 */
function agentTool(
	tool: string,
	kind: 'mutating' | 'long',
	args: IDataObject,
	effects: (h: ProductHarness) => number,
): Charging {
	return {
		operation: `Agent → Call Tool (${kind} tool ${tool})`,
		surface: 'agent',
		route: '/api/mcp',
		before: 1,
		sentCalls: (h) => toolCalls(h, tool),
		prepare: async () => ({
			parameters: {
				resource: 'agent',
				operation: 'callTool',
				tool: { __rl: true, mode: 'name', value: tool },
				argumentsMode: 'json',
				argumentsJson: JSON.stringify(args),
				waitForResult: false,
			},
		}),
		effects,
	};
}

/**
 * Report → Create: create_report is mutating and sent once. With Wait off, so that a row counts
 * the create call alone (waiting only reads: get_report, then get_report_file by report_id).
 */
const createReport: Charging = {
	operation: 'Report → Create',
	surface: 'agent',
	route: '/api/mcp',
	before: 1,
	sentCalls: (h) => toolCalls(h, 'create_report'),
	prepare: async () => ({
		parameters: { resource: 'report', operation: 'create', project: shop, waitForFile: false },
	}),
	effects: (h) =>
		agentStore(h.sim.state).reports.filter((r) => r.projectId === SEED.projects.shop).length,
};

/**
 * An operation built from a tool's declaration (nodes/SeoTools/actions/toolDeclaration.ts) that
 * spends limits: sent once whatever the generic path, with waiting off so that the row counts the
 * charging call alone (waiting only reads). The first request of the route is the catalog read.
 */
function declaredTool(
	operation: string,
	tool: string,
	parameters: IDataObject,
	effects: (h: ProductHarness) => number,
): Charging {
	return {
		operation,
		surface: 'agent',
		route: '/api/mcp',
		before: 1,
		sentCalls: (h) => toolCalls(h, tool),
		prepare: async () => ({ parameters }),
		effects,
	};
}

const agentRecords = (h: ProductHarness, kind: string) =>
	(agentStore(h.sim.state).records.get(kind) ?? []).length;

export const CHARGING: Charging[] = [
	{
		operation: 'Video → Generate',
		surface: 'tools',
		route: '/api/aivideo',
		method: 'POST',
		prepare: async () => ({
			parameters: {
				resource: 'video',
				operation: 'generate',
				model: '',
				prompt: 'кот на пляже',
				aspectRatio: '16:9',
				quality: '720p',
				duration: 0,
				imageSource: 'none',
			},
		}),
		effects: (h) => videoState(h.sim.state).tasks.length,
	},
	{
		operation: 'Project → Run Position Check',
		surface: 'project',
		route: '/projects/api/v1/project/parse',
		prepare: async () => ({
			parameters: { resource: 'project', operation: 'parse', project: shop },
		}),
		effects: (h) => projectUpdates(h),
	},
	{
		operation: 'Balance → Create Top-Up',
		surface: 'rest',
		route: '/api-rest/balance/add',
		prepare: async () => ({ parameters: { resource: 'balance', operation: 'add', sum: 1500 } }),
		effects: (h) => restState(h.sim.state).balanceItems.length,
	},
	{
		operation: 'Balance → Link Payment',
		surface: 'rest',
		route: '/api-rest/balance/update',
		prepare: async (h) => {
			const topUp = await h.run({ resource: 'balance', operation: 'add', sum: 900 });
			const paymentId = Number(topUp.json('Node')[0].payment_id);
			const payment = await json(h, '/__sim/payments', {
				balance_hid: paymentId,
				user_id: SEED.paid.id,
				sum: 900,
			});
			return {
				parameters: { resource: 'balance', operation: 'update', paymentId, externalId: payment.id },
			};
		},
		effects: (h) => restState(h.sim.state).balanceItems.filter((item) => item.extId).length,
	},
	{
		operation: 'Balance → Confirm Payment',
		surface: 'rest',
		route: '/api-rest/balance/confirm',
		prepare: async (h) => ({
			parameters: {
				resource: 'balance',
				operation: 'confirm',
				externalId: await settledPayment(h),
			},
		}),
		effects: (h) => Math.round(h.sim.state.accountById(SEED.paid.id)!.balance / 700),
	},
	{
		operation: 'Account → Register',
		surface: 'rest',
		route: '/api-rest/user/register',
		prepare: async (_h, n) => ({
			parameters: {
				resource: 'account',
				operation: 'register',
				email: `new-${n}@x.test`,
				password: 'new-pw-1',
			},
		}),
		effects: (h) => h.sim.state.accounts.length,
	},
	{
		operation: 'Account → Delete Account',
		surface: 'rest',
		route: '/api-rest/user/delete',
		prepare: async () => ({
			parameters: { resource: 'account', operation: 'delete', confirm: true },
			credentials: { email: SEED.colleague.email, password: SEED.colleague.password },
		}),
		effects: (h) => (h.sim.state.accountById(SEED.colleague.id)!.deleted ? 1 : 0),
	},
	agentTool('run_positions_check', 'mutating', { project_id: SEED.projects.shop }, (h) =>
		projectUpdates(h),
	),
	agentTool(
		'cluster_by_top',
		'long',
		{ requests: ['зимние шины', 'шины купить'], lr: 2 },
		(h) => (agentStore(h.sim.state).records.get('long-task') ?? []).length,
	),
	createReport,
	declaredTool(
		'Check Run → Run All Checks',
		'run_all_checks',
		{ resource: 'checkRun', operation: 'runAllChecks', project: shop },
		(h) => projectUpdates(h),
	),
	declaredTool(
		'Project Settings → Create Project',
		'create_project',
		{
			resource: 'projectSettings',
			operation: 'createProject',
			domain: 'klient-n8n.ru',
			additionalFields: { queries: 'купить шины\nшины цена' },
		},
		(h) => h.sim.state.projects.length,
	),
	declaredTool(
		'SERP → Create Task',
		'serp_se1_set',
		{
			resource: 'serp',
			operation: 'createTask',
			keywords: 'зимние шины',
			waitForCompletion: false,
		},
		(h) => agentRecords(h, 'serp-task'),
	),
	declaredTool(
		'Keyword Research → Cluster Queries',
		'cluster_by_top',
		{
			resource: 'keywordResearch',
			operation: 'clusterQueries',
			requests: 'зимние шины\nшины купить',
			waitForCompletion: false,
		},
		(h) => agentRecords(h, 'long-task'),
	),
	declaredTool(
		'Keyword Research → Get Frequency',
		'kwfreq_frequency',
		{
			resource: 'keywordResearch',
			operation: 'getFrequency',
			requests: 'зимние шины\nшины купить',
			waitForCompletion: false,
		},
		(h) => agentRecords(h, 'long-task'),
	),
];

/** `effects`: what the service's state must show afterwards (only a lost answer follows a carried-out call). */
export const LOSING_FAULTS: Array<{ name: string; fault: Omit<Fault, 'route'>; effects: number }> =
	[
		{ name: 'answer lost after the charge', fault: { kind: 'answerLost' }, effects: 1 },
		{ name: 'HTTP 502', fault: { kind: 'status', status: 502 }, effects: 0 },
		{ name: 'connection reset', fault: { kind: 'reset' }, effects: 0 },
		{ name: 'no answer within the timeout', fault: { kind: 'noAnswer' }, effects: 0 },
		{ name: 'truncated body', fault: { kind: 'truncated' }, effects: 0 },
	];

let runs = 0;

/**
 * Request Options → Timeout of the charging runs. Generous: only the "no answer" fault waits it
 * out, and a short one also expires on a busy machine before a healthy request has left the
 * process (the request then never reaches the service and the row counts it as not sent).
 */
const CHARGE_TIMEOUT_S = 10;

export const sentBy = (h: ProductHarness, call: Charging) =>
	call.sentCalls
		? call.sentCalls(h)
		: call.method
			? h.sim.requests.filter((r) => r.path.startsWith(call.route) && r.method === call.method)
					.length
			: sent(h, call.route);

/** Items of one parallel run: at most 5, so that Video → Generate stays within the tool's running-task limit. */
export const PARALLEL_ITEMS = 4;

/**
 * The same call for several input items at once (the node's parallel window), with the first two
 * requests meeting the fault: every item's request is still sent exactly once, and the effects
 * never outnumber the items.
 */
export async function chargeInParallel(
	call: Charging,
	fault: (typeof LOSING_FAULTS)[number],
): Promise<{ sent: number; effects: number; errors: number }> {
	const h = await startHarness({ network: { latencyMs: 20, jitterMs: 10 } });
	try {
		const { parameters, credentials } = await call.prepare(h, ++runs);
		const before = call.effects(h);
		const sentBefore = sentBy(h, call);
		h.sim.setFault({ ...fault.fault, route: call.route, method: call.method, times: 2 });
		const input = Array.from({ length: PARALLEL_ITEMS }, (_, n) => ({ n }));
		const result = await h.run(
			{ ...parameters, requestOptions: { timeout: CHARGE_TIMEOUT_S } },
			{ ...credentials, input, continueOnFail: true },
		);
		const errors = result.items('Node').filter((item) => item.json.error).length;
		return { sent: sentBy(h, call) - sentBefore, effects: call.effects(h) - before, errors };
	} finally {
		await retire(h);
	}
}

import type { IDataObject } from 'n8n-workflow';
import type { Fault } from '../../simulator/core/faults';
import { REFUSAL_BODIES, type RefusalBody } from '../../simulator';
import { videoState } from '../../simulator/tools-api/state';
import {
	forgetAgentSessions,
	setAgentSessions,
	setOneTaskPerTool,
} from '../../simulator/agent-api/control';
import { catalogProfile } from '../../simulator';
import { type Charging, type ChargeSurface, CHARGING, sentBy } from './charges';
import { type ChargeRow, figures } from './report';
import { type ProductHarness, retire, SEED, startHarness } from './runs';

/**
 * The rule for every call that can charge (docs/reliability.md, "Every answer of a charging
 * call"): each charging operation meets each class of answer HTTP, the service's documents and MCP
 * allow, and the row checks what the node did (sent again or not, an output or an error item) and
 * how often the service carried the call out. The expected figures are written here from the
 * protocols and the service's documents, not read from the node or the simulator; the documented
 * error bodies are written here too (the simulator's `reply` fault answers them as given).
 */
export interface Answer {
	/** The class of answer, as the page names it. */
	name: string;
	/** What the node does with it, in the page's words. */
	node: string;
	/** How many times the service can have carried the call out under this answer. */
	carriedOut: '0' | '1' | '0 or 1';
	/** Only for these surfaces (all when omitted) and, when given, only these operations. */
	surfaces?: ChargeSurface[];
	operations?: string[];
	/** Sets the answer up: a fault on the call's route, a switch, or node parameters. */
	arrange?(h: ProductHarness, call: Charging): Promise<Arranged | void> | Arranged | void;
	expect: { sent: number; effects: number; outcome: 'output' | 'error'; message?: RegExp };
}

interface Arranged {
	parameters?: IDataObject;
	baseUrl?: string;
}

/** A fault on the charging request itself (an agent tool's catalog read goes through untouched). */
const onCall = (h: ProductHarness, call: Charging, fault: Omit<Fault, 'route'>) =>
	h.sim.setFault({ ...fault, route: call.route, method: call.method, after: call.before });

/** Every 429 below is refused once and carries no Retry-After: the node's own backoff applies. */
const refused429 = (body: RefusalBody): Answer => ({
	name: `HTTP 429, ${BODY_NAMES[body]} body`,
	node: 'waits (Retry-After, else a backoff) and sends it again',
	carriedOut: '1',
	arrange: (h, call) => onCall(h, call, { kind: 'status', status: 429, body, times: 1 }),
	expect: { sent: 2, effects: 1, outcome: 'output' },
});

const BODY_NAMES: Record<RefusalBody, string> = {
	simulator: 'JSON {"error": …}',
	empty: 'empty',
	html: 'HTML',
	text: 'plain text',
	jsonCode: 'JSON {"code": 429, …}',
	jsonStatusError: 'JSON {"status": "error", …}',
};

const NOT_REPEATED = /not repeated automatically/;

/** Faults that lose or spoil the answer after the request went out. */
const lost = (name: string, fault: Omit<Fault, 'route'>, effects: number): Answer => ({
	name,
	node: 'error item: not repeated, check in the service',
	carriedOut: '0 or 1',
	arrange: (h, call) => onCall(h, call, fault),
	expect: { sent: 1, effects, outcome: 'error', message: NOT_REPEATED },
});

/** A documented error body, answered with HTTP 200 in place of the call: nothing carried out. */
const documented = (
	name: string,
	surfaces: ChargeSurface[],
	json: unknown,
	message: RegExp,
	operations?: string[],
): Answer => ({
	name,
	node: 'error item with the service’s code and message; not repeated',
	carriedOut: '0',
	surfaces,
	operations,
	arrange: (h, call) => onCall(h, call, { kind: 'reply', json, times: 1 }),
	expect: { sent: 1, effects: 0, outcome: 'error', message },
});

/**
 * What a proxy in front of the service could put in a 4xx that looks like the method's success: a
 * queued task, a success wrapper, a JSON-RPC result. None may be read as one (RFC 9110 §15.5).
 */
function successShaped(call: Charging): unknown {
	switch (call.surface) {
		case 'project':
			return { message: 'Position check queued' };
		case 'tools':
			return { report_id: 990001 };
		case 'rest':
			return { status: 'success', code: 200, message: 'ok', data: { payment_id: 990001 } };
		case 'agent':
			return {
				jsonrpc: '2.0',
				result: { content: [{ type: 'text', text: '{"report_id": 990001}' }] },
			};
	}
}

/** A 4xx answered in place of the call: a refusal whatever the body, so nothing was carried out. */
const refusedByStatus =
	(bodyName: string, body: (call: Charging) => unknown) =>
	(status: number): Answer => ({
		name: `HTTP ${status} with ${bodyName}`,
		node: 'error item: a 4xx is a refusal, nothing was carried out; not repeated',
		carriedOut: '0',
		arrange: (h, call) => onCall(h, call, { kind: 'reply', status, json: body(call), times: 1 }),
		expect: {
			sent: 1,
			effects: 0,
			outcome: 'error',
			message: new RegExp(`HTTP ${status}.*nothing was done`),
		},
	});

const restError = (code: number, message: string) => ({
	status: 'error',
	message,
	code,
	data: null,
	dt: '2026-11-25 10:00:00',
});

/**
 * A port nothing listens on: the connection is refused before anything is sent. Port 1 lies below
 * the ports a test server gets from the system (listen on port 0 takes an ephemeral one, and a
 * port under 1024 needs privileges), so no server of a parallel test can take it between choosing
 * it and using it, as could happen to a port freed for the purpose.
 */
const closedPort = async (): Promise<string> => await Promise.resolve('http://127.0.0.1:1');

/** A video task queued outside this workflow (the service's website, another client). */
async function videoElsewhere(h: ProductHarness): Promise<void> {
	const form = new URLSearchParams({
		prompt: 'задача с сайта',
		model: catalogProfile('standard').default,
	});
	await (
		await fetch(`${h.sim.baseUrl}/api/aivideo?key=${SEED.paid.apiKey}`, {
			method: 'POST',
			body: form,
		})
	).text();
}

/** Advances the service's clock past a video task whenever a task is read (running ones then end). */
function videoTasksEnd(h: ProductHarness): void {
	h.sim.onRequest((request) => {
		if (request.path.startsWith('/api/aivideo') && request.query.report_id !== undefined)
			h.sim.clock.advance(10 * 60_000);
	});
}

/** Answers reads of the queued video task (after the model catalog's read) with `json`. */
const onTaskRead = (h: ProductHarness, call: Charging, json: unknown, times?: number) =>
	h.sim.setFault({ route: call.route, method: 'GET', kind: 'reply', json, after: 1, times });

const WAIT_VIDEO: IDataObject = { waitForCompletion: true, pollInterval: 10, waitTimeout: 3 };

/** A video task that ends as the tools API's code says, read on the first poll. */
const videoEnd = (code: number, error: string): Answer => ({
	name: `poll answer ${code} (${error})`,
	node: 'error item naming how the task ended; the task is not queued again',
	carriedOut: '1',
	surfaces: ['tools'],
	arrange: (h, call) => {
		onTaskRead(h, call, { error, code });
		return { parameters: WAIT_VIDEO };
	},
	expect: { sent: 1, effects: 1, outcome: 'error', message: new RegExp(`${code}`) },
});

export const ANSWERS: Answer[] = [
	{
		name: 'HTTP 2xx success',
		node: 'outputs the answer',
		carriedOut: '1',
		expect: { sent: 1, effects: 1, outcome: 'output' },
	},
	...REFUSAL_BODIES.map(refused429),
	{
		name: 'HTTP 429 carrying the result of the work',
		node: 'error item: it may have been carried out, so it is not repeated',
		carriedOut: '1',
		surfaces: ['tools', 'rest', 'agent'],
		arrange: (h, call) => onCall(h, call, { kind: 'status', status: 429, body: 'answer' }),
		expect: { sent: 1, effects: 1, outcome: 'error', message: /may have been carried out/ },
	},
	{
		// project/parse answers a bare {message} (docs/service/project-api.md#project-methods): no
		// result the node can recognise, so the 429 is a refusal; the service queues nothing while
		// the check it started runs (docs/service/project-api.md#project-states).
		name: 'HTTP 429 carrying the result of the work',
		node: 'sends it again (a bare message is no recognisable result); the service queues nothing while its check runs',
		carriedOut: '1',
		surfaces: ['project'],
		arrange: (h, call) =>
			onCall(h, call, { kind: 'status', status: 429, body: 'answer', times: 1 }),
		expect: { sent: 2, effects: 1, outcome: 'output' },
	},
	...[404, 400, 403].map(refusedByStatus('a body shaped like the method’s success', successShaped)),
	...[404, 401].map(
		refusedByStatus('a proxy’s JSON {"detail": …}', () => ({ detail: 'Not Found' })),
	),
	{
		// RFC 9110 §15.5.9: the server did not receive the whole request, so it did nothing.
		name: 'HTTP 408 (request timeout), once',
		node: 'sends it again (the service did not receive the request), then outputs the answer',
		carriedOut: '1',
		arrange: (h, call) =>
			onCall(h, call, { kind: 'reply', status: 408, json: successShaped(call), times: 1 }),
		expect: { sent: 2, effects: 1, outcome: 'output' },
	},
	lost('HTTP 500', { kind: 'status', status: 500 }, 0),
	lost('HTTP 502', { kind: 'status', status: 502 }, 0),
	lost('HTTP 503 without Retry-After', { kind: 'status', status: 503 }, 0),
	{
		name: 'connection refused before sending',
		node: 'sends it again with a backoff (nothing went out), then an error item',
		carriedOut: '0',
		arrange: async () => ({ baseUrl: await closedPort() }),
		expect: { sent: 0, effects: 0, outcome: 'error', message: /could not be reached/ },
	},
	lost('connection reset after sending', { kind: 'reset' }, 0),
	lost('no answer within the timeout', { kind: 'noAnswer' }, 0),
	lost('truncated body', { kind: 'truncated' }, 0),
	lost('answer lost after the charge', { kind: 'answerLost' }, 1),
	// The project API's error form (spec: status, code, msg, result.message).
	documented(
		'code 50 (access error)',
		['project'],
		{ status: 'error', code: 50, msg: 'access error', result: { message: 'access error' } },
		/code 50/,
	),
	// The tools API's error form: {error, code, details?}, and available/need for limits.
	documented('code -1 (key not passed)', ['tools'], { error: 'Access denied', code: -1 }, /-1/),
	documented('code -2 (key unknown)', ['tools'], { error: 'Access denied', code: -2 }, /-2/),
	documented(
		'code -60 (too many running tasks), Wait for Completion off',
		['tools'],
		{ error: 'MAX_PARALLEL_TASKS_FAIL', code: -60 },
		/-60/,
	),
	documented(
		'code -100 (validation)',
		['tools'],
		{ error: 'tools errors', code: -100, details: ['Введите запрос, пожалуйста.'] },
		/-100/,
	),
	...[-80, -81, -82, -83, -68].map((code) =>
		documented(
			`code ${code} (not enough limits)`,
			['tools'],
			{ error: 'Not enough limits', code, available: 3, need: 40 },
			new RegExp(`${code}`),
		),
	),
	{
		name: 'code -60, Wait for Completion on',
		node: 'asks again every poll interval within its Timeout, then queues once',
		carriedOut: '1',
		surfaces: ['tools'],
		arrange: (h, call) => {
			onCall(h, call, {
				kind: 'reply',
				json: { error: 'MAX_PARALLEL_TASKS_FAIL', code: -60 },
				times: 1,
			});
			videoTasksEnd(h);
			return { parameters: WAIT_VIDEO };
		},
		expect: { sent: 2, effects: 1, outcome: 'output' },
	},
	{
		name: 'code -32 (the tool runs another task), Wait off',
		node: 'error item naming the running task’s report_id; nothing queued',
		carriedOut: '0',
		surfaces: ['tools', 'agent'],
		operations: ['Video → Generate', 'Agent → Call Tool (long tool cluster_by_top)'],
		arrange: async (h, call) => {
			await runningElsewhere(h, call);
			return { parameters: call.surface === 'tools' ? {} : { waitForResult: false } };
		},
		expect: { sent: 1, effects: 0, outcome: 'error', message: /-32/ },
	},
	{
		name: 'code -32 (the tool runs another task), Wait on',
		node: 'waits for that task to end (free reads), then queues its own task once',
		carriedOut: '1',
		surfaces: ['tools', 'agent'],
		operations: ['Video → Generate', 'Agent → Call Tool (long tool cluster_by_top)'],
		arrange: async (h, call) => {
			await runningElsewhere(h, call);
			if (call.surface === 'tools') videoTasksEnd(h);
			return {
				parameters:
					call.surface === 'tools' ? WAIT_VIDEO : { waitForResult: true, waitTimeout: 180 },
			};
		},
		expect: { sent: 2, effects: 1, outcome: 'output' },
	},
	videoEnd(-104, 'Processing error'),
	videoEnd(-105, 'Limits run out'),
	videoEnd(-106, 'The process was canceled by a user'),
	videoEnd(-107, 'The process took more than 6 hours and was canceled'),
	videoEnd(-125, 'Processing error'),
	{
		name: 'poll answer 50 (In progress)',
		node: 'polls again every interval until the task ends; the task is not queued again',
		carriedOut: '1',
		surfaces: ['tools'],
		arrange: (h, call) => {
			onTaskRead(h, call, { error: 'In progress', code: 50, progress: 40 }, 1);
			videoTasksEnd(h);
			return { parameters: WAIT_VIDEO };
		},
		expect: { sent: 1, effects: 1, outcome: 'output' },
	},
	// The REST API's wrapper (docs/service/responses.md#rest-api): status, message, code, data,
	// dt; HTTP 200.
	{
		name: 'code 401 (token not authorized)',
		node: 'renews the session (refresh or sign-in) and sends it again once',
		carriedOut: '1',
		surfaces: ['rest'],
		operations: [
			'Balance → Create Top-Up',
			'Balance → Link Payment',
			'Balance → Confirm Payment',
			'Account → Delete Account',
		],
		arrange: (h, call) =>
			onCall(h, call, {
				kind: 'reply',
				json: restError(401, 'Token is not authorized. Check api documentation on /api-rest/doc'),
				times: 1,
			}),
		expect: { sent: 2, effects: 1, outcome: 'output' },
	},
	documented(
		'code 470 (incorrect request sum)',
		['rest'],
		restError(470, 'incorrect request sum'),
		/470/,
		['Balance → Create Top-Up'],
	),
	...[
		[460, 'forbidden to change confirmed balance item'],
		[470, 'forbidden to change balance item'],
		[403, 'access denied'],
	].map(([code, message]) =>
		documented(
			`code ${code} (${message})`,
			['rest'],
			restError(Number(code), String(message)),
			new RegExp(`${code}`),
			['Balance → Link Payment'],
		),
	),
	documented(
		'code 403 (unavailable source)',
		['rest'],
		restError(403, 'unavailable source'),
		/403/,
		['Balance → Confirm Payment'],
	),
	{
		// 500 is the documented "not credited" answer of balance/confirm (docs/service/rest-api.md#balance).
		name: 'code 500 (confirm payment error)',
		node: 'outputs credited: false with the reasons the service names; not repeated',
		carriedOut: '0',
		surfaces: ['rest'],
		operations: ['Balance → Confirm Payment'],
		arrange: (h, call) =>
			onCall(h, call, {
				kind: 'reply',
				json: restError(500, 'confirm payment error'),
				times: 1,
			}),
		expect: { sent: 1, effects: 0, outcome: 'output' },
	},
	documented(
		'code 400 (User already exists)',
		['rest'],
		restError(400, 'User already exists'),
		/400/,
		['Account → Register'],
	),
	// The agent interface: JSON-RPC and MCP.
	documented(
		'JSON-RPC error',
		['agent'],
		{ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' } },
		/-32603|Internal error/,
	),
	{
		name: 'tool result with isError',
		node: 'error item with the tool’s text; not repeated',
		carriedOut: '0',
		surfaces: ['agent'],
		arrange: (h, call) =>
			onCall(h, call, {
				kind: 'reply',
				json: {
					jsonrpc: '2.0',
					result: { isError: true, content: [{ type: 'text', text: 'Недостаточно лимитов' }] },
				},
				times: 1,
			}),
		expect: { sent: 1, effects: 0, outcome: 'error', message: /Недостаточно лимитов/ },
	},
	{
		name: 'MCP session 404 (the server forgot the session)',
		node: 'opens a new session (initialize) and sends the call again',
		carriedOut: '1',
		surfaces: ['agent'],
		// Sessions required; the server forgets them as the call arrives (as after a restart).
		arrange: (h) => {
			setAgentSessions(h.sim.state, { required: true });
			let forgotten = false;
			h.sim.onRequest((request) => {
				const rpc = request.json as { method?: string } | undefined;
				if (forgotten || rpc?.method !== 'tools/call') return;
				forgotten = true;
				forgetAgentSessions(h.sim.state);
			});
		},
		expect: { sent: 2, effects: 1, outcome: 'output' },
	},
];

/** Another task of the tool is running: the video tool's or the long agent tool's -32 mode. */
async function runningElsewhere(h: ProductHarness, call: Charging): Promise<void> {
	if (call.surface === 'tools') {
		videoState(h.sim.state).oneTaskAtATime = true;
		await videoElsewhere(h);
		return;
	}
	setOneTaskPerTool(h.sim.state, true);
	const { parameters } = await call.prepare(h, 0);
	await h.run({ ...parameters, waitForResult: false });
}

/** The rows of the table: every answer each charging call can meet. */
export const ANSWER_ROWS: Array<{ call: Charging; answer: Answer }> = CHARGING.flatMap((call) =>
	ANSWERS.filter(
		(answer) =>
			(!answer.surfaces || answer.surfaces.includes(call.surface)) &&
			(!answer.operations || answer.operations.includes(call.operation)),
	).map((answer) => ({ call, answer })),
);

/**
 * Request Options → Timeout of these runs: only the "no answer" row waits it out, and a short one
 * also expires on a busy machine before a healthy request has left the process.
 */
const TIMEOUT_S = 10;

let runs = 0;

/** Runs one charging call under one answer on a fresh simulator; records what was sent and done. */
export async function answerOnce(call: Charging, answer: Answer): Promise<ChargeRow> {
	const h = await startHarness();
	try {
		const { parameters, credentials } = await call.prepare(h, ++runs);
		const arranged = (await answer.arrange?.(h, call)) ?? {};
		const before = call.effects(h);
		const sentBefore = sentBy(h, call);
		const result = await h.run(
			{ ...parameters, ...arranged.parameters, requestOptions: { timeout: TIMEOUT_S } },
			{ ...credentials, baseUrl: arranged.baseUrl, continueOnFail: true },
		);
		const item = result.items('Node')[0]?.json ?? {};
		const row: ChargeRow = {
			operation: call.operation,
			fault: answer.name,
			node: answer.node,
			carriedOut: answer.carriedOut,
			sent: sentBy(h, call) - sentBefore,
			expectedSent: answer.expect.sent,
			effects: call.effects(h) - before,
			expectedEffects: answer.expect.effects,
			// An error item holds the message as a string (a task result may carry `error: null`).
			outcome: typeof item.error === 'string' && item.error !== '' ? 'error' : 'output',
			expectedOutcome: answer.expect.outcome,
			description: `${String(item.error ?? '')} ${String(item.description ?? '')}`.trim(),
		};
		figures.charges.push(row);
		return row;
	} finally {
		await retire(h);
	}
}

import type { IDataObject } from 'n8n-workflow';
import { HOUR } from '../../simulator';
import { regenerateKey } from '../../simulator/agent-api/auth';
import { figures, type TokenRow } from './report';
import { type ProductHarness, retire, SEED, secrets, sent, shop, startHarness } from './runs';

const getMany: IDataObject = { resource: 'project', operation: 'getAll', returnAll: true };
const signIns = (h: ProductHarness) => sent(h, '/api-rest/user/auth');
const refreshes = (h: ProductHarness) => sent(h, '/api-rest/user/refresh-token');

/** Input items that each list the projects once; the output keeps each item's pairing. */
const items = (n: number) => Array.from({ length: n }, (_, i) => ({ n: i }));

async function restSettings(h: ProductHarness, settings: IDataObject): Promise<void> {
	await fetch(`${h.sim.baseUrl}/__sim/rest/settings`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(settings),
	});
}

/** Moves the simulator's clock when the n-th request of a route arrives, mid-run. */
function advanceAt(h: ProductHarness, route: string, nth: number, ms: number): () => void {
	let seen = 0;
	return h.sim.onRequest((request) => {
		if (request.path === route && ++seen === nth) h.sim.clock.advance(ms);
	});
}

type Run = Awaited<ReturnType<ProductHarness['run']>>;

/** Input items of one run that got no successful output item (each output item names its input). */
function lostItems(result: Run, n: number): number {
	const paired = new Set(
		result
			.items('Node')
			.filter((item) => !item.json.error)
			.map((item) => (item.pairedItem as { item: number }).item),
	);
	return n - paired.size;
}

/** Input items of one run that got no clear error item, where an error is the expected outcome. */
function unansweredItems(result: Run, n: number): number {
	const paired = new Set(
		result
			.items('Node')
			.filter((item) => typeof item.json.error === 'string')
			.map((item) => (item.pairedItem as { item: number }).item),
	);
	return n - paired.size;
}

const errorText = (result: Run) =>
	`${String(result.items('Node')[0]?.json.error)} — ${String(result.items('Node')[0]?.json.description)}`;

function record(row: TokenRow): TokenRow {
	figures.tokens.push(row);
	return row;
}

export async function expiryMidRun(kind: 'access' | 'refresh'): Promise<TokenRow> {
	const h = await startHarness();
	try {
		if (kind === 'refresh') await restSettings(h, { refreshTtlMs: 2 * HOUR });
		const stop = advanceAt(
			h,
			'/api-rest/projects/list',
			250,
			kind === 'access' ? 2 * HOUR : 3 * HOUR,
		);
		const result = await h.run(getMany, { input: items(500), continueOnFail: true });
		stop();
		return record({
			scenario:
				kind === 'access'
					? 'access token expires at item 250 of 500'
					: 'refresh token expires at item 250 of 500',
			items: 500,
			lost: lostItems(result, 500),
			signIns: signIns(h),
			refreshes: refreshes(h),
			outcome: result.status,
		});
	} finally {
		await retire(h);
	}
}

export async function noStampede(): Promise<TokenRow> {
	const h = await startHarness();
	try {
		await h.run(getMany);
		h.sim.clock.advance(2 * HOUR);
		const before = { signIns: signIns(h), refreshes: refreshes(h) };
		const runs = await Promise.all(
			items(20).map(async () => await h.run(getMany, { continueOnFail: true })),
		);
		return record({
			scenario: '20 executions at once after the token expired',
			items: 20,
			lost: runs.reduce((n, run) => n + lostItems(run, 1), 0),
			signIns: signIns(h) - before.signIns,
			refreshes: refreshes(h) - before.refreshes,
			outcome: runs.every((r) => r.status === 'success') ? 'success' : 'error',
		});
	} finally {
		await retire(h);
	}
}

/** The colleague signs in, the account is deleted, a new process runs: counts are of that run. */
export async function deletedAccount(): Promise<TokenRow> {
	const h = await startHarness();
	const creds = { email: SEED.colleague.email, password: SEED.colleague.password };
	try {
		await h.run(getMany, creds);
		h.sim.state.accountById(SEED.colleague.id)!.deleted = true;
		h.newProcess();
		const before = { signIns: signIns(h), refreshes: refreshes(h) };
		const result = await h.run(getMany, { ...creds, continueOnFail: true });
		return record({
			scenario: 'account deleted (user/auth answers 418)',
			items: 1,
			lost: unansweredItems(result, 1),
			signIns: signIns(h) - before.signIns,
			refreshes: refreshes(h) - before.refreshes,
			outcome: errorText(result),
		});
	} finally {
		await retire(h);
	}
}

/** One read on each surface with the old key after a regeneration: one clear error item each. */
export async function regeneratedKey(): Promise<{ row: TokenRow; messages: string[] }> {
	const h = await startHarness();
	try {
		await h.run({ resource: 'project', operation: 'get', project: shop });
		secrets.add(regenerateKey(h.sim.state, h.sim.state.accountById(SEED.paid.id)!));
		const before = { signIns: signIns(h), refreshes: refreshes(h) };
		const results: Run[] = [];
		for (const parameters of [
			{ resource: 'project', operation: 'get', project: shop },
			{ resource: 'video', operation: 'getModels' },
			{ resource: 'agent', operation: 'listTools' },
		]) {
			results.push(await h.run(parameters, { continueOnFail: true }));
		}
		const messages = results.map(errorText);
		const row = record({
			scenario: 'API key regenerated (old key on 3 surfaces)',
			items: results.length,
			lost: results.reduce((n, run) => n + unansweredItems(run, 1), 0),
			signIns: signIns(h) - before.signIns,
			refreshes: refreshes(h) - before.refreshes,
			outcome: messages.join(' / '),
		});
		return { row, messages };
	} finally {
		await retire(h);
	}
}

import type { IDataObject } from 'n8n-workflow';
import { HOUR } from '../../simulator';
import { regenerateKey } from '../../simulator/mcp/auth';
import { figures } from './report';
import { observedRun, ProductHarness, retire, SEED, secrets, sent, shop } from './runs';

const getMany: IDataObject = { resource: 'project', operation: 'getAll', returnAll: true };
const signIns = (h: ProductHarness) => sent(h, '/api-rest/user/auth');
const refreshes = (h: ProductHarness) => sent(h, '/api-rest/user/refresh-token');

/** Input items that each list the projects once; the output keeps each item's pairing. */
const items = (n: number) => Array.from({ length: n }, (_, i) => ({ n: i }));

async function restSettings(h: ProductHarness, settings: IDataObject): Promise<void> {
	await fetch(`${h.sim.baseUrl}/__sim/rest/settings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(settings) });
}

/** Moves the simulator's clock when the n-th request of a route arrives, mid-run. */
function advanceAt(h: ProductHarness, route: string, nth: number, ms: number): () => void {
	let seen = 0;
	return h.sim.onRequest((request) => {
		if (request.path === route && ++seen === nth) h.sim.clock.advance(ms);
	});
}

/** Output items per input item: every one of the n items must be there (none lost). */
function lostItems(result: Awaited<ReturnType<typeof observedRun>>, n: number): number {
	const paired = new Set(result.items('Node').filter((item) => !item.json.error).map((item) => (item.pairedItem as { item: number }).item));
	return n - paired.size;
}

export async function expiryMidRun(kind: 'access' | 'refresh'): Promise<{ lost: number; signIns: number; refreshes: number }> {
	const h = await ProductHarness.start();
	try {
		if (kind === 'refresh') await restSettings(h, { refreshTtlMs: 2 * HOUR });
		const stop = advanceAt(h, '/api-rest/projects/list', 250, kind === 'access' ? 2 * HOUR : 3 * HOUR);
		const result = await observedRun(h, getMany, { input: items(500), continueOnFail: true });
		stop();
		const row = { lost: lostItems(result, 500), signIns: signIns(h), refreshes: refreshes(h) };
		figures.tokens.push({
			scenario: kind === 'access' ? 'access token expires at item 250 of 500' : 'refresh token expires at item 250 of 500',
			items: 500,
			...row,
			outcome: result.status,
		});
		return row;
	} finally {
		await retire(h);
	}
}

export async function noStampede(): Promise<{ lost: number; signIns: number; refreshes: number }> {
	const h = await ProductHarness.start();
	try {
		await h.run(getMany);
		h.sim.clock.advance(2 * HOUR);
		const before = { signIns: signIns(h), refreshes: refreshes(h) };
		const runs = await Promise.all(items(20).map(async () => await observedRun(h, getMany, { continueOnFail: true })));
		const lost = runs.reduce((n, run) => n + lostItems(run, 1), 0);
		const row = { lost, signIns: signIns(h) - before.signIns, refreshes: refreshes(h) - before.refreshes };
		figures.tokens.push({ scenario: '20 executions at once after the token expired', items: 20, ...row, outcome: runs.every((r) => r.status === 'success') ? 'success' : 'error' });
		return row;
	} finally {
		await retire(h);
	}
}

export async function deletedAccount(): Promise<string> {
	const h = await ProductHarness.start();
	const creds = { email: SEED.colleague.email, password: SEED.colleague.password };
	try {
		await h.run(getMany, creds);
		h.sim.state.accountById(SEED.colleague.id)!.deleted = true;
		h.newProcess();
		const result = await observedRun(h, getMany, { ...creds, continueOnFail: true });
		const message = `${String(result.items('Node')[0].json.error)} — ${String(result.items('Node')[0].json.description)}`;
		figures.tokens.push({ scenario: 'account deleted (user/auth answers 418)', items: 1, lost: 0, signIns: signIns(h), refreshes: refreshes(h), outcome: message });
		return message;
	} finally {
		await retire(h);
	}
}

export async function regeneratedKey(): Promise<string[]> {
	const h = await ProductHarness.start();
	try {
		await h.run({ resource: 'project', operation: 'get', project: shop });
		secrets.add(regenerateKey(h.sim.state, h.sim.state.accountById(SEED.paid.id)!));
		const messages: string[] = [];
		for (const parameters of [
			{ resource: 'project', operation: 'get', project: shop },
			{ resource: 'video', operation: 'getModels' },
			{ resource: 'agent', operation: 'listTools' },
		]) {
			const result = await observedRun(h, parameters, { continueOnFail: true });
			messages.push(`${String(result.items('Node')[0].json.error)} — ${String(result.items('Node')[0].json.description)}`);
		}
		figures.tokens.push({ scenario: 'API key regenerated (old key on 3 surfaces)', items: 3, lost: 0, signIns: 0, refreshes: 0, outcome: messages.join(' / ') });
		return messages;
	} finally {
		await retire(h);
	}
}

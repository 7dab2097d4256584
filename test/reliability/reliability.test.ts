import { loadRun } from './load';
import { deletedAccount, expiryMidRun, noStampede, regeneratedKey } from './tokens';
import { BAD_INPUTS, refuseAll } from './badInput';
import { CHARGING, chargeInParallel, chargeOnce, LOSING_FAULTS, PARALLEL_ITEMS } from './charges';
import { FAULTS, runFaultKind } from './faults';
import { captureLogs, findLeaks, searchLeaks, secretForms } from './leaks';
import { figures, writeReliabilityPage } from './report';
import { observedRun, ProductHarness, retire, secrets } from './runs';

/**
 * The promises of DEVELOPERS.md, measured: faults, exactly-once charges, bad input, token
 * lifecycle, load and secrets. One file so that the sections share the leak search and the
 * page they write (docs/reliability.md) covers the whole run.
 */
let restoreLogs: () => void;
beforeAll(() => {
	restoreLogs = captureLogs();
});
afterAll(() => {
	restoreLogs();
	writeReliabilityPage();
});

describe('fault matrix: every surface × every fault', () => {
	it('gives one clear error item per input naming the operation, within the timeout, and recovers from a one-off fault', async () => {
		await Promise.all(FAULTS.map(runFaultKind));
		const failing = figures.faults.filter((c) => !c.clearError || !c.recovered);
		expect(failing).toEqual([]);
		expect(figures.faults).toHaveLength(40);
	}, 120_000);
});

describe('exactly once: calls that charge limits or move money', () => {
	it('are sent once and take effect at most once, whatever happens to the answer', async () => {
		const descriptions = await Promise.all(CHARGING.flatMap((call) => LOSING_FAULTS.map(async (fault) => await chargeOnce(call, fault))));
		for (const { description } of descriptions) expect(description).toMatch(/not repeated automatically/);
		expect(figures.charges.filter((r) => r.sent !== 1 || r.effects > 1)).toEqual([]);
		expect(figures.charges.filter((r) => r.fault.startsWith('answer lost')).every((r) => r.effects === 1)).toBe(true);
	}, 120_000);

	it('with several items in parallel: each item’s call is sent once, and effects never outnumber the items', async () => {
		const rows = await Promise.all(
			CHARGING.flatMap((call) => LOSING_FAULTS.map(async (fault) => ({ operation: call.operation, fault: fault.name, ...(await chargeInParallel(call, fault)) }))),
		);
		expect(rows.filter((r) => r.sent !== PARALLEL_ITEMS || r.effects > PARALLEL_ITEMS)).toEqual([]);
		// The two requests that met the fault fail their items; the others go through.
		expect(rows.filter((r) => r.errors < 2)).toEqual([]);
	}, 120_000);
});

describe('bad input', () => {
	it('is refused before any request, naming the field and the rule', async () => {
		const h = await ProductHarness.start();
		try {
			const outcomes = await refuseAll(h);
			expect(outcomes.filter((o) => !o.ok).map((o) => `${o.row.operation} / ${o.row.input}: ${o.message}`)).toEqual([]);
			expect(BAD_INPUTS.length).toBeGreaterThanOrEqual(40);
		} finally {
			await retire(h);
		}
	}, 60_000);

	it('loses nothing: under continue-on-fail the other items still run', async () => {
		const h = await ProductHarness.start();
		try {
			const project = { __rl: true, mode: 'id', value: '={{ $json.id }}' };
			const result = await observedRun(h, { resource: 'project', operation: 'get', project }, { input: [{ id: '101' }, { id: 'abc' }, { id: '102' }], continueOnFail: true });
			const items = result.items('Node');
			expect(items.map((item) => [(item.pairedItem as { item: number }).item, item.json.error === undefined])).toEqual([[0, true], [1, false], [2, true]]);
			expect(String(items[1].json.error)).toMatch(/^Project → Get: Project: "abc" is not a project ID/);
			expect(h.received('/projects/api/v1/project/get')).toHaveLength(2);
		} finally {
			await retire(h);
		}
	}, 30_000);
});

describe('token lifecycle', () => {
	it('an access token expiring mid-run of 500 items costs one refresh and no item', async () => {
		expect(await expiryMidRun('access')).toEqual({ lost: 0, signIns: 1, refreshes: 1 });
	}, 60_000);

	it('a refresh token expiring mid-run costs one sign-in and no item', async () => {
		expect(await expiryMidRun('refresh')).toEqual({ lost: 0, signIns: 2, refreshes: 1 });
	}, 60_000);

	it('20 executions meeting an expired token share one refresh (no sign-in stampede)', async () => {
		expect(await noStampede()).toEqual({ lost: 0, signIns: 0, refreshes: 1 });
	}, 60_000);

	it('a deleted account gives a clear error with code 418', async () => {
		expect(await deletedAccount()).toMatch(/^Project → Get Many: REST API: User has been deleted \(code 418\) — .*deleted/);
	}, 30_000);

	it('a regenerated API key gives a clear error on every surface', async () => {
		const [project, tools, agent] = await regeneratedKey();
		expect(project).toMatch(/^Project → Get: Project API: .*API key/);
		expect(tools).toMatch(/^Video → Get Models: Tools API: .*API key/i);
		expect(agent).toMatch(/^Agent → List Tools: Agent interface: .*(regenerated|API key)/);
	}, 30_000);
});

describe('load', () => {
	it('10,000 items of a read run without errors or growing memory', async () => {
		const { errors, growthPercent } = await loadRun();
		expect(errors).toBe(0);
		expect(growthPercent).toBeLessThan(15);
	}, 300_000);
});

describe('secrets', () => {
	it('the search finds a planted secret in its URL-encoded form', () => {
		const forms = secretForms(['k=1&x/2']);
		expect(findLeaks(['GET /projects?token=k%3D1%26x%2F2'], forms)).toHaveLength(1);
	});

	it('the API key, password and tokens appear in nothing a user or operator can see', () => {
		expect(searchLeaks([...secrets])).toEqual([]);
	});
});

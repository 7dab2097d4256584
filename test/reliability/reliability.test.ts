import { readdirSync, readFileSync } from 'node:fs';
import { loadRun } from './load';
import { deletedAccount, expiryMidRun, noStampede, regeneratedKey } from './tokens';
import { BAD_INPUTS, refuseAll } from './badInput';
import { CHARGING, chargeInParallel, LOSING_FAULTS, PARALLEL_ITEMS } from './charges';
import { ANSWER_ROWS, answerOnce } from './answers';
import { FAULTS, runFaultKind, SURFACES } from './faults';
import { captureLogs, findLeaks, searchLeaks, secretForms } from './leaks';
import { figures, judge, judgeEach, saveFigures } from './report';
import { retire, secrets, startHarness } from './runs';
import { halfRefusedRun, redirectRows } from './redirects';

/**
 * The promises of the guide, measured: faults, exactly-once charges, bad input, token
 * lifecycle, load and secrets. One file so that the sections share the leak search. Under
 * `npm test` it only checks; `npm run reliability` has it save the figures (saveFigures) and
 * writes docs/reliability.md when every test of the run passed (scripts/reliability/).
 */
/** Rows run at once: each holds a simulator and some wait out a poll interval. */
const ANSWER_BATCH = 24;

/** Runs `work` over `items`, at most `size` at a time, keeping their order. */
async function inBatches<T, R>(
	items: T[],
	size: number,
	work: (item: T) => Promise<R>,
): Promise<R[]> {
	const results: R[] = new Array(items.length);
	let next = 0;
	const lane = async () => {
		while (next < items.length) {
			const index = next++;
			results[index] = await work(items[index]);
		}
	};
	await Promise.all(Array.from({ length: Math.min(size, items.length) }, lane));
	return results;
}

let restoreLogs: () => void;
beforeAll(() => {
	restoreLogs = captureLogs();
});
afterAll(() => {
	restoreLogs();
	saveFigures();
});

describe('fault matrix: every surface × every fault', () => {
	it('gives one clear error item per input naming the operation, within the timeout, after three attempts (four when throttled), and recovers from a one-off fault', async () => {
		await Promise.all(FAULTS.map(runFaultKind));
		expect(figures.faults).toHaveLength(FAULTS.length * SURFACES.length);
		expect(figures.faults).toHaveLength(40);
		judgeEach(
			figures.faults,
			(cell) => cell,
			(cell) => {
				expect(cell.clearError).toBe(true);
				expect(cell.recovered).toBe(true);
				expect(cell.attemptsPerRead).toBe(FAULTS.find((f) => f.name === cell.fault)?.attempts ?? 3);
			},
		);
	}, 120_000);
});

describe('exactly once: calls that charge limits or move money', () => {
	it('meet every answer HTTP, the service and MCP allow: each sent again only when it was not carried out, and carried out at most once', async () => {
		const checked = await inBatches(ANSWER_ROWS, ANSWER_BATCH, async ({ call, answer }) => ({
			answer,
			row: await answerOnce(call, answer),
		}));
		expect(checked).toHaveLength(ANSWER_ROWS.length);
		judgeEach(
			checked,
			({ row }) => row,
			({ row, answer }) => {
				expect({ sent: row.sent, effects: row.effects, outcome: row.outcome }).toEqual({
					sent: answer.expect.sent,
					effects: answer.expect.effects,
					outcome: answer.expect.outcome,
				});
				if (answer.expect.message) expect(row.description).toMatch(answer.expect.message);
			},
		);
		// Every charging operation meets every class of answer the issue of exactly-once names.
		for (const call of CHARGING) {
			const names = checked.filter(({ row }) => row.operation === call.operation);
			expect(names.length).toBeGreaterThanOrEqual(16);
		}
	}, 600_000);

	it('with several items in parallel: each item’s call is sent once, and effects never outnumber the items', async () => {
		const rows = await Promise.all(
			CHARGING.filter((call) => call.surface !== 'agent').flatMap((call) =>
				LOSING_FAULTS.map(async (fault) => ({
					operation: call.operation,
					fault: fault.name,
					...(await chargeInParallel(call, fault)),
				})),
			),
		);
		expect(rows.filter((r) => r.sent !== PARALLEL_ITEMS || r.effects > PARALLEL_ITEMS)).toEqual([]);
		// The two requests that met the fault fail their items; the others go through.
		expect(rows.filter((r) => r.errors < 2)).toEqual([]);
	}, 120_000);
});

describe('bad input', () => {
	it('is refused before any request, naming the field and the rule', async () => {
		const h = await startHarness();
		try {
			const outcomes = await refuseAll(h);
			expect(outcomes).toHaveLength(BAD_INPUTS.length);
			expect(outcomes).toHaveLength(60);
			judgeEach(
				outcomes,
				(o) => o.figure,
				({ row, figure, items }) => {
					expect(items).toBe(1);
					expect(figure.requests).toBe(0);
					expect(figure.message.slice(0, row.operation.length + 2)).toBe(`${row.operation}: `);
					expect(figure.message).toMatch(row.message);
				},
			);
		} finally {
			await retire(h);
		}
	}, 60_000);

	it('loses nothing: under continue-on-fail the other items still run', async () => {
		const h = await startHarness();
		try {
			const project = { __rl: true, mode: 'id', value: '={{ $json.id }}' };
			const result = await h.run(
				{ resource: 'project', operation: 'get', project },
				{ input: [{ id: '101' }, { id: 'abc' }, { id: '102' }], continueOnFail: true },
			);
			const items = result.items('Node');
			expect(
				items.map((item) => [
					(item.pairedItem as { item: number }).item,
					item.json.error === undefined,
				]),
			).toEqual([
				[0, true],
				[1, false],
				[2, true],
			]);
			expect(String(items[1].json.error)).toMatch(
				/^Project → Get: Project: "abc" is not a project ID/,
			);
			expect(h.received('/projects/api/v1/project/get')).toHaveLength(2);
		} finally {
			await retire(h);
		}
	}, 30_000);
});

/** The counted columns of a token row, for one exact comparison. */
const counts = (row: { items: number; lost: number; signIns: number; refreshes: number }) => ({
	items: row.items,
	lost: row.lost,
	signIns: row.signIns,
	refreshes: row.refreshes,
});

describe('token lifecycle', () => {
	it('an access token expiring mid-run of 500 items costs one refresh and no item', async () => {
		const row = await expiryMidRun('access');
		judge(row, () => {
			expect(counts(row)).toEqual({ items: 500, lost: 0, signIns: 1, refreshes: 1 });
			expect(row.outcome).toBe('success');
		});
	}, 60_000);

	it('a refresh token expiring mid-run costs one sign-in and no item', async () => {
		const row = await expiryMidRun('refresh');
		judge(row, () => {
			expect(counts(row)).toEqual({ items: 500, lost: 0, signIns: 2, refreshes: 1 });
			expect(row.outcome).toBe('success');
		});
	}, 60_000);

	it('20 executions meeting an expired token share one refresh (no sign-in stampede)', async () => {
		const row = await noStampede();
		judge(row, () => {
			expect(counts(row)).toEqual({ items: 20, lost: 0, signIns: 0, refreshes: 1 });
			expect(row.outcome).toBe('success');
		});
	}, 60_000);

	it('a deleted account gives a clear error with code 418', async () => {
		const row = await deletedAccount();
		judge(row, () => {
			// The stored token is refused (401), its refresh too, and the sign-in answers 418.
			expect(counts(row)).toEqual({ items: 1, lost: 0, signIns: 1, refreshes: 1 });
			expect(row.outcome).toMatch(
				/^Project → Get Many: REST API: User has been deleted \(code 418\) — .*deleted/,
			);
		});
	}, 30_000);

	it('a regenerated API key gives a clear error on every surface', async () => {
		const { row, messages } = await regeneratedKey();
		judge(row, () => {
			expect(counts(row)).toEqual({ items: 3, lost: 0, signIns: 0, refreshes: 0 });
			expect(messages).toHaveLength(3);
			expect(messages[0]).toMatch(/^Project → Get: Project API: .*API key/);
			expect(messages[1]).toMatch(/^Video → Get Models: Tools API: .*API key/i);
			expect(messages[2]).toMatch(/^Agent → List Tools: Agent interface: .*(regenerated|API key)/);
		});
	}, 30_000);
});

describe('load', () => {
	it('10,000 items of a read run without errors or growing memory', async () => {
		const load = await loadRun();
		judge(load, () => {
			expect(load.items).toBe(10_000);
			expect(load.errors).toBe(0);
			expect(load.growthPercent).toBeLessThan(15);
		});
	}, 300_000);
});

describe('redirects and sustained refusals', () => {
	it('a redirect to another host or port receives nothing and carries nothing out, on every surface', async () => {
		const rows = await redirectRows();
		expect(rows).toHaveLength(50);
		judgeEach(
			rows,
			(row) => row,
			(row) => {
				expect(row.elsewhere).toBe(0);
				expect(row.carriedOut).toBe(0);
				expect(row.clearError).toBe(true);
			},
		);
	});

	it.each([0, undefined])(
		'200 charging items against a server refusing every other request (Retry-After %s): none lost, none twice',
		async (retryAfter) => {
			const row = await halfRefusedRun(retryAfter);
			judge(row, () => {
				expect(row.lost).toBe(0);
				expect(row.twice).toBe(0);
				expect(row.refused).toBe(200);
			});
		},
		120_000,
	);
});

describe('secrets', () => {
	it('the search finds a planted secret in its URL-encoded form', () => {
		const forms = secretForms(['k=1&x/2']);
		expect(findLeaks(['GET /projects?token=k%3D1%26x%2F2'], forms)).toEqual([
			`k%3D1%… in: GET /projects?token=k%3D1%26x%2F2`,
		]);
	});

	it('the search finds a planted secret in its Base64 form', () => {
		const forms = secretForms(['planted-secret-1']);
		const header = `Basic ${Buffer.from('planted-secret-1').toString('base64')}`;
		expect(findLeaks([header], forms)).toHaveLength(1);
	});

	it('every run of the suite goes through the observing harness (runs.ts is the only file that starts one)', () => {
		const starters = readdirSync(__dirname)
			.filter((file) => file.endsWith('.ts'))
			.filter((file) =>
				/from '\.\.\/(nodes|harness)\/|ProductHarness\.start\(/.test(
					readFileSync(`${__dirname}/${file}`, 'utf8'),
				),
			);
		expect(starters).toEqual(['runs.ts']);
	});

	it('the API key, password and tokens appear in nothing a user or operator can see, across every run above', () => {
		const found = searchLeaks([...secrets]);
		const leaks = figures.leaks!;
		judge(leaks, () => {
			expect(found).toEqual([]);
			// 120 fault-matrix runs (warm-up, faulty, recovering); the charging runs (every row of
			// the exactly-once table, runs of four items at once, and the runs preparing them: a
			// top-up before each Link Payment, a top-up and its link before each Confirm Payment, the
			// task already running before each -32 row of an agent tool); 61 bad-input runs; 29
			// token runs (warm-ups included); 5 load runs; 50 redirect runs and 2 half-refused runs.
			expect(leaks.runs).toBe(781);
		});
	});
});

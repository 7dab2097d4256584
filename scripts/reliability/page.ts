import type { FaultCell, Figures, Judged } from '../../dev/reliability/figures';

/** One test of the run, as jest reported it. */
export interface TestOutcome {
	name: string;
	status: string;
	seconds: number;
}

export interface RunFacts {
	date: string;
	node: string;
	tests: TestOutcome[];
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const verdict = (row: Judged) =>
	row.pass === true ? 'pass' : row.pass === false ? 'FAIL' : 'not checked';

function table(header: string[], rows: Array<Array<string | number>>): string {
	return [
		`| ${header.join(' | ')} |`,
		`|${header.map(() => '---').join('|')}|`,
		...rows.map((r) => `| ${r.map((v) => cell(String(v))).join(' | ')} |`),
	].join('\n');
}

const passing = (rows: Judged[]) =>
	`${rows.filter((r) => r.pass === true).length} of ${rows.length} pass`;

/** docs/reliability.md from the figures of one run of the reliability suite and jest's verdicts. */
export function reliabilityPage(f: Figures, run: RunFacts): string {
	// Cells finish in any order (they run in parallel): list them by surface, then by fault.
	const order = (c: FaultCell) => `${c.surface}|${c.fault}`;
	const faults = [...f.faults].sort((a, b) => order(a).localeCompare(order(b)));
	const charges = [...f.charges].sort((a, b) =>
		`${a.operation}|${a.fault}`.localeCompare(`${b.operation}|${b.fault}`),
	);
	const surfaces = new Set(faults.map((c) => c.surface)).size;
	const kinds = new Set(faults.map((c) => c.fault)).size;
	// A duplicate charge: the service carried the call out more often than once.
	const duplicates = charges.filter((r) => r.effects > 1).length;
	const lost = f.tokens.reduce((n, r) => n + r.lost, 0) + (f.load?.errors ?? 0);
	const passed = run.tests.filter((t) => t.status === 'passed').length;
	const leaks = f.leaks;
	const load = f.load;
	const lines = [
		'# Reliability',
		'',
		'Written by `npm run reliability` (scripts/reliability/) from a run of the reliability suite',
		'(`test/reliability/`) in which every test passed; do not edit by hand. `npm test` runs the same',
		"suite but never writes this page. Every figure comes from the SEO Tools node running in n8n's",
		"engine against the simulator over HTTP on 127.0.0.1, with the simulator's fault injection and",
		"request counters. Each row says whether the test's checks about it held.",
		'',
		`Run: ${run.date}, Node ${run.node}, ${passed} of ${run.tests.length} tests passed.`,
		'',
		'## Summary',
		'',
		table(
			['Figure', 'Value'],
			[
				[
					'Faults × surfaces covered',
					`${kinds} × ${surfaces} = ${faults.length} cells, ${passing(faults)}`,
				],
				[
					'Charging calls × answers checked',
					`${new Set(charges.map((r) => r.operation)).size} operations, ${charges.length} rows, ${passing(charges)}`,
				],
				['Duplicate charges', duplicates],
				[
					'Invalid inputs refused before any request',
					`${f.badInputs.filter((r) => r.requests === 0).length} of ${f.badInputs.length} (${passing(f.badInputs)})`,
				],
				[
					'Secret leaks found',
					leaks
						? `${leaks.found.length} (searched ${leaks.runs} node runs: ${leaks.texts} texts, ${leaks.bytes} bytes, for ${leaks.secrets} secret forms)`
						: 'not run',
				],
				['Items lost', lost],
				[
					'Load',
					load
						? `${load.items} items, ${load.errors} errors, heap after each 2,000: ${load.heapMiB.map((m) => m.toFixed(1)).join(', ')} MiB (growth ${load.growthPercent.toFixed(1)} %), ${verdict(load)}`
						: 'not run',
				],
			],
		),
		'',
		'## Tests of this run',
		'',
		table(
			['Test', 'Result', 'Seconds'],
			run.tests.map((t) => [t.name, t.status, t.seconds.toFixed(1)]),
		),
		'',
		'## Fault matrix',
		'',
		"Each cell: a permanent fault on the surface's route with two input items under continue-on-fail",
		'and a 5-second timeout (each item must give exactly one error item that names the operation,',
		'after exactly three attempts of one timeout each, four for HTTP 429 with Retry-After: a throttled read',
		'waits in the parallel window), then the same fault once (the safe read must',
		'retry and succeed). "Attempts per read" counts what the simulator received for each read under',
		'the permanent fault: one read per item, except the agent interface, whose two items share one',
		'read of the tool catalog per execution. "Seconds per item" is the mean of the two items (all',
		'cells run at once).',
		'',
		table(
			[
				'Surface',
				'Fault',
				'Clear error per item',
				'Recovers after one fault',
				'Attempts per read',
				'Seconds per item',
				'Result',
			],
			faults.map((c) => [
				c.surface,
				c.fault,
				c.clearError ? 'yes' : 'NO',
				c.recovered ? 'yes' : 'NO',
				c.attemptsPerRead,
				c.secondsPerItem.toFixed(1),
				verdict(c),
			]),
		),
		'',
		'## Every answer of a charging call',
		'',
		'The rule for every call that consumes limits or moves money: each charging operation of the',
		'SEO Tools node (the trigger only reads, so it has none) meets each class of answer that HTTP,',
		'the service\'s documents and MCP allow. "What the node does" is the rule; "Carried out" is how',
		'many times the service can have carried the call out under that answer. The test then checks',
		'it: "Sent" is what the service received (a refused try counts), "Effects" what its state shows',
		'(checks queued, tasks, balance rows, accounts), and the item must come out as the rule says (an',
		'output, or an error item whose message says why). Documented error bodies are answered as the',
		"service's documents write them; a 429 is refused once without Retry-After. A 4xx other than",
		'429 and 408 is a refusal whatever its body (RFC 9110 §15.5): it is answered in place of the',
		'call, with a body shaped like its success or a proxy’s own JSON, and nothing is carried out.',
		'',
		table(
			[
				'Operation',
				'Answer',
				'What the node does',
				'Carried out',
				'Sent',
				'Effects',
				'Item',
				'Result',
			],
			charges.map((r) => [
				r.operation,
				r.fault,
				r.node,
				r.carriedOut,
				r.sent,
				r.effects,
				r.outcome,
				verdict(r),
			]),
		),
		'',
		'## Bad input',
		'',
		'Each must give one error item, before any request (the catalog read a check depends on',
		'excepted: none is counted here, the column counts requests that act), with a message that',
		'starts with the operation and names the field and the rule.',
		'',
		table(
			['Operation', 'Input', 'Requests', 'Message', 'Result'],
			f.badInputs.map((r) => [r.operation, r.input, r.requests, r.message, verdict(r)]),
		),
		'',
		'## Token lifecycle',
		'',
		'"Lost" counts input items that did not get the outcome the scenario expects: a result in the',
		'first three rows, a clear error item in the last two. Sign-ins and refreshes are what the',
		"simulator received during the scenario's measured run(s).",
		'',
		table(
			['Scenario', 'Items', 'Lost', 'Sign-ins', 'Refreshes', 'Outcome', 'Result'],
			f.tokens.map((r) => [
				r.scenario,
				r.items,
				r.lost,
				r.signIns,
				r.refreshes,
				r.outcome,
				verdict(r),
			]),
		),
		'',
		'## Redirects',
		'',
		'Each surface answered with a redirect to another host (127.0.0.2) or another port of the same',
		'host, for every redirect status (test/nodes/shared/redirectServer.ts records what those addresses',
		'receive). "Elsewhere" counts requests the other address received; "carried out" the calls the',
		'service carried out for the redirected request.',
		'',
		table(
			['Surface', 'Redirect', 'Elsewhere', 'Carried out', 'Clear error', 'Result'],
			(f.redirects ?? []).map((r) => [
				r.surface,
				r.redirect,
				r.elsewhere,
				r.carriedOut,
				r.clearError ? 'yes' : 'no',
				verdict(r),
			]),
		),
		'',
		'## Sustained refusals',
		'',
		'A server written for the tests refuses every other request with HTTP 429, whatever the rate.',
		'',
		table(
			['Scenario', 'Items', 'Lost', 'Carried out twice', 'Requests', 'Refused', 'Result'],
			(f.refusals ?? []).map((r) => [
				r.scenario,
				r.items,
				r.lost,
				r.twice,
				r.requests,
				r.refused,
				verdict(r),
			]),
		),
		'',
		'## Secrets',
		'',
		'Every node run of the suite (warm-up, preparation and load runs included) goes through one',
		'harness wrapper that hands its whole run data, error message, description and stack to the',
		"search; so does everything logged through n8n's logger and the console. The search looks for",
		'the API key, the password and every access and refresh token the simulators issued, raw and',
		"URL-encoded and Base64-encoded. The load's runs are searched as each ends (for the secrets known by then) rather",
		'than kept, so that they do not weigh on its heap figure.',
		'',
		leaks
			? `Leaks found: ${leaks.found.length}${leaks.found.length ? ` (${leaks.found.join('; ')})` : ''}; ${verdict(leaks)}.`
			: 'Not run.',
		'',
	];
	return `${lines.join('\n')}\n`;
}

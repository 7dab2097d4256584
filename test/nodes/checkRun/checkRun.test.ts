import { AGENT_CATALOG_PROFILES } from '../../../simulator';
import { toolCallsOf } from '../helpers';
import { useHarness } from '../shared/useHarness';
import { projectOperation } from '../shared/projectOperation';
import { useToolServer } from '../shared/useToolServer';

const checkRun = projectOperation('checkRun');

/** Get Check Cost and Max Cost of the check runs (docs/decisions/agent-catalog-operations.md#resources). */
describe.each(AGENT_CATALOG_PROFILES)(
	'Check Run on the simulator (%s agent catalog)',
	(profile) => {
		const h = useHarness({ agentCatalog: profile }, { clear: true });

		it('refuses Run All Checks before sending it when it would cost more than Max Cost', async () => {
			const cost = await h.run(checkRun('getCost'));
			const total = Number(cost.output[0].json.run_all_checks_total ?? cost.output[0].json.total);
			expect(total).toBeGreaterThan(1);
			h.clear();
			const result = await h.run(checkRun('runAllChecks', { maxCost: total - 1 }), {
				continueOnFail: true,
			});
			expect(toolCallsOf(h).map((call) => call.name)).toEqual(['get_check_cost']);
			expect(String(result.output[0].json.error)).toContain(
				`run_all_checks would charge ${total} limits, more than the ${total - 1} allowed`,
			);
		});

		it('runs it once when it costs no more, and says what it was expected to cost', async () => {
			const cost = await h.run(checkRun('getCost'));
			const frequencies = Number(cost.output[0].json.frequencies);
			h.clear();
			const result = await h.run(checkRun('runFrequencyCheck', { maxCost: frequencies }));
			expect(toolCallsOf(h).map((call) => call.name)).toEqual([
				'get_check_cost',
				'run_frequency_check',
			]);
			expect(result.output[0].json).toMatchObject({ limits_expected: frequencies });
		});
	},
);

describe('Check Run against a server that is not the simulator', () => {
	const tools = useToolServer(checkRun);
	const mutating = { readOnlyHint: false };
	const run = { name: 'run_all_checks', annotations: mutating, params: { project_id: 'integer' } };

	it('reads the cost inside an envelope, as text, and runs when it is within Max Cost', async () => {
		tools.server.offer([
			{
				name: 'get_check_cost',
				form: 'text',
				params: { project_id: 'integer' },
				answer: () => ({ data: { result: { total: '40', frequencies: 10 } } }),
			},
			{ ...run, answer: () => ({ data: { started: true } }) },
		]);
		const result = await tools.run('runAllChecks', { maxCost: 40 });
		expect(tools.server.calls.map((call) => call.name)).toEqual([
			'get_check_cost',
			'run_all_checks',
		]);
		expect(result.output[0].json).toMatchObject({ started: true, limits_expected: 40 });
	});

	it('refuses the run when the cost of this run cannot be read, and sends nothing that charges', async () => {
		tools.server.offer([
			{
				name: 'get_check_cost',
				params: { project_id: 'integer' },
				answer: () => ({ data: { positions: 12, frequencies: 3 } }),
			},
			{ ...run, answer: () => ({ data: { started: true } }) },
		]);
		const result = await tools.run('runAllChecks', { maxCost: 100 });
		expect(tools.server.calls.map((call) => call.name)).toEqual(['get_check_cost']);
		expect(String(result.output[0].json.error)).toMatch(
			/the cost of run_all_checks .* could not be read from get_check_cost’s answer/,
		);
	});

	it('with Max Cost 0 runs without reading the cost', async () => {
		tools.server.offer([{ ...run, answer: () => ({ data: 'queued' }) }]);
		const result = await tools.run('runAllChecks', {});
		expect(tools.server.calls.map((call) => call.name)).toEqual(['run_all_checks']);
		expect(result.output[0].json).toMatchObject({ result: 'queued' });
	});
});

describe('Items of a declared operation whose tool changes data', () => {
	const tools = useToolServer((operation, extra) => ({ resource: 'folder', operation, ...extra }));

	it('run one at a time, in input order: each is sent after the one before has its answer', async () => {
		const events: string[] = [];
		tools.server.offer([
			{
				name: 'create_project_folder',
				annotations: { readOnlyHint: false },
				params: { name: 'string' },
				answer: async (args) => {
					events.push(`start ${String(args.name)}`);
					await new Promise((resolve) => setImmediate(resolve));
					events.push(`end ${String(args.name)}`);
					return { data: { folder_id: 1 } };
				},
			},
		]);
		await tools.h.run(
			{ resource: 'folder', operation: 'create', name: '={{ $json.name }}' },
			{
				baseUrl: tools.server.url,
				input: [{ name: 'Первая' }, { name: 'Вторая' }, { name: 'Третья' }],
			},
		);
		expect(events).toEqual([
			'start Первая',
			'end Первая',
			'start Вторая',
			'end Вторая',
			'start Третья',
			'end Третья',
		]);
	});
});

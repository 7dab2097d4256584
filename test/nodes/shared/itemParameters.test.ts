import { SEED } from '../helpers';
import { useHarness } from './useHarness';

/**
 * Parameters without an expression are resolved once per execution (utils/itemParameter.ts);
 * a parameter with one must still be resolved for every item.
 */
describe('parameters resolved once per execution unless they hold an expression', () => {
	const h = useHarness();

	it('an expression gives each item its own value, a fixed value is the same for all', async () => {
		const periods = ['day', 'week', 'month', 'day', 'two_weeks', 'week'];
		const result = await h.run(
			{
				resource: 'uptime',
				operation: 'get',
				project: { __rl: true, mode: 'id', value: String(SEED.projects.shop) },
				period: '={{ $json.period }}',
				output: 'summary',
			},
			{ input: periods.map((period) => ({ period })) },
		);
		expect(result.status).toBe('success');
		expect(result.output.map((item) => item.json.period)).toEqual(periods);
		expect(result.output.map((item) => item.json.project_id)).toEqual(
			periods.map(() => String(SEED.projects.shop)),
		);
		const sent = h.received('/projects/api/v1/uptime/get').map((request) => request.query.period);
		expect([...sent].sort()).toEqual([...periods].sort());
	});

	it('a locator read for its value (the Tool of Call Tool) follows an expression item by item', async () => {
		h.clear();
		const tools = ['list_projects', 'get_project_summary', 'list_projects'];
		const result = await h.run(
			{
				resource: 'agent',
				operation: 'callTool',
				tool: { __rl: true, mode: 'name', value: '={{ $json.tool }}' },
				argumentsMode: 'json',
				argumentsJson: '={{ JSON.stringify($json.args) }}',
			},
			{
				input: tools.map((tool) => ({
					tool,
					args: tool === 'list_projects' ? {} : { project_id: SEED.projects.shop },
				})),
			},
		);
		expect(result.status).toBe('success');
		const called = h
			.received('/api/mcp')
			.map((request) => request.json as { method: string; params?: { name?: string } })
			.filter((rpc) => rpc.method === 'tools/call')
			.map((rpc) => rpc.params?.name);
		expect([...called].sort()).toEqual([...tools].sort());
	});
});

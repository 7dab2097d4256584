/**
 * Report → Create's Period is a list about the chosen project: the periods create_report's live
 * schema lists (enum, oneOf or anyOf consts), else those of the project's existing reports, after
 * a first choice that sends none; an expression still sets any period.
 */
import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { SeoTools } from '../../../nodes/SeoTools/SeoTools.node';
import { projectRef, SEED, toolCallsOf } from '../helpers';
import type { TestTool } from '../shared/toolServer';
import { useHarness } from '../shared/useHarness';
import { useToolServer } from '../shared/useToolServer';

const getReportPeriods = new SeoTools().methods.loadOptions.getReportPeriods as (
	this: ILoadOptionsFunctions,
) => Promise<INodePropertyOptions[]>;
const visible = { resource: 'report', operation: 'create' };
const NONE = { name: 'Use Date From and Date To or the Saved Settings', value: '' };

describe('the report Period list against the simulator', () => {
	const h = useHarness({}, { clear: true });
	const shop = projectRef(SEED.projects.shop);

	it('asks for a project first, then offers no period first and periods the service takes', async () => {
		const before = await getReportPeriods.call(h.editorContext({ ...visible }));
		expect(before).toEqual([{ ...NONE, description: expect.stringMatching(/Choose a Project/) }]);
		// A report the project's saved settings decide, so that the project has one.
		await h.run({ ...visible, project: shop, waitForFile: false });
		const options = await getReportPeriods.call(h.editorContext({ ...visible, project: shop }));
		expect(options[0]).toEqual(NONE);
		for (const { value } of options.slice(1)) {
			h.clear();
			const result = await h.run({ ...visible, project: shop, period: value, waitForFile: false });
			expect(result.output[0].json.error).toBeUndefined();
			expect(toolCallsOf(h)[0].arguments.period).toBe(value);
		}
	});

	it('sends no period for the first choice', async () => {
		await h.run({ ...visible, project: shop, period: '', waitForFile: false });
		expect(toolCallsOf(h)[0].arguments).not.toHaveProperty('period');
	});
});

describe('the report Period list against a server that is not the simulator', () => {
	const service = useToolServer((operation, extra) => ({
		...visible,
		operation,
		project: projectRef(77),
		waitForFile: false,
		...extra,
	}));
	const ctx = () =>
		service.h.editorContext({ ...visible, project: projectRef(77) }, 'apiKey', {
			baseUrl: service.server.url,
		});
	const tools = (
		period: Record<string, unknown> | undefined,
		reports: IDataObject[],
	): TestTool[] => [
		{
			name: 'create_report',
			annotations: { readOnlyHint: false },
			params: { project_id: 'integer', period: 'string' },
			...(period ? { schemas: { period } } : {}),
			answer: () => ({ data: { report_id: 'r-1' } }),
		},
		{
			name: 'list_reports',
			params: { project_id: 'integer', limit: 'integer' },
			answer: () => ({ data: { reports } }),
		},
	];

	it.each([
		['enum', { type: 'string', enum: ['last_7_days', 'last_30_days'] }],
		['oneOf const', { oneOf: [{ const: 'last_7_days' }, { const: 'last_30_days' }] }],
		[
			'anyOf const',
			{ anyOf: [{ const: 'last_7_days', title: 'Week' }, { const: 'last_30_days' }] },
		],
	])(
		'offers the periods a schema lists in %s form, and the service takes one',
		async (_, period) => {
			service.server.offer(tools(period, [{ report_id: 'x', period: 'quarter' }]));
			const options = await getReportPeriods.call(ctx());
			expect(options.map((o) => o.value)).toEqual(['', 'last_7_days', 'last_30_days']);
			expect(service.server.calls.map((c) => c.name)).not.toContain('list_reports');
			const result = await service.run('create', { period: 'last_30_days' });
			expect(result.output[0].json.error).toBeUndefined();
			expect(service.server.calls.at(-1)?.arguments).toEqual({
				project_id: 77,
				period: 'last_30_days',
			});
		},
	);

	it('without periods in the schema, the distinct periods of the project’s reports, saying so', async () => {
		service.server.offer(
			tools(undefined, [
				{ report_id: 'a', status: 'ready', period: 'week' },
				{ report_id: 'b', status: 'ready', period: 'month' },
				{ report_id: 'c', status: 'ready', period: 'week' },
				{ report_id: 'd', status: 'ready' },
			]),
		);
		const options = await getReportPeriods.call(ctx());
		expect(options.map((o) => o.value)).toEqual(['', 'week', 'month']);
		for (const option of options.slice(1))
			expect(option.description).toMatch(/existing reports.*lists no periods/);
	});

	it('without periods anywhere, only the first choice; an expression still sends a period', async () => {
		service.server.offer(tools(undefined, []));
		expect(await getReportPeriods.call(ctx())).toEqual([NONE]);
		const result = await service.run('create', { period: '={{ "year" }}' });
		expect(result.output[0].json.error).toBeUndefined();
		expect(service.server.calls.at(-1)?.arguments).toEqual({ project_id: 77, period: 'year' });
	});
});

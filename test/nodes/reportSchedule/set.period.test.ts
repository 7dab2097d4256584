/**
 * Report Schedule → Set's Period is a list about the chosen project: the periods
 * set_report_schedule's live schema lists, else those of the project's existing reports, after a
 * first choice that leaves the schedule's period as it is; an expression still sets any period.
 */
import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { SeoTools } from '../../../nodes/SeoTools/SeoTools.node';
import { projectRef, SEED, toolCallsOf } from '../helpers';
import type { TestTool } from '../shared/toolServer';
import { useHarness } from '../shared/useHarness';
import { useToolServer } from '../shared/useToolServer';

const getReportSchedulePeriods = new SeoTools().methods.loadOptions.getReportSchedulePeriods as (
	this: ILoadOptionsFunctions,
) => Promise<INodePropertyOptions[]>;
const visible = { resource: 'reportSchedule', operation: 'set' };
const KEEP = { name: 'Keep the Schedule’s Period', value: '' };

describe('the report schedule Period list against the simulator', () => {
	const h = useHarness({}, { clear: true });
	const shop = projectRef(SEED.projects.shop);

	it('asks for a project first, then offers to keep the period first', async () => {
		const before = await getReportSchedulePeriods.call(h.editorContext({ ...visible }));
		expect(before).toEqual([{ ...KEEP, description: expect.stringMatching(/Choose a Project/) }]);
		const options = await getReportSchedulePeriods.call(
			h.editorContext({ ...visible, project: shop }),
		);
		expect(options[0]).toEqual(KEEP);
	});

	it('sends the period chosen, and none for the first choice', async () => {
		await h.run({ ...visible, project: shop, additionalFields: { period: '={{ "month" }}' } });
		expect(toolCallsOf(h)[0].arguments.period).toBe('month');
		h.clear();
		await h.run({ ...visible, project: shop, additionalFields: { period: '', enabled: true } });
		expect(toolCallsOf(h)[0].arguments).not.toHaveProperty('period');
	});
});

describe('the report schedule Period list against a server that is not the simulator', () => {
	const service = useToolServer((operation, extra) => ({
		...visible,
		operation,
		project: projectRef(41),
		...extra,
	}));
	const ctx = () =>
		service.h.editorContext({ ...visible, project: projectRef(41) }, 'apiKey', {
			baseUrl: service.server.url,
		});
	const tools = (
		period: Record<string, unknown> | undefined,
		reports: IDataObject[],
	): TestTool[] => [
		{
			name: 'set_report_schedule',
			annotations: { readOnlyHint: false },
			params: { project_id: 'integer', period: 'string', enabled: 'boolean' },
			...(period ? { schemas: { period } } : {}),
			answer: () => ({ data: { saved: true } }),
		},
		{
			name: 'list_reports',
			params: { project_id: 'integer', limit: 'integer' },
			answer: () => ({ data: { reports } }),
		},
	];

	it('offers the periods the schema lists, and the service takes one', async () => {
		service.server.offer(
			tools({ anyOf: [{ const: 'prev_week' }, { const: 'prev_month' }] }, [{ period: 'x' }]),
		);
		const options = await getReportSchedulePeriods.call(ctx());
		expect(options.map((o) => o.value)).toEqual(['', 'prev_week', 'prev_month']);
		expect(service.server.calls.map((c) => c.name)).not.toContain('list_reports');
		const result = await service.run('set', { additionalFields: { period: 'prev_month' } });
		expect(result.output[0].json.error).toBeUndefined();
		expect(service.server.calls.at(-1)?.arguments).toEqual({
			project_id: 41,
			period: 'prev_month',
		});
	});

	it('without periods in the schema, the distinct periods of the project’s reports, saying so', async () => {
		service.server.offer(tools(undefined, [{ period: 'quarter' }, { period: 'quarter' }, {}]));
		const options = await getReportSchedulePeriods.call(ctx());
		expect(options.map((o) => o.value)).toEqual(['', 'quarter']);
		expect(options[1].description).toMatch(/existing reports.*set_report_schedule/);
	});
});

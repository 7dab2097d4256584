/**
 * Position → Get Problem Queries' Problem field is a list of the kinds the service names: its live
 * schema's values when it lists them, else the kinds the project's problem queries carry.
 */
import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { problemKindsIn } from '../../../nodes/SeoTools/methods/getProblemKinds';
import { SeoTools } from '../../../nodes/SeoTools/SeoTools.node';
import { projectRef, SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';
import { useToolServer } from '../shared/useToolServer';

const getProblemKinds = new SeoTools().methods.loadOptions.getProblemKinds as (
	this: ILoadOptionsFunctions,
) => Promise<INodePropertyOptions[]>;
const visible = { resource: 'position', operation: 'getProblemQueries' };

describe('the Problem list against the simulator', () => {
	const h = useHarness();

	it('offers every kind first, then the kinds of the project, each of which the service takes', async () => {
		const options = await getProblemKinds.call(
			h.editorContext({ ...visible, project: projectRef(SEED.projects.shop) }),
		);
		expect(options[0]).toEqual({ name: 'Every Kind of Problem', value: '' });
		const kinds = options.slice(1).map((o) => String(o.value));
		expect(kinds.length).toBeGreaterThan(0);
		for (const problem of kinds) {
			const result = await h.run({ ...visible, project: projectRef(SEED.projects.shop), problem });
			expect(result.output.length).toBeGreaterThan(0);
		}
	});
});

describe('the Problem list against a server that is not the simulator', () => {
	const service = useToolServer((operation, extra) => ({ ...visible, operation, ...extra }));
	const ctx = () =>
		service.h.editorContext({ ...visible, project: projectRef(77) }, 'apiKey', {
			baseUrl: service.server.url,
		});

	it('takes the values the schema lists, without reading any row', async () => {
		service.server.offer([
			{
				name: 'get_problem_queries',
				params: { project_id: 'integer', problem: 'string' },
				enums: { problem: ['fell', 'lost_url'] },
				answer: () => ({ error: 'not expected' }),
			},
		]);
		expect((await getProblemKinds.call(ctx())).map((o) => o.value)).toEqual([
			'',
			'fell',
			'lost_url',
		]);
		expect(service.server.calls).toEqual([]);
	});

	it('without a list in the schema, the kinds the rows carry under another name, each once', async () => {
		service.server.offer([
			{
				name: 'get_problem_queries',
				form: 'text',
				answer: () => ({
					data: {
						items: [
							{ query: 'a', problem_type: 'fell' },
							{ query: 'b', problem_type: 'fell' },
							{ query: 'c', problem_type: 'no_page' },
						],
					},
				}),
			},
		]);
		expect((await getProblemKinds.call(ctx())).map((o) => o.value)).toEqual([
			'',
			'fell',
			'no_page',
		]);
	});

	it('reads kinds as lists, records or single values', () => {
		expect(
			problemKindsIn([
				{ problems: ['dropped', 'no_url'] },
				{ kinds: [{ code: 'slow' }] },
				{ problem: 3 },
				{ problem: '' },
			]),
		).toEqual(['dropped', 'no_url', 'slow', '3']);
	});
});

/**
 * Competitor → Set Tracking's Mode has no preset: its list reads the modes from the tool's live
 * schema and marks the project's mode (current); an empty Mode is refused before anything is sent.
 */
import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { SeoTools } from '../../../nodes/SeoTools/SeoTools.node';
import { projectRef, SEED, toolCallsOf } from '../helpers';
import type { TestTool } from '../shared/toolServer';
import { useHarness } from '../shared/useHarness';
import { useToolServer } from '../shared/useToolServer';

const getModes = new SeoTools().methods.loadOptions.getCompetitorTrackingModes as (
	this: ILoadOptionsFunctions,
) => Promise<INodePropertyOptions[]>;
const visible = { resource: 'competitor', operation: 'setTracking' };
const shop = projectRef(SEED.projects.shop);

describe('the tracking Mode against the simulator', () => {
	const h = useHarness({}, { clear: true });

	// n8n's editor and engine stop a workflow whose required Mode is left empty; an expression that
	// gives nothing reaches the node, which refuses it.
	it('starts empty, and an empty Mode sends nothing and names the field, item by item', async () => {
		const field = new SeoTools().description.properties.find(
			(p) => p.name === 'mode' && p.displayOptions?.show?.operation?.includes('setTracking'),
		);
		expect(field?.default).toBe('');
		const result = await h.run(
			{ ...visible, project: shop, mode: '={{ "" }}' },
			{ continueOnFail: true, input: [{ n: 1 }, { n: 2 }] },
		);
		expect(toolCallsOf(h)).toEqual([]);
		expect(result.output.map((item) => String(item.json.error))).toEqual([
			expect.stringContaining('Mode: choose what to track'),
			expect.stringContaining('Mode: choose what to track'),
		]);
	});

	it('lists the modes, the project’s own marked (current), and each is taken by the service', async () => {
		const before = await getModes.call(h.editorContext({ ...visible }));
		expect(before).toEqual([{ name: expect.stringMatching(/Choose a Project First/), value: '' }]);
		const options = await getModes.call(h.editorContext({ ...visible, project: shop }));
		expect(options.map((o) => o.value)).toEqual(['off', 'snippets', 'domains']);
		expect(options.filter((o) => o.name.endsWith('(current)'))).toHaveLength(1);
		const result = await h.run({ ...visible, project: shop, mode: 'snippets' });
		expect(result.output[0].json.error).toBeUndefined();
		const after = await getModes.call(h.editorContext({ ...visible, project: shop }));
		expect(after.find((o) => o.value === 'snippets')?.name).toBe('Own Snippets Only (current)');
	});
});

describe('the tracking Mode against a server that is not the simulator', () => {
	const service = useToolServer((operation, extra) => ({
		...visible,
		operation,
		project: projectRef(77),
		...extra,
	}));
	const ctx = () =>
		service.h.editorContext({ ...visible, project: projectRef(77) }, 'apiKey', {
			baseUrl: service.server.url,
		});
	const tools = (mode: Record<string, unknown> | undefined, settings: unknown): TestTool[] => [
		{
			name: 'set_competitor_tracking',
			annotations: { readOnlyHint: false },
			params: {
				project_id: 'integer',
				mode: 'string',
				domains: 'array',
				every_n_checks: 'integer',
			},
			...(mode ? { schemas: { mode } } : {}),
			answer: () => ({ data: { saved: true } }),
		},
		{
			name: 'get_competitor_settings',
			params: { project_id: 'integer' },
			answer: () => ({ data: settings }),
		},
	];

	it.each([
		['enum', { type: 'string', enum: ['disabled', 'own_snippets', 'own_domains'] }],
		[
			'oneOf const',
			{ oneOf: [{ const: 'disabled' }, { const: 'own_snippets' }, { const: 'own_domains' }] },
		],
		[
			'anyOf const',
			{ anyOf: [{ const: 'disabled' }, { const: 'own_snippets' }, { const: 'own_domains' }] },
		],
	])('reads the modes a schema lists in %s form and marks the current one', async (_, schema) => {
		service.server.offer(tools(schema, { tracking_mode: 'own_domains' }));
		const options = await getModes.call(ctx());
		expect(options.map((o) => [o.value, o.name])).toEqual([
			['off', 'Off'],
			['snippets', 'Own Snippets Only'],
			['domains', 'Own Domains (current)'],
		]);
		const result = await service.run('setTracking', { mode: 'off' });
		expect(result.output[0].json.error).toBeUndefined();
		expect(service.server.calls.at(-1)).toEqual({
			name: 'set_competitor_tracking',
			arguments: { project_id: 77, mode: 'disabled' },
		});
	});

	it('offers the three modes when the schema lists none, and says when the current one is unread', async () => {
		service.server.offer(tools(undefined, { result: 'no settings' }));
		const options = await getModes.call(ctx());
		expect(options.map((o) => o.value)).toEqual(['off', 'snippets', 'domains']);
		for (const option of options) {
			expect(option.name).not.toMatch(/current/);
			expect(option.description).toMatch(/could not be read from get_competitor_settings/);
		}
	});
});

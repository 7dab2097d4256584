/**
 * The project settings' values are picked from list_project_options, whose answer the service's
 * documentation does not show (nodes/SeoTools/methods/projectOptions.ts): read on the simulator,
 * and on the independent tool server in other shapes, with no project chosen; a field whose
 * values cannot be read says to type the value as an expression, never an empty list.
 */
import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { PROJECT_OPTION_LISTS } from '../../../nodes/SeoTools/methods/projectOptions';
import { SeoTools } from '../../../nodes/SeoTools/SeoTools.node';
import { AGENT_CATALOG_PROFILES } from '../../../simulator';
import { toolCallsOf } from '../helpers';
import type { TestTool } from './toolServer';
import { useHarness } from './useHarness';
import { useToolServer } from './useToolServer';

const node = new SeoTools();
type Method = (this: ILoadOptionsFunctions) => Promise<INodePropertyOptions[]>;
const methods = node.methods.loadOptions as Record<string, Method>;
const LISTS = Object.keys(PROJECT_OPTION_LISTS) as Array<keyof typeof PROJECT_OPTION_LISTS>;
const CREATE = { resource: 'projectSettings', operation: 'createProject' };
const TYPE_IT = /Could Be Read: Type the Value as an Expression/;

describe.each(AGENT_CATALOG_PROFILES)(
	'project settings values of list_project_options on the simulator (%s agent catalog)',
	(profile) => {
		const h = useHarness({ agentCatalog: profile });
		const read = async (method: string) => await methods[method].call(h.editorContext(CREATE));

		it('every settings field with a list is a picker of its own, kept settable by expression', () => {
			const fields = node.description.properties
				.filter((p) => p.name === 'additionalFields')
				.flatMap((p) => p.options ?? [])
				.filter((o) => 'typeOptions' in o && o.typeOptions?.loadOptionsMethod);
			for (const method of LISTS) {
				const field = fields.find(
					(f) => 'typeOptions' in f && f.typeOptions?.loadOptionsMethod === method,
				);
				expect(field).toMatchObject({
					type: method === 'getTechnicalInspections' ? 'multiOptions' : 'options',
					typeOptions: { loadOptionsMethod: method },
				});
				expect(field && 'typeOptions' in field && field.typeOptions?.loadOptionsDependsOn).toBe(
					undefined,
				);
			}
		});

		it.each(LISTS.filter((m) => m !== 'getTechnicalInspectionsIntervals'))(
			'%s lists values with no project chosen, each with a value',
			async (method) => {
				h.clear();
				const options = await read(method);
				expect(options.length).toBeGreaterThan(1);
				expect(options.every((o) => o.value !== '' && o.name !== '')).toBe(true);
				expect(toolCallsOf(h)).toEqual([{ name: 'list_project_options', arguments: {} }]);
			},
		);

		it('labels the paid technical checks, and says so when the answer lists no schedule for them', async () => {
			const checks = await read('getTechnicalInspections');
			const paid = checks.filter((o) => /paid\)$/.test(o.name));
			expect(paid.length).toBeGreaterThan(0);
			expect(paid.length).toBeLessThan(checks.length);
			for (const check of paid) expect(check.description).toMatch(/paid/);
			// The simulator's answer holds no values for the technical checks' schedule.
			const schedules = await read('getTechnicalInspectionsIntervals');
			expect(schedules).toEqual([
				{ name: expect.stringMatching(TYPE_IT), value: '', description: expect.any(String) },
			]);
		});

		it('creates a project with the values picked, the technical checks as a list', async () => {
			const [type] = await read('getCheckTypes');
			const [schedule] = await read('getCheckIntervals');
			const checks = (await read('getTechnicalInspections')).slice(0, 2).map((o) => o.value);
			h.clear();
			const result = await h.run(
				{
					...CREATE,
					domain: 'picked-options.example',
					additionalFields: {
						checkTypeBase: type.value,
						checkInterval: schedule.value,
						technicalInspections: checks,
					},
				},
				{ continueOnFail: true },
			);
			const calls = toolCallsOf(h);
			expect(calls).toEqual([
				{
					name: 'create_project',
					arguments: {
						domain: 'picked-options.example',
						check_type_base: type.value,
						check_interval: schedule.value,
						technical_inspections: expect.anything(),
					},
				},
			]);
			// A list, or one text where the live schema types it as text
			// (docs/decisions/agent-examples.md#a-list-where-the-live-schema-asks-for-text).
			expect(String(calls[0].arguments.technical_inspections)).toBe(checks.join(','));
			expect(result.output[0].json.error).toBeUndefined();
		});
	},
);

/** Two shapes a server could choose for list_project_options, neither the simulator's. */
const SHAPES = {
	'lists of labelled records, a map and kinds grouped under `frequency`, in text': {
		form: 'text' as const,
		data: {
			check_types: [
				{ value: 'pos', label: 'Positions' },
				{ value: 'pos_snip', label: 'Positions and snippets' },
			],
			schedules: { daily: 'Every day', weekly: 'Every week' },
			frequency: { types: ['base', 'exact'], intervals: { monthly: 'Monthly' } },
			technical_checks: [
				{ code: 'speed', title: 'Speed', is_paid: 1 },
				{ code: 'tags', title: 'Tags', is_paid: 0 },
			],
			technical_inspections_intervals: ['weekly'],
		},
		expected: {
			getCheckTypes: [
				{ name: 'Positions (pos)', value: 'pos' },
				{ name: 'Positions and snippets (pos_snip)', value: 'pos_snip' },
			],
			getCheckIntervals: [
				{ name: 'Every day (daily)', value: 'daily' },
				{ name: 'Every week (weekly)', value: 'weekly' },
			],
			getFrequencyTypes: [
				{ name: 'base', value: 'base' },
				{ name: 'exact', value: 'exact' },
			],
			getFrequencyIntervals: [{ name: 'Monthly (monthly)', value: 'monthly' }],
			getTechnicalInspections: [
				{ name: 'Speed (speed, paid)', value: 'speed', description: expect.stringMatching(/paid/) },
				{ name: 'Tags (tags)', value: 'tags' },
			],
			getTechnicalInspectionsIntervals: [{ name: 'weekly', value: 'weekly' }],
		},
	},
	'each field under its own name in a wrapper, numeric ids, a map of records, structured': {
		form: 'structured' as const,
		data: {
			result: {
				check_type_base: {
					default: 1,
					values: [
						{ id: 1, name: 'Позиции' },
						{ id: 2, name: 'Позиции и сниппеты' },
					],
				},
				check_interval: ['daily', 'weekly'],
				technical_inspections: { speed: { name: 'Speed', paid: true }, tags: 'Tags' },
				technical_inspections_interval: { options: [{ slug: 'monthly', title: 'Monthly' }] },
				frequency_kinds: { base: 'Базовая', exact: 'Точная' },
				frequency_intervals: [{ value: 'never' }, { value: 'never' }],
			},
		},
		expected: {
			getCheckTypes: [
				{ name: 'Позиции (1)', value: 1 },
				{ name: 'Позиции и сниппеты (2)', value: 2 },
			],
			getCheckIntervals: [
				{ name: 'daily', value: 'daily' },
				{ name: 'weekly', value: 'weekly' },
			],
			getFrequencyTypes: [
				{ name: 'Базовая (base)', value: 'base' },
				{ name: 'Точная (exact)', value: 'exact' },
			],
			getFrequencyIntervals: [{ name: 'never', value: 'never' }],
			getTechnicalInspections: [
				{ name: 'Speed (speed, paid)', value: 'speed', description: expect.stringMatching(/paid/) },
				{ name: 'Tags (tags)', value: 'tags' },
			],
			getTechnicalInspectionsIntervals: [{ name: 'Monthly (monthly)', value: 'monthly' }],
		},
	},
};

describe('project settings values of list_project_options against a server that is not the simulator', () => {
	const service = useToolServer(() => ({}));
	const offer = (form: 'text' | 'structured', data: unknown, more: TestTool[] = []) =>
		service.server.offer([
			{ name: 'list_project_options', form, answer: () => ({ data }) },
			...more,
		]);
	const read = async (method: string) =>
		await methods[method].call(
			service.h.editorContext(CREATE, 'apiKey', { baseUrl: service.server.url }),
		);

	it.each(Object.entries(SHAPES))('reads %s', async (_, shape) => {
		offer(shape.form, shape.data);
		for (const method of LISTS)
			expect([method, await read(method)]).toEqual([method, shape.expected[method]]);
		expect(service.server.calls.every((call) => call.name === 'list_project_options')).toBe(true);
		expect(service.server.calls.map((call) => call.arguments)).toEqual(LISTS.map(() => ({})));
	});

	it('sends the values picked as they were listed: a numeric ID as a number, the checks as a list', async () => {
		const shape =
			SHAPES[
				'each field under its own name in a wrapper, numeric ids, a map of records, structured'
			];
		offer(shape.form, shape.data, [
			{
				name: 'create_project',
				annotations: { readOnlyHint: false },
				params: {
					domain: 'string',
					check_type_base: 'integer',
					technical_inspections: 'array',
				},
				required: ['domain'],
				answer: (args) => ({ data: { project_id: 901, received: args } }),
			},
		]);
		const [type] = await read('getCheckTypes');
		const checks = (await read('getTechnicalInspections')).map((o) => o.value);
		const result = await service.h.run(
			{
				...CREATE,
				domain: 'other-server.example',
				additionalFields: { checkTypeBase: type.value, technicalInspections: checks },
			},
			{ baseUrl: service.server.url, continueOnFail: true },
		);
		expect(result.output[0].json.error).toBeUndefined();
		expect(service.server.calls.at(-1)).toEqual({
			name: 'create_project',
			arguments: {
				domain: 'other-server.example',
				check_type_base: 1,
				technical_inspections: ['speed', 'tags'],
			},
		});
	});

	it('takes one-word keys only at the top: the schedules of frequencies are not the checks’', async () => {
		offer('structured', { frequency: { schedules: ['monthly'] } });
		expect(await read('getFrequencyIntervals')).toEqual([{ name: 'monthly', value: 'monthly' }]);
		expect(await read('getCheckIntervals')).toEqual([
			{
				name: 'No Check Schedules Could Be Read: Type the Value as an Expression',
				value: '',
				description: expect.stringContaining('the keys frequency'),
			},
		]);
	});

	it('offers one line that says to type the value when nothing can be read, or the tool is missing', async () => {
		offer('text', { note: 'options are coming soon' });
		for (const method of LISTS)
			expect(await read(method)).toEqual([
				{
					name: expect.stringMatching(TYPE_IT),
					value: '',
					description: expect.stringContaining('the keys note'),
				},
			]);
		service.server.offer([]);
		expect(await read('getCheckTypes')).toEqual([
			{
				name: 'No Check Types Could Be Read: Type the Value as an Expression',
				value: '',
				description: 'The service offers no list_project_options tool to list them',
			},
		]);
		expect(service.server.calls).toEqual([]);
	});
});

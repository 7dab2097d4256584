/**
 * Every rank-tracker list operation, Compare Checks and the position drops example against the
 * shape zoo (shapeZoo.ts): a server sharing no code with the simulator that answers in the forms a
 * real service could choose where the agent interface shows no result shapes. What must come out
 * is computed here from the zoo's own data, never from what the node output under another shape.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';
import { exampleCompare, runExampleCode } from '../position/exampleCode';
import {
	CONTAINERS,
	DEPTH,
	expectedDrops,
	listTool,
	PAGINGS,
	SHAPES,
	UPDATES_TOOL,
	ZOO_CHECKS,
	ZOO_QUERIES,
	compareTool,
	type Shape,
} from './shapeZoo';
import type { TestTool } from './toolServer';
import { useToolServer } from './useToolServer';

const PROJECT = 48120;
const project = { __rl: true, mode: 'id', value: String(PROJECT) };
const [FROM, TO] = ZOO_CHECKS;
/** The item the trigger's Position Check Finished event gives, as the example's Compare node takes it. */
const finished = { project_id: String(PROJECT), previous_date: FROM.date, finished_date: TO.date };

const setup = useToolServer((operation, extra) => ({ operation, ...extra }));
const run = (parameters: IDataObject, input?: IDataObject[]) =>
	setup.h.run(parameters, { baseUrl: setup.server.url, continueOnFail: true, input });
const errors = (output: INodeExecutionData[]) => output.filter((i) => i.json.error !== undefined);
/** A row's phrase, under whichever name the shape gave it. */
const phraseOf = (json: IDataObject) => String(json.query ?? json.keyword ?? json.phrase);

describe.each(SHAPES.map((shape): [string, Shape] => [shape.name, shape]))(
	'Position → Compare Checks under the shape: %s',
	(_, shape) => {
		const offer = (...more: TestTool[]) =>
			setup.server.offer([UPDATES_TOOL, compareTool(shape), ...more]);

		it('reads every query’s two positions, "not in the top" as null, each fact once', async () => {
			offer();
			const result = await run(
				{
					resource: 'position',
					operation: 'compareChecks',
					checksToCompare: 'inputItem',
					returnAll: true,
				},
				[finished],
			);
			expect(errors(result.output)).toEqual([]);
			expect(result.output.map((i) => phraseOf(i.json))).toEqual(ZOO_QUERIES.map((q) => q.phrase));
			result.output.forEach(({ json }, i) => {
				const q = ZOO_QUERIES[i];
				const before = q.at[FROM.date];
				const after = q.at[TO.date];
				expect([
					json.position_before,
					json.position_after,
					json.places_lost,
					json.dropped_out,
				]).toEqual([
					before,
					after,
					before !== null && after !== null ? after - before : null,
					before !== null && after === null,
				]);
				// One name per fact: the service's own names for the positions and the change are not repeated.
				for (const restated of ['from', 'to', 'change', 'positionBefore', 'positions', 'history'])
					expect(json).not.toHaveProperty(restated);
			});
		});

		it('Only Drops and the position drops example give the drops the zoo’s data holds', async () => {
			offer();
			const rules = exampleCompare.parameters.onlyDrops as {
				fellOutOfTop: number;
				lostMoreThan: number;
			};
			const expected = expectedDrops(rules.fellOutOfTop, rules.lostMoreThan);
			expect(expected.length).toBeGreaterThan(3);
			const drops = await run(exampleCompare.parameters, [finished]);
			expect(errors(drops.output)).toEqual([]);
			expect(drops.output.map((i) => phraseOf(i.json))).toEqual(expected);
			const messages = runExampleCode(drops.output, [{ json: finished }]);
			expect(messages).toHaveLength(1);
			expect(messages[0].json.drops).toBe(expected.length);
			const lines = String(messages[0].json.text)
				.split('\n')
				.filter((line) => line.startsWith('- '));
			expect(lines.map((line) => line.slice(2, line.indexOf(':')))).toEqual(expected);
		});
	},
);

describe('Position → Compare Checks when the positions cannot be read', () => {
	const compareWith = (answer: unknown): TestTool => ({
		name: 'compare_positions',
		params: { project_id: 'integer', from: 'string', to: 'string' },
		answer: () => ({ data: answer }),
	});

	it.each([
		[
			'rows without positions',
			{
				items: [
					{ query: 'a', score: 3 },
					{ query: 'b', score: 4 },
				],
			},
			/keys query, score/,
		],
		[
			'a series without the checks asked',
			[{ query: 'a', positions: { '2026-10-01': 3 } }],
			/keys query, positions/,
		],
		['a line of text', 'Positions compared.', /value/],
	])(
		'%s: an error naming what it could not read, with or without Only Drops',
		async (_, answer, keys) => {
			setup.server.offer([compareWith(answer)]);
			for (const onlyDrops of [{}, { fellOutOfTop: 10, lostMoreThan: 5 }]) {
				const result = await run(
					{
						resource: 'position',
						operation: 'compareChecks',
						checksToCompare: 'inputItem',
						onlyDrops,
					},
					[finished],
				);
				expect(result.output).toHaveLength(1);
				expect(String(result.output[0].json.error)).toMatch(
					/Could not read the positions .* compare_positions/,
				);
				expect(JSON.stringify(result.output[0].json)).toMatch(keys);
			}
		},
	);
});

/** Every rank-tracker operation that reads a list through the agent interface, and its tool. */
const LIST_OPERATIONS: Array<[string, string, string, IDataObject]> = [
	['position', 'getAll', 'get_query_positions', {}],
	['position', 'getProblemQueries', 'get_problem_queries', {}],
	['competitor', 'getAll', 'get_competitors', {}],
	['competitor', 'getPositions', 'get_competitor_positions', {}],
	['event', 'getAll', 'get_events', {}],
	['note', 'getAll', 'get_notes', {}],
	['report', 'getAll', 'list_reports', {}],
	['recommendation', 'getAll', 'get_recommendations', {}],
	['groupAnalytics', 'getAll', 'get_groups_analytics', {}],
	['groupAnalytics', 'getHistory', 'get_group_history', {}],
];
const RECORDS = Array.from({ length: 23 }, (_, i) => ({
	row: i + 1,
	name: `row ${i + 1}`,
	share: i / 10,
}));

describe.each(LIST_OPERATIONS)(
	'%s → %s (%s) under every container and paging',
	(resource, operation, tool, extra) => {
		const params = { resource, operation, project, returnAll: true, ...extra };

		it.each(
			CONTAINERS.flatMap((container) =>
				PAGINGS.map((paging): [string, string, typeof container, typeof paging] => [
					container.name,
					paging.name,
					container,
					paging,
				]),
			),
		)('%s, %s: every row once, no envelope', async (_, __, container, paging) => {
			setup.server.offer([listTool(tool, RECORDS, container, paging)]);
			const result = await run(params);
			expect(errors(result.output)).toEqual([]);
			expect(result.output.map((i) => i.json.row)).toEqual(RECORDS.map((r) => r.row));
			expect(result.output.every((i) => i.json.project_id === String(PROJECT))).toBe(true);
		});

		it('a tool paged by limit alone is asked for its schema’s maximum', async () => {
			setup.server.offer([listTool(tool, RECORDS, CONTAINERS[1], PAGINGS[1])]);
			await run(params);
			expect(
				setup.server.calls.filter((c) => c.name === tool).map((c) => c.arguments.limit),
			).toEqual([Math.min(500, PAGINGS[1].maximum!)]);
		});

		it('a short answer whose total says more is an error with both counts, never a silent part', async () => {
			setup.server.offer([
				{
					name: tool,
					params: { project_id: 'integer', limit: 'integer' },
					enums: { kind: ['query', 'url'] },
					// The service's own page of 20 whatever is asked, with the total of every page.
					answer: () => ({ data: { data: RECORDS.slice(0, 20), meta: { total: RECORDS.length } } }),
				},
			]);
			const result = await run(params);
			expect(result.output).toHaveLength(1);
			expect(String(result.output[0].json.error)).toMatch(/sent 20 of the 23 rows/);
		});

		it('an empty last page’s envelope is not a row', async () => {
			setup.server.offer([
				{
					name: tool,
					params: { project_id: 'integer', limit: 'integer', offset: 'integer' },
					enums: { kind: ['query', 'url'] },
					answer: (args) => {
						const offset = Number(args.offset ?? 0);
						return {
							data: {
								project_id: PROJECT,
								data: RECORDS.slice(offset, offset + 10),
								meta: { offset },
							},
						};
					},
				},
			]);
			const result = await run(params);
			expect(result.output.map((i) => i.json.row)).toEqual(RECORDS.map((r) => r.row));
		});

		it('an answer with no list in it is output whole as one item', async () => {
			setup.server.offer([
				{
					name: tool,
					params: { project_id: 'integer' },
					enums: { kind: ['query', 'url'] },
					answer: () => ({ data: { note: 'Nothing to list for this project yet', depth: DEPTH } }),
				},
			]);
			const result = await run(params);
			expect(result.output.map((i) => i.json)).toEqual([
				expect.objectContaining({ note: 'Nothing to list for this project yet' }),
			]);
			const hints = result.run.data.resultData.runData.Node?.[0]?.hints ?? [];
			expect(hints.map((hint) => hint.message)).toEqual([
				expect.stringMatching(new RegExp(`No list of rows was found in the answer of ${tool}`)),
			]);
		});
	},
);

describe('the README’s account of Compare Checks’ positions', () => {
	const readme = readFileSync(join(__dirname, '../../../README.md'), 'utf8');

	it('states the sign the zoo checks: places_lost = position_after − position_before, positive when the query fell', () => {
		expect(readme).toContain(
			'`places_lost` = `position_after` − `position_before`: positive when the query fell, negative when\n  it rose, `null` unless both positions are known.',
		);
		// "Not in the top" is one form, null, the form every shape above is read into.
		expect(readme).toContain('`null` when the query was not in the top at that check');
	});
});

/** Rank-tracker operations that output one answer about the project, and their tool. */
const ONE_ANSWER_OPERATIONS: Array<[string, string, string, IDataObject]> = [
	['position', 'getDistribution', 'get_distribution', {}],
	['position', 'getQueryDetails', 'get_query_details', { query: 'zoo query 1' }],
	['competitor', 'getSettings', 'get_competitor_settings', {}],
];
const RECORD = { top_3: 4, top_10: 11, top_100: 40, checked: ZOO_CHECKS[1].date };

describe.each(ONE_ANSWER_OPERATIONS)(
	'%s → %s (%s) under every form of one answer',
	(resource, operation, tool, extra) => {
		const params = { resource, operation, project, ...extra };
		it.each([
			['a record in structured content', RECORD, 'structured' as const, RECORD],
			['a record as text', RECORD, 'text' as const, RECORD],
			['a list', [RECORD, RECORD], 'structured' as const, { result: [RECORD, RECORD] }],
			['a line of text', 'No data yet', 'text' as const, { result: 'No data yet' }],
		])('%s: one item about the project, the answer whole', async (_, data, form, fields) => {
			setup.server.offer([
				{
					name: tool,
					form,
					params: { project_id: 'integer', query: 'string' },
					answer: () => ({ data }),
				},
			]);
			const result = await run(params);
			expect(result.output.map((i) => i.json)).toEqual([
				{ project_id: String(PROJECT), ...fields },
			]);
		});
	},
);

import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Simulator } from '../../../simulator';
import { frozenSimulator } from '../helpers';
import { DOCUMENT_TOOLS, NOTED_ROWS } from './catalog-params.fixture';
import { connect } from './helpers';

/** The service documentation's rows, from the hand-written fixture (no file outside the repository is read). */
const rows = Object.entries(DOCUMENT_TOOLS).flatMap(([section, tools]) =>
	Object.entries(tools).map(([name, [flags, params]]) => ({
		section,
		name,
		flags: flags.split(',').filter(Boolean),
		params: params.split(' ').filter(Boolean),
	})),
);

/** Tools of sections 4.3-4.8 that are about the account, not one project (no project_id). */
const ACCOUNT_TOOLS = new Set([
	'list_projects',
	'create_project',
	'list_search_engines',
	'list_project_regions',
	'list_project_options',
	'list_project_folders',
	'create_project_folder',
	'rename_project_folder',
	'delete_project_folder',
	'get_semantics_options',
	'list_semantics_tasks',
	'create_semantics_task',
	'get_semantics_task',
	'run_semantics_competitors',
	'run_semantics_proximity',
	'run_semantics_url_top',
	'run_semantics_keywords_collect',
	'run_semantics_keywords_filter',
	'run_semantics_keywords_analyse',
	'get_semantics_step_result',
	'add_semantics_to_project',
]);

describe('tools/list: the catalog of the agent-interface document (every section)', () => {
	let sim: Simulator;
	let client: Client;
	let tools: Awaited<ReturnType<Client['listTools']>>['tools'];
	beforeAll(async () => {
		sim = await frozenSimulator();
		client = await connect(sim);
		tools = (await client.listTools()).tools;
	});
	afterAll(async () => {
		await client.close();
		await sim.close();
	});

	const section = (t: (typeof tools)[number]) => t._meta?.['seo-tools/section'];

	it('lists every named tool: the section counts of 4.2, and the two named tools of 4.11', () => {
		const counts: Record<string, number> = {};
		for (const t of tools) counts[String(section(t))] = (counts[String(section(t))] ?? 0) + 1;
		expect(counts).toEqual({
			'4.3': 33,
			'4.4': 24,
			'4.5': 30,
			'4.6': 5,
			'4.7': 7,
			'4.8': 28,
			'4.9': 22,
			'4.10': 14,
			'4.11': 2,
		});
		expect(tools).toHaveLength(165);
		expect(new Set(tools.map((t) => t.name)).size).toBe(165);
	});

	it('annotates M with readOnlyHint false, D with destructiveHint true, the rest as read-only', () => {
		for (const t of tools) {
			const flags = t._meta?.['seo-tools/flags'] as string[];
			if (flags.includes('D'))
				expect(t.annotations).toEqual({ readOnlyHint: false, destructiveHint: true });
			else if (flags.includes('M'))
				expect(t.annotations).toEqual({ readOnlyHint: false, destructiveHint: false });
			else expect(t.annotations).toEqual({ readOnlyHint: true });
		}
		const destructive = tools
			.filter((t) => t.annotations?.destructiveHint)
			.map((t) => t.name)
			.sort();
		expect(destructive).toEqual(
			[
				'delete_all_queries',
				'delete_event',
				'delete_group_event',
				'delete_kpi_result',
				'delete_note',
				'delete_project',
				'delete_project_folder',
				'delete_queries',
				'delete_query_groups',
				'delete_url_groups',
				'reset_project_access',
			].sort(),
		);
	});

	it('names the section in _meta and in the description, and marks long tools', () => {
		const summary = tools.find((t) => t.name === 'get_report')!;
		expect(summary._meta).toMatchObject({
			'seo-tools/section': '4.3',
			'seo-tools/flags': ['L'],
			'seo-tools/long': true,
		});
		expect(summary.description).toMatch(
			/^\[4\.3 Project: positions, semantics, competitors, audit\]/,
		);
		expect(summary.description).toMatch(/report_id/);
		for (const t of tools) expect(t.description).toContain(`[${String(section(t))} `);
	});

	it('adds a required integer project_id to the project tools of 4.3-4.8, and none to account tools', () => {
		for (const t of tools) {
			const projectSection = ['4.3', '4.4', '4.5', '4.6', '4.7', '4.8'].includes(
				String(section(t)),
			);
			const props = t.inputSchema.properties ?? {};
			if (projectSection && !ACCOUNT_TOOLS.has(t.name)) {
				expect(props.project_id).toMatchObject({ type: 'integer' });
				expect(t.inputSchema.required).toContain('project_id');
			} else if (t.name !== 'add_semantics_to_project') {
				expect(props.project_id).toBeUndefined();
			}
		}
		expect(
			tools.find((t) => t.name === 'add_semantics_to_project')!.inputSchema.required ?? [],
		).not.toContain('project_id');
	});

	it('gives typed schemas: ids integer, lists arrays, flags boolean, enums from the document', () => {
		const schema = (name: string) => tools.find((t) => t.name === name)!.inputSchema;
		expect(schema('delete_queries').properties).toMatchObject({
			queries_id: { type: 'array', items: { type: 'integer' } },
		});
		expect(schema('set_project_favorite').properties).toMatchObject({
			favorite: { type: 'boolean' },
		});
		expect(schema('get_uptime').properties).toMatchObject({
			period: { type: 'string', enum: ['day', 'week', 'two_weeks', 'month', 'quarter'] },
		});
		expect(schema('change_query_groups').properties).toMatchObject({
			action: { enum: ['add', 'move', 'remove'] },
		});
		expect(schema('set_recommendation_status').properties).toMatchObject({
			status: { enum: ['new', 'in_progress', 'done'] },
		});
		expect(schema('get_report').required).toEqual(['project_id', 'report_id']);
		expect(schema('site_analysis').properties).toMatchObject({ report_id: { type: 'integer' } });
		expect(schema('cluster_by_top').properties).toMatchObject({
			lr: { type: 'integer' },
			degree_group: { type: 'integer' },
			report_id: { type: 'integer' },
		});
		expect(schema('update_project_member').properties).toMatchObject({
			notify: { type: 'boolean' },
		});
		expect(schema('suggest_parsing').properties).toMatchObject({
			with_space: { type: 'boolean' },
			stop_words: { type: 'array' },
		});
	});

	describe('against the document (hand-written fixture)', () => {
		it('has exactly the document’s tool names, section by section', () => {
			expect(rows).toHaveLength(165);
			const listed = tools.map((t) => `${String(section(t))} ${t.name}`).sort();
			expect(listed).toEqual(rows.map((r) => `${r.section} ${r.name}`).sort());
		});

		it.each(rows.map((r) => [r.name, r] as const))(
			'%s has the document’s flags and parameters, in order',
			(_name, row) => {
				const t = tools.find((x) => x.name === row.name)!;
				expect(t._meta?.['seo-tools/flags']).toEqual(row.flags);
				// project_id (docs/service/agent-interface.md#catalog-notation) and, on long tools whose
				// row omits it, the polling report_id (rule 4) are added.
				const added = (p: string) =>
					p === 'project_id' ||
					(p === 'report_id' && row.flags.includes('L') && !row.params.includes(p));
				const params = Object.keys(t.inputSchema.properties ?? {}).filter((p) => !added(p));
				expect(params).toEqual(row.params);
			},
		);

		it.each(Object.entries(NOTED_ROWS))(
			'%s keeps the parameters written after a bracketed note',
			(name, after) => {
				const props = Object.keys(tools.find((t) => t.name === name)!.inputSchema.properties ?? {});
				expect(props).toEqual(expect.arrayContaining(after));
			},
		);

		it('the notes-in-the-middle rows carry all 42 parameters the old transcription lost', () => {
			expect(Object.values(NOTED_ROWS).flat()).toHaveLength(42);
		});
	});
});

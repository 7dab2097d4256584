import {
	traverseNodeParameters,
	type FromAIArgument,
	type IDataObject,
	type ResourceMapperFields,
} from 'n8n-workflow';
import { SeoTools } from '../../../nodes/SeoTools/SeoTools.node';
import { AGENT_CATALOG_PROFILES } from '../../../simulator';
import { CALL_TOOL_FROM_AI } from '../../../dev/n8n/agent';
import { expectNoSecrets, SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';

const shop = SEED.projects.shop;
const byName = (name: string) => ({ __rl: true, mode: 'name', value: name });
const call = (name: string, args: IDataObject | string, extra: IDataObject = {}) => ({
	resource: 'agent',
	operation: 'callTool',
	tool: byName(name),
	argumentsMode: 'json',
	argumentsJson: typeof args === 'string' ? args : JSON.stringify(args),
	...extra,
});
const fields = (name: string, value: IDataObject, extra: IDataObject = {}) => ({
	resource: 'agent',
	operation: 'callTool',
	tool: byName(name),
	argumentsMode: 'fields',
	toolArguments: {
		mappingMode: 'defineBelow',
		value,
		matchingColumns: [],
		schema: [],
		attemptToConvertTypes: false,
		convertFieldsToString: false,
	},
	...extra,
});

/**
 * Every case runs against both agent catalogs of the simulator: `standard` (a server that adds
 * section metadata and task envelopes) and `plain` (only what docs/service/agent-interface.md
 * promises, long tools answering in the tools API's shapes, event-stream answers). The expectations
 * are the service documentation's, so they hold for both.
 */
describe.each(AGENT_CATALOG_PROFILES)(
	'Agent resource through the engine (%s agent catalog)',
	(profile) => {
		const h = useHarness({ agentCatalog: profile }, { clear: true });

		/** JSON-RPC methods (and tool names) the simulator received since the last clear(). */
		/** A catalog read in pages (tools/list with a cursor) counts as the one tools/list it is. */
		const rpcSent = () =>
			h
				.received('/api/mcp')
				.map(
					(r) =>
						r.json as {
							method: string;
							params?: { name?: string; cursor?: string; arguments?: IDataObject };
						},
				)
				.filter((body) => !(body.method === 'tools/list' && body.params?.cursor))
				.map((body) =>
					body.method === 'tools/call' ? `tools/call ${String(body.params?.name)}` : body.method,
				);
		const sentArguments = (tool: string) =>
			h
				.received('/api/mcp')
				.map(
					(r) => r.json as { method: string; params?: { name?: string; arguments?: IDataObject } },
				)
				.filter((b) => b.method === 'tools/call' && b.params?.name === tool)
				.map((b) => b.params?.arguments);

		describe('List Tools', () => {
			it('lists the whole catalog, one item per tool, with kind, section and schema', async () => {
				const result = await h.run({ resource: 'agent', operation: 'listTools' });
				expect(result.status).toBe('success');
				expect(result.output).toHaveLength(165);
				expect(result.json('Node').find((t) => t.name === 'delete_queries')).toMatchObject({
					section: '4.4',
					section_title: 'Project: creation, settings, check runs',
					kind: 'destructive',
					long: false,
					parameters: ['project_id', 'queries_id'],
					required: ['project_id', 'queries_id'],
					input_schema: { type: 'object' },
				});
				expect(result.json('Node').find((t) => t.name === 'get_report')).toMatchObject({
					kind: 'read-only',
					long: true,
				});
				const [request] = h.received('/api/mcp');
				expect(request.headers.authorization).toBe(`Bearer ${SEED.paid.apiKey}`);
				expect(request.query).toEqual({});
				expectNoSecrets(result.serialized());
			});

			it('filters by kind and by section', async () => {
				const destructive = await h.run({
					resource: 'agent',
					operation: 'listTools',
					filters: { kinds: ['destructive'] },
				});
				expect(destructive.output).toHaveLength(11);
				expect(destructive.json('Node').every((t) => t.kind === 'destructive')).toBe(true);
				const groups = await h.run({
					resource: 'agent',
					operation: 'listTools',
					filters: { sections: ['4.5'], kinds: ['mutating'] },
				});
				expect(groups.output).toHaveLength(21);
				expect(groups.json('Node').every((t) => t.section === '4.5' && t.kind === 'mutating')).toBe(
					true,
				);
				const reads = await h.run({
					resource: 'agent',
					operation: 'listTools',
					filters: { sections: ['4.8'], kinds: ['readOnly'], search: 'kpi' },
				});
				expect(reads.json('Node').map((t) => t.name)).toEqual([
					'list_kpi_results',
					'get_kpi_result',
				]);
			});
		});

		describe('Call Tool', () => {
			it('calls a read tool with JSON arguments: list items come out one per element', async () => {
				const result = await h.run(call('get_queries', { project_id: shop, group: 'Бренд' }));
				expect(result.status).toBe('success');
				expect(result.output).toHaveLength(10);
				expect(result.output[0].json).toMatchObject({
					id: expect.any(Number),
					query: expect.any(String),
					group_ids: expect.arrayContaining([1001]),
				});
				expect(result.output[0].pairedItem).toEqual({ item: 0 });
				expect(rpcSent()).toEqual(['tools/list', 'tools/call get_queries']);
				expectNoSecrets(result.serialized());
			});

			it('calls a read tool with argument fields; one object result is one item', async () => {
				const result = await h.run(fields('get_project_summary', { project_id: shop }));
				expect(result.json('Node')).toEqual([
					expect.objectContaining({
						project_id: shop,
						domain: 'example-shop.ru',
						queries_count: expect.any(Number),
					}),
				]);
				const noArguments = await h.run({
					resource: 'agent',
					operation: 'callTool',
					tool: byName('list_projects'),
				});
				expect(noArguments.json('Node').map((p) => p.id)).toEqual([101, 102, 103, 204, 205]);
			});

			it('a mutating tool changes the service state', async () => {
				const result = await h.run(
					fields('update_query_group', {
						project_id: shop,
						group_id: 1002,
						name: 'Каталог обуви',
						order: 7,
					}),
				);
				expect(result.json('Node')).toEqual([{ group_id: 1002, name: 'Каталог обуви', order: 7 }]);
				expect(h.sim.state.project(shop)!.groups.find((g) => g.id === 1002)).toMatchObject({
					name: 'Каталог обуви',
					order: 7,
				});
				const groups = await h.run(call('get_query_groups', { project_id: shop, name: 'обуви' }));
				expect(groups.json('Node')).toEqual([
					expect.objectContaining({ id: 1002, name: 'Каталог обуви' }),
				]);
			});

			it('turns typed text into the schema’s lists and numbers before sending', async () => {
				const result = await h.run(
					fields('change_query_groups', {
						project_id: String(shop),
						action: 'add',
						query_ids: '500021, 500022',
						group_id: 1001,
					}),
				);
				expect(result.json('Node')).toEqual([
					{ project_id: shop, action: 'add', group_id: 1001, count: 2 },
				]);
				expect(sentArguments('change_query_groups')).toEqual([
					{ project_id: shop, action: 'add', query_ids: [500021, 500022], group_id: 1001 },
				]);
			});

			it('refuses a destructive tool without confirmation before sending it, and runs it with confirmation', async () => {
				const note = await h.run(call('create_note', { project_id: shop, text: 'to be deleted' }));
				const noteId = note.json('Node')[0].note_id as number;
				h.clear();
				const refused = await h.run(call('delete_note', { project_id: shop, note_id: noteId }));
				expect(refused.status).toBe('error');
				expect(refused.error('Node')).toMatchObject({
					message:
						'Agent → Call Tool: Tool delete_note is destructive (it deletes irreversibly) and was not run',
				});
				expect(refused.error('Node')!.description).toMatch(/Confirm Destructive Tool/);
				expect(rpcSent()).toEqual(['tools/list']);
				const confirmed = await h.run(
					call('delete_note', { project_id: shop, note_id: noteId }, { confirmDestructive: true }),
				);
				expect(confirmed.json('Node')).toEqual([{ deleted: noteId }]);
				const notes = await h.run(call('get_notes', { project_id: shop }));
				expect(notes.output).toHaveLength(0);
			});

			const limitsLeft = () => h.sim.state.accounts.find((a) => a.id === SEED.paid.id)!.limits;
			const twoQueries = { requests: ['зимние шины', 'шины купить'], lr: 2 };

			it('polls a long tool by its report_id until the result is ready, charged once', async () => {
				const before = limitsLeft();
				const done = await h.withWarpedWait(10_000, () =>
					h.run(call('cluster_by_top', twoQueries)),
				);
				expect(done.status).toBe('success');
				const sent = sentArguments('cluster_by_top');
				expect(sent[0]).toEqual(twoQueries);
				// Polls carry the report_id alone: nothing in them can queue or charge a second task.
				const reportId = sent[1]?.report_id;
				expect(reportId).toBeDefined();
				expect(sent.slice(1)).toEqual(sent.slice(1).map(() => ({ report_id: reportId })));
				// The output is the result, not the receipt of the queued task or a progress answer.
				const output = done.json('Node');
				expect(output.length).toBeGreaterThan(0);
				for (const json of output) {
					expect(
						Object.keys(json).filter((k) => !['report_id', 'status', 'progress'].includes(k)),
					).not.toEqual([]);
					expect(JSON.stringify(json)).not.toMatch(/in[ _]progress|queued/i);
				}
				const charged = before - limitsLeft();
				expect(charged).toBeGreaterThan(0);
				// Fetching the finished task again costs nothing: the one charge was the first call's.
				const again = await h.run(call('cluster_by_top', { report_id: reportId }));
				expect(again.json('Node')).toEqual(output);
				expect(before - limitsLeft()).toBe(charged);
			});

			it('stops waiting at the timeout and returns the report_id with a note', async () => {
				const waiting = await h.run(call('cluster_by_top', twoQueries, { waitTimeout: 5 }));
				const [json] = waiting.json('Node');
				expect(json).toMatchObject({
					status: 'in_progress',
					note: expect.stringContaining('report_id'),
				});
				expect(sentArguments('cluster_by_top')).toHaveLength(1);
				h.clear();
				const noWait = await h.run(
					call('cluster_by_top', { report_id: json.report_id }, { waitForResult: false }),
				);
				expect(noWait.status).toBe('success');
				expect(sentArguments('cluster_by_top')).toEqual([{ report_id: json.report_id }]);
			});

			it('does not poll a tool whose answer is final at once', async () => {
				const result = await h.withWarpedWait(10_000, () =>
					h.run(call('get_query_groups', { project_id: shop })),
				);
				expect(result.output.length).toBeGreaterThan(0);
				expect(rpcSent()).toEqual(['tools/list', 'tools/call get_query_groups']);
			});

			it('a tool error becomes a node error with the tool’s message', async () => {
				const result = await h.run(
					call('create_note', { project_id: SEED.projects.sharedRead, text: 'x' }),
				);
				expect(result.status).toBe('error');
				expect(result.error('Node')!.message).toMatch(
					/^Agent → Call Tool: Agent interface: tool create_note: create_note: write access to the project is required/,
				);
				const outOfBounds = await h.run(call('cluster_by_top', { requests: ['a'] }));
				expect(outOfBounds.error('Node')!.message).toMatch(
					/tool cluster_by_top: requests: at least 2 values are required/,
				);
			});

			it('catches bad JSON arguments before sending anything', async () => {
				const result = await h.run(call('get_queries', '{"project_id": 101,'));
				expect(result.status).toBe('error');
				expect(result.error('Node')!.message).toMatch(
					/^Agent → Call Tool: Arguments \(JSON\): not valid JSON/,
				);
				expect(h.received('/api/mcp')).toHaveLength(0);
				const notObject = await h.run(call('get_queries', '[101]'));
				expect(notObject.error('Node')!.message).toBe(
					'Agent → Call Tool: Arguments (JSON): must be a JSON object',
				);
				expect(h.received('/api/mcp')).toHaveLength(0);
			});

			it('sends nothing when the items’ tool name cannot be read', async () => {
				// The items' order is decided from the catalog once every tool name was read (only the
				// credential is read meanwhile): a name whose expression cannot be read sends nothing.
				const unreadable = call(
					'get_project_summary',
					{ project_id: shop },
					{ tool: { __rl: true, mode: 'name', value: '={{ $json.missing.name.x( }}' } },
				);
				const result = await h.run(unreadable, { input: [{ id: 1 }, { id: 2 }] });
				expect(result.status).toBe('error');
				expect(h.received('/api/mcp')).toHaveLength(0);
			});

			it('checks required arguments, types and enums against the schema before calling the tool', async () => {
				const missing = await h.run(call('get_report', { project_id: shop }));
				expect(missing.error('Node')!.message).toBe(
					'Agent → Call Tool: Tool get_report: missing required argument: report_id',
				);
				const wrong = await h.run(call('get_uptime', { project_id: 'shop', period: 'year' }));
				expect(wrong.error('Node')!.message).toBe(
					'Agent → Call Tool: Tool get_uptime: project_id must be a whole number in decimal digits (at most 9007199254740991); period must be one of day, week, two_weeks, month, quarter',
				);
				const unknown = await h.run(call('no_such_tool', {}));
				expect(unknown.error('Node')!.message).toBe(
					'Agent → Call Tool: Tool no_such_tool is not in the catalog of the agent interface',
				);
				expect(rpcSent().filter((m) => m.startsWith('tools/call'))).toEqual([]);
			});

			it('under continue-on-fail gives a paired error item and goes on with the other items', async () => {
				const result = await h.run(
					{ ...call('get_project_summary', '={{ JSON.stringify({ project_id: $json.id }) }}') },
					{ input: [{ id: 101 }, { id: 999 }, { id: 102 }], continueOnFail: true },
				);
				expect(result.status).toBe('success');
				expect(result.output).toHaveLength(3);
				expect(result.output[0].json).toMatchObject({ project_id: 101 });
				expect(result.output[1].json.error).toMatch(/Project 999 not found/);
				expect(result.output[1].pairedItem).toEqual({ item: 1 });
				expect(result.output[2].json).toMatchObject({ project_id: 102 });
				// One catalog fetch for the whole run.
				expect(rpcSent().filter((m) => m === 'tools/list')).toHaveLength(1);
				expectNoSecrets(result.serialized());
			});

			it('fixed arguments go with every item; arguments an expression makes are checked per item', async () => {
				const fixed = await h.run(call('get_project_summary', { project_id: String(shop) }), {
					input: [{}, {}, {}],
				});
				expect(fixed.status).toBe('success');
				expect(fixed.output.map((item) => item.pairedItem)).toEqual([
					{ item: 0 },
					{ item: 1 },
					{ item: 2 },
				]);
				// Checked once for the execution, the typed text still sent as the schema's number.
				expect(sentArguments('get_project_summary')).toEqual([
					{ project_id: shop },
					{ project_id: shop },
					{ project_id: shop },
				]);
				h.clear();
				const perItem = await h.run(
					call('get_project_summary', '={{ JSON.stringify({ project_id: $json.id }) }}'),
					{
						input: [{ id: shop }, { id: 'shop' }, { id: 'shop' }, { id: shop }],
						continueOnFail: true,
					},
				);
				expect(perItem.status).toBe('success');
				expect(perItem.output).toHaveLength(4);
				for (const index of [1, 2]) {
					expect(perItem.output[index].json.error).toMatch(
						/Tool get_project_summary: project_id must be a whole number/,
					);
					expect(perItem.output[index].pairedItem).toEqual({ item: index });
				}
				expect(perItem.output[3].json).toMatchObject({ project_id: shop });
				// The bad items were refused before sending; the good ones went.
				expect(sentArguments('get_project_summary')).toEqual([
					{ project_id: shop },
					{ project_id: shop },
				]);
			});

			describe('items in parallel and in order', () => {
				beforeEach(() => h.sim.network.resetCounters());
				afterEach(() => h.sim.network.configure({}));
				const summaryOf = call(
					'get_project_summary',
					'={{ JSON.stringify({ project_id: $json.id }) }}',
				);

				it('runs read-only calls of many items in the parallel window, output in input order', async () => {
					// Jitter lets later answers overtake earlier ones.
					h.sim.network.configure({ latencyMs: 15, jitterMs: 14 });
					const input = Array.from({ length: 50 }, (_, i) => ({
						id: i % 2 ? SEED.projects.blog : shop,
					}));
					const result = await h.run(summaryOf, { input });
					expect(result.status).toBe('success');
					expect(result.output).toHaveLength(50);
					result.output.forEach((item, i) => {
						expect(item.pairedItem).toEqual({ item: i });
						expect(item.json.project_id).toBe(input[i].id);
					});
					expect(h.sim.network.stats().maxInFlight).toBeGreaterThan(4);
					expect(rpcSent().filter((m) => m === 'tools/list')).toHaveLength(1);
				});

				it('runs calls that change data one at a time, in input order', async () => {
					h.sim.network.configure({ latencyMs: 5, jitterMs: 4 });
					const input = Array.from({ length: 6 }, (_, i) => ({ text: `note ${i}` }));
					const result = await h.run(
						call('create_note', `={{ JSON.stringify({ project_id: ${shop}, text: $json.text }) }}`),
						{ input },
					);
					expect(result.status).toBe('success');
					expect(sentArguments('create_note').map((a) => a?.text)).toEqual(
						input.map((i) => i.text),
					);
					expect(h.sim.network.stats().maxInFlight).toBe(1);
				});
			});

			it('a refused key is a clear node error and the key is nowhere in the run', async () => {
				const result = await h.run(call('list_projects', {}), { apiKey: 'wrong-key-123456' });
				expect(result.status).toBe('error');
				expect(result.error('Node')!.message).toMatch(/Agent interface: tools\/list: Unauthorized/);
				expect(result.error('Node')!.description).toMatch(/regenerated key/);
				expect(result.serialized()).not.toContain('wrong-key-123456');
			});
		});

		/**
		 * n8n's AI Agent runs a tool node with parameters that are $fromAI() expressions: it reads
		 * their keys into the tool schema the model sees, then runs the node with the model's values
		 * as the tool input. Emulated here: the keys come from n8n-workflow's own traverseNodeParameters
		 * (what createNodeAsTool uses), the "model" fills them, and the engine resolves the expressions
		 * from the input item ($fromAI's fallback when no inputOverride exists).
		 */
		it('runs as an AI Agent tool: $fromAI() parameters filled by the model', async () => {
			const parameters = structuredClone(CALL_TOOL_FROM_AI) as IDataObject;
			const placeholders: FromAIArgument[] = [];
			traverseNodeParameters(parameters, placeholders);
			expect(placeholders.map((p) => [p.key, p.type])).toEqual([
				['tool_name', 'string'],
				['tool_arguments', 'json'],
			]);
			const modelChoice = {
				tool_name: 'get_query_groups',
				tool_arguments: { project_id: SEED.projects.sharedWrite },
			};
			const result = await h.run(parameters, { input: [modelChoice] });
			expect(result.status).toBe('success');
			expect(result.json('Node').map((g) => g.name)).toEqual(['Общая', 'Услуги']);
			expect(sentArguments('get_query_groups')).toEqual([
				{ project_id: SEED.projects.sharedWrite },
			]);
			// A destructive tool picked by the model is still refused: confirmation is not a $fromAI field.
			const risky = await h.run(parameters, {
				input: [{ tool_name: 'delete_all_queries', tool_arguments: { project_id: shop } }],
			});
			expect(risky.error('Node')!.message).toMatch(/destructive/);
			expect(h.sim.state.project(shop)!.queries.length).toBeGreaterThan(0);
		});

		describe('editor methods against the live catalog', () => {
			it('generates argument fields from the chosen tool’s input schema', async () => {
				const node = new SeoTools();
				const ctx = h.editorContext({
					resource: 'agent',
					operation: 'callTool',
					tool: byName('delete_query_groups'),
				});
				const { fields: generated } = (await node.methods.resourceMapping.getAgentToolFields.call(
					ctx,
				)) as ResourceMapperFields;
				expect(generated.map((f) => [f.id, f.type, f.required])).toEqual([
					['project_id', 'number', true],
					['mode', 'options', true],
					['group_ids', 'string', false],
					['with_queries', 'boolean', false],
					['move_to_group_id', 'number', false],
				]);
				expect(generated[1].options).toEqual([
					{ name: 'selected', value: 'selected' },
					{ name: 'empty', value: 'empty' },
					{ name: 'all', value: 'all' },
				]);
				expect(generated[2].displayName).toBe('group_ids (list)');
			});

			it('the project picker reads list_projects whatever form its list comes in', async () => {
				const ctx = h.editorContext({ resource: 'project', operation: 'get' });
				const { results } = await new SeoTools().methods.listSearch.searchProjects.call(ctx);
				expect(results.map((r) => r.value)).toEqual(
					expect.arrayContaining([String(shop), String(SEED.projects.blog)]),
				);
			});

			it('searches tools and lists sections for the filters', async () => {
				const node = new SeoTools();
				const ctx = h.editorContext({ resource: 'agent', operation: 'callTool' });
				const { results } = await node.methods.listSearch.searchAgentTools.call(ctx, 'folder');
				expect(results.map((r) => r.value)).toEqual([
					'list_project_folders',
					'create_project_folder',
					'rename_project_folder',
					'delete_project_folder',
					'set_project_folders',
				]);
				expect(results[3].name).toBe('delete_project_folder (4.4, destructive)');
				const sections = await node.methods.loadOptions.getAgentToolSections.call(ctx);
				expect(sections.map((s) => s.value)).toEqual([
					'4.3',
					'4.4',
					'4.5',
					'4.6',
					'4.7',
					'4.8',
					'4.9',
					'4.10',
					'4.11',
				]);
			});
		});
	},
);

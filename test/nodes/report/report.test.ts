import type { IDataObject, INodeExecutionData } from 'n8n-workflow';
import { TOOL_PAGE } from '../../../nodes/shared/parts/agent/readAgentToolRows';
import { AGENT_CATALOG_PROFILES } from '../../../simulator';
import { SeoTools } from '../../../nodes/SeoTools/SeoTools.node';
import { agentStore } from '../../../simulator/agent-api/store';
import { expectNoSecrets, projectRef, SEED, toolCallsOf } from '../helpers';
import { type Args, type TestTool } from '../shared/toolServer';
import { useToolServer } from '../shared/useToolServer';
import { useHarness } from '../shared/useHarness';

const shop = SEED.projects.shop;
const POLL_MS = 10_000;
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const report = (operation: string, extra: IDataObject = {}) => ({
	resource: 'report',
	operation,
	project: projectRef(shop),
	...extra,
});

/** The bytes of a binary property as n8n keeps them in the item (base64 in the default mode). */
const bytesOf = (item: INodeExecutionData, property = 'data') =>
	Buffer.from(String(item.binary?.[property]?.data ?? ''), 'base64');

/**
 * The expectations are the service documentation's (4.3, 4.4, 4.8: create_report's parameters, get_report and
 * get_report_file by report_id, list_reports by limit), so they hold on both catalogs.
 */
describe.each(AGENT_CATALOG_PROFILES)('Report through the engine (%s agent catalog)', (profile) => {
	const h = useHarness({ agentCatalog: profile }, { clear: true });

	const toolCalls = () => toolCallsOf(h);
	const calls = (name: string) => toolCalls().filter((c) => c.name === name);
	const run = (parameters: IDataObject, options = {}) =>
		h.withWarpedWait(POLL_MS, () => h.run(parameters, options));

	/** A report created with Wait off: its report_id. */
	async function created(): Promise<string> {
		const result = await run(report('create', { waitForFile: false }));
		return String(result.output[0].json.report_id);
	}

	it('Create: create_report sent once with the typed fields, the report waited for, its docx delivered as binary', async () => {
		const result = await run(
			report('create', {
				dateFrom: '2026-10-01',
				dateTo: '2026-10-31T00:00:00',
				compare: true,
				compareFrom: '2026-09-01',
				compareTo: '2026-09-30',
				blocks: ['positions', 'uptime'],
				binaryPropertyName: 'report',
			}),
		);
		expect(result.status).toBe('success');
		const [item] = result.output;
		expect(calls('create_report')).toEqual([
			{
				name: 'create_report',
				arguments: {
					project_id: shop,
					date_from: '2026-10-01',
					date_to: '2026-10-31',
					compare: true,
					compare_from: '2026-09-01',
					compare_to: '2026-09-30',
					blocks: ['positions', 'uptime'],
				},
			},
		]);
		const reportId = item.json.report_id;
		expect(reportId).toBeDefined();
		// Every later call is about this report only.
		// The output gives every ID as text; the calls send the ID in the service's own form.
		for (const call of toolCalls().filter((c) => c.name !== 'create_report')) {
			expect(call.arguments).toEqual({ project_id: shop, report_id: expect.anything() });
			expect(String(call.arguments.report_id)).toBe(reportId);
		}
		expect(calls('get_report').length).toBeGreaterThanOrEqual(1);
		expect(calls('get_report_file').length).toBeGreaterThanOrEqual(1);
		expect(item.json.project_id).toBe(String(shop));
		expect(item.binary?.report?.fileName).toMatch(/\.docx$/);
		expect(bytesOf(item, 'report').subarray(0, 4)).toEqual(ZIP);
		expect(item.pairedItem).toEqual({ item: 0 });
	});

	it('Create with Wait off: the report_id at once, create_report only', async () => {
		const result = await run(report('create', { waitForFile: false, period: 'week' }));
		expect(result.output[0].json.report_id).toBeDefined();
		expect(result.output[0].binary).toBeUndefined();
		expect(toolCalls()).toEqual([
			{ name: 'create_report', arguments: { project_id: shop, period: 'week' } },
		]);
	});

	it('Create refuses a date that is no date, and a range that ends before it starts, before sending', async () => {
		const bad = await run(report('create', { dateFrom: 'the first of never' }), {
			continueOnFail: true,
		});
		expect(String(bad.output[0].json.error)).toMatch(/Date From/);
		const reversed = await run(report('create', { dateFrom: '2026-10-31', dateTo: '2026-10-01' }), {
			continueOnFail: true,
		});
		expect(String(reversed.output[0].json.error)).toMatch(/Date From: .*after Date To/);
		const comparison = await run(report('create', { compare: true, compareFrom: '2026-13-40' }), {
			continueOnFail: true,
		});
		expect(String(comparison.output[0].json.error)).toMatch(/Compare From/);
		expect(toolCalls()).toEqual([]);
	});

	it('Create passes the service’s refusal on and does not send it again', async () => {
		const result = await run(report('create', { blocks: ['no-such-block'] }), {
			continueOnFail: true,
		});
		expect(String(result.output[0].json.error)).toMatch(/Report → Create: .*create_report/);
		expect(calls('create_report')).toHaveLength(1);
		expect(calls('get_report')).toEqual([]);
	});

	it('Get: the current state with Wait off, the finished report with Wait on', async () => {
		const reportId = await created();
		h.clear();
		const now = await run(report('get', { reportId, waitForResult: false }));
		expect(String(now.output[0].json.report_id)).toBe(reportId);
		expect(calls('get_report')).toHaveLength(1);
		h.clear();
		const done = await run(report('get', { reportId }));
		expect(String(done.output[0].json.report_id)).toBe(reportId);
		expect(calls('get_report').every((c) => String(c.arguments.report_id) === reportId)).toBe(true);
		expect(toolCalls().map((c) => c.name)).not.toContain('create_report');
	});

	it('Get: an unknown report_id is an error item naming the tool', async () => {
		const result = await run(report('get', { reportId: '999999' }), { continueOnFail: true });
		expect(String(result.output[0].json.error)).toMatch(/Report → Get: .*get_report/);
		expect(result.output[0].pairedItem).toEqual({ item: 0 });
	});

	it('Get and Get File refuse an empty Report ID before sending', async () => {
		for (const operation of ['get', 'getFile']) {
			const result = await run(report(operation, { reportId: ' ' }), { continueOnFail: true });
			expect(String(result.output[0].json.error)).toMatch(/Report ID/);
		}
		expect(toolCalls()).toEqual([]);
	});

	it('Get Many: one item per report, Limit sent as limit; Return All is one call for a full page', async () => {
		await created();
		await created();
		h.clear();
		const one = await run(report('getAll', { limit: 1 }));
		expect(one.output).toHaveLength(1);
		expect(one.output[0].json.project_id).toBe(String(shop));
		expect(one.output[0].json.report_id).toBeDefined();
		expect(toolCalls()).toEqual([
			{ name: 'list_reports', arguments: { project_id: shop, limit: 1 } },
		]);
		h.clear();
		const all = await run(report('getAll', { returnAll: true }));
		expect(all.output.length).toBeGreaterThanOrEqual(2);
		// A tool paged by limit alone is asked for a full page, never left to its default page.
		expect(toolCalls()).toEqual([
			{ name: 'list_reports', arguments: { project_id: shop, limit: TOOL_PAGE } },
		]);
	});

	it('Get File: the report’s docx as binary data under the chosen property', async () => {
		const reportId = await created();
		h.clear();
		const result = await run(report('getFile', { reportId, binaryPropertyName: 'docx' }));
		const [item] = result.output;
		expect(bytesOf(item, 'docx').subarray(0, 4)).toEqual(ZIP);
		expect(calls('get_report_file').every((c) => String(c.arguments.report_id) === reportId)).toBe(
			true,
		);
		expect(toolCalls().map((c) => c.name)).not.toContain('create_report');
	});

	it('the Blocks picker lists the project’s blocks by alias', async () => {
		const ctx = h.editorContext({
			resource: 'report',
			operation: 'create',
			project: projectRef(shop),
		});
		const options = await new SeoTools().methods.loadOptions.getReportBlocks.call(ctx);
		expect(options.length).toBeGreaterThan(0);
		for (const option of options) expect(option.name).toContain(`(${String(option.value)})`);
	});
});

describe('Report → Create when the answer is lost after the service made the report', () => {
	const h = useHarness();

	it('is not sent again: the item says the report may exist and how to find it', async () => {
		// The first request is the catalog read; the second, create_report, is carried out and its answer lost.
		h.sim.setFault({ route: '/api/mcp', kind: 'answerLost', after: 1, times: 1 });
		const result = await h.run(report('create'), { continueOnFail: true });
		const { json } = result.output[0];
		expect(String(json.error)).toMatch(/Report → Create/);
		expect(String(json.description)).toMatch(/may have been created/);
		expect(String(json.description)).toMatch(/Report → Get Many/);
		expect(toolCallsOf(h).map((c) => c.name)).toEqual(['create_report']);
		expect(agentStore(h.sim.state).reports.filter((r) => r.projectId === shop)).toHaveLength(1);
	});
});

describe('Report against a server that is not the simulator', () => {
	const service = useToolServer((operation, extra) => report(operation, extra));
	const run = (extra: IDataObject) =>
		service.h.withWarpedWait(POLL_MS, () => service.run(extra.operation as string, extra));
	const DOCX = Buffer.concat([ZIP, Buffer.from('a report of the test server')]);
	const mutating = { readOnlyHint: false };
	const reportTools = (overrides: Partial<Record<string, TestTool>> = {}): TestTool[] =>
		(
			[
				{
					name: 'create_report',
					annotations: mutating,
					params: { project_id: 'integer', period: 'string', blocks: 'array' },
					// The tools API's receipt of a queued task.
					answer: () => ({ data: { report_id: 'r-77' } }),
				},
				{
					name: 'get_report',
					params: { project_id: 'integer', report_id: 'string' },
					// The tools API's "still running", then the result in an envelope.
					answer: (_args: Args, call: number) =>
						call === 1
							? { data: { error: 'In progress', code: 50 } }
							: { data: { report_id: 'r-77', state: 'ready', result: { pages: 12 } } },
				},
				{
					name: 'get_report_file',
					annotations: mutating,
					form: 'text',
					params: { project_id: 'integer', report_id: 'string' },
					answer: () => ({ data: { report_id: 'r-77', link: '/download/r-77.docx' } }),
				},
				{
					name: 'list_reports',
					form: 'text',
					params: { project_id: 'integer', limit: 'integer' },
					answer: () => ({
						data: {
							total: 2,
							items: [
								{ report_id: 'r-77', state: 'ready' },
								{ report_id: 'r-76', state: 'failed' },
							],
						},
					}),
				},
			] as TestTool[]
		).map((tool) => overrides[tool.name] ?? tool);

	beforeEach(() => {
		service.server.offer(reportTools());
		service.server.serveFile('/download/r-77.docx', DOCX, 'application/octet-stream');
	});

	it('Create: reads a receipt, "In progress" and an envelope, then downloads a link relative to the Base URL without the key', async () => {
		const result = await run({ operation: 'create', blocks: ['positions'] });
		const [item] = result.output;
		expect(item.json.error).toBeUndefined();
		expect(item.json).toMatchObject({ project_id: String(shop), report_id: 'r-77', pages: 12 });
		expect(bytesOf(item)).toEqual(DOCX);
		expect(item.binary?.data?.fileName).toBe('r-77.docx');
		expect(service.server.calls.map((c) => c.name)).toEqual([
			'create_report',
			'get_report',
			'get_report',
			'get_report_file',
		]);
		expect(service.server.calls[0].arguments).toEqual({ project_id: shop, blocks: ['positions'] });
		expect(service.server.downloads).toEqual([{ path: '/download/r-77.docx', query: '' }]);
	});

	it('Create: a link with the key in its path and query gives binary data whose name and every field are without it', async () => {
		const key = SEED.paid.apiKey;
		service.server.offer(
			reportTools({
				get_report_file: {
					name: 'get_report_file',
					annotations: mutating,
					form: 'text',
					answer: () => ({ data: { report_id: 'r-77', link: `/download/${key}.docx?key=${key}` } }),
				},
			}),
		);
		service.server.serveFile(`/download/${key}.docx`, DOCX, `application/x-${key}`);
		const result = await run({ operation: 'create' });
		const [item] = result.output;
		expect(bytesOf(item)).toEqual(DOCX);
		expect(item.binary?.data?.fileName).toBe('[redacted].docx');
		const { data: _bytes, ...metadata } = item.binary!.data;
		expect(JSON.stringify(metadata)).not.toContain(key);
		expect(JSON.stringify(metadata)).not.toContain(encodeURIComponent(key));
		expectNoSecrets(JSON.stringify(result.output));
		expectNoSecrets(result.serialized());
	});

	it('Create: a link given in plain text under another host name is downloaded without the key', async () => {
		const elsewhere = `${service.server.url.replace('127.0.0.1', 'localhost')}/download/r-77.docx`;
		service.server.offer(
			reportTools({
				get_report_file: {
					name: 'get_report_file',
					annotations: mutating,
					form: 'text',
					answer: () => ({ data: `Файл отчёта готов: ${elsewhere}` }),
				},
			}),
		);
		service.server.serveFile('/download/r-77.docx', DOCX, 'application/octet-stream');
		const result = await run({ operation: 'create' });
		expect(bytesOf(result.output[0])).toEqual(DOCX);
		expect(service.server.downloads).toEqual([{ path: '/download/r-77.docx', query: '' }]);
		expect(service.server.calls.filter((c) => c.name === 'create_report')).toHaveLength(1);
	});

	it('Create: a poll that answers about another report stops with an error and never hands its result on', async () => {
		service.server.offer(
			reportTools({
				get_report: {
					name: 'get_report',
					params: { report_id: 'string' },
					answer: () => ({ data: { report_id: 'r-12', status: 'done', secret: 'theirs' } }),
				},
			}),
		);
		const result = await run({ operation: 'create' });
		const { json } = result.output[0];
		expect(String(json.error)).toMatch(/answered about report_id r-12/);
		expect(JSON.stringify(json)).not.toMatch(/theirs/);
		expect(service.server.calls.filter((c) => c.name === 'create_report')).toHaveLength(1);
		expect(service.server.calls.map((c) => c.name)).not.toContain('get_report_file');
	});

	it('Create: the tool’s own refusal in another wording is passed on, nothing else sent', async () => {
		service.server.offer(
			reportTools({
				create_report: {
					name: 'create_report',
					annotations: mutating,
					answer: () => ({ error: 'Недостаточно прав для создания отчёта' }),
				},
			}),
		);
		const result = await run({ operation: 'create' });
		expect(String(result.output[0].json.error)).toMatch(/Недостаточно прав/);
		expect(service.server.calls.map((c) => c.name)).toEqual(['create_report']);
	});

	it('Get: the finished report’s envelope gives its payload', async () => {
		const result = await run({ operation: 'get', reportId: 'r-77' });
		expect(result.output[0].json).toMatchObject({ report_id: 'r-77', pages: 12 });
	});

	it('Get Many: rows sent as text beside a total, Limit cut', async () => {
		const result = await run({ operation: 'getAll', limit: 1 });
		expect(result.output.map((i) => i.json)).toEqual([
			{ project_id: String(shop), report_id: 'r-77', state: 'ready' },
		]);
	});

	it('Get File: a file not made yet (tools API wording) with Wait off says so, without binary data', async () => {
		service.server.offer(
			reportTools({
				get_report_file: {
					name: 'get_report_file',
					annotations: mutating,
					params: { report_id: 'string' },
					answer: () => ({ data: { error: 'In progress', code: 50 } }),
				},
			}),
		);
		const result = await run({ operation: 'getFile', reportId: 'r-77', waitForResult: false });
		expect(result.output[0].json.note).toMatch(/not ready yet/);
		expect(result.output[0].binary).toBeUndefined();
		expect(service.server.calls).toEqual([
			{ name: 'get_report_file', arguments: { project_id: shop, report_id: 'r-77' } },
		]);
	});

	it('Get File: a link that answers HTTP 404 is an error item naming the report', async () => {
		service.server.offer(
			reportTools({
				get_report_file: {
					name: 'get_report_file',
					annotations: mutating,
					answer: () => ({ data: { url: '/download/gone.docx' } }),
				},
			}),
		);
		const result = await run({ operation: 'getFile', reportId: 'r-77' });
		expect(String(result.output[0].json.error)).toMatch(/link to report r-77 answered HTTP 404/);
		expect(result.output[0].binary).toBeUndefined();
	});

	it('Get File: an answer that names no link is an error, and nothing is downloaded', async () => {
		service.server.offer(
			reportTools({
				get_report_file: {
					name: 'get_report_file',
					annotations: mutating,
					answer: () => ({ data: { report_id: 'r-77', pages: 12 } }),
				},
			}),
		);
		const result = await run({ operation: 'getFile', reportId: 'r-77' });
		expect(String(result.output[0].json.error)).toMatch(/named no link to the file/);
		expect(service.server.downloads).toEqual([]);
	});
});

/**
 * examples/rank-changes-digest.workflow.json and examples/audit-summary-to-file.workflow.json as
 * shipped, through n8n's engine: each trigger's parameters are polled as saved, its items go into
 * the next node as saved, and each Code node's own JavaScript runs as n8n's Code node runs it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';
import { MINUTE } from '../../../simulator';
import { SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';

type Node = { name: string; type: string; parameters: IDataObject };
type Workflow = {
	nodes: Node[];
	connections: Record<string, { main: Array<Array<{ node: string }>> }>;
};
const load = (file: string) =>
	JSON.parse(readFileSync(join(__dirname, '../../../examples', file), 'utf8')) as Workflow;
const nodeOf = (w: Workflow, type: string) => w.nodes.find((n) => n.type === type)!;

/** A Code node's JavaScript with n8n's `$input` and `$(node)` for these items. */
function runCode(
	code: Node,
	input: INodeExecutionData[],
	named: Record<string, INodeExecutionData[]> = {},
) {
	const $input = { all: () => input };
	const $ = (name: string) => ({ all: () => named[name] });
	const body = new Function('$', '$input', String(code.parameters.jsCode)) as (
		...args: unknown[]
	) => Array<{ json: IDataObject }>;
	return body($, $input);
}

describe('the trigger examples of the new events', () => {
	const h = useHarness({}, { perTest: true });

	it('weekly rank changes digest: one digest over every project that moved', async () => {
		const example = load('rank-changes-digest.workflow.json');
		const trigger = nodeOf(example, 'n8n-nodes-seo-tools.seoToolsTrigger');
		const code = nodeOf(example, 'n8n-nodes-base.code');
		expect(example.connections[trigger.name].main[0][0].node).toBe(code.name);
		expect(trigger.parameters).toMatchObject({ event: 'positionsChanged', watch: 'all' });

		const staticData: IDataObject = {};
		expect(await h.poll(trigger.parameters, staticData)).toBeNull();
		h.sim.clock.advance(24 * 60 * MINUTE);
		await h.run({
			resource: 'project',
			operation: 'parse',
			project: { __rl: true, mode: 'id', value: String(SEED.projects.shop) },
		});
		h.sim.clock.advance(31 * MINUTE);
		const fired = (await h.poll(trigger.parameters, staticData))![0];
		expect(fired.length).toBeGreaterThan(0);
		const [digest] = runCode(code, fired);
		expect(digest.json).toMatchObject({ projects: 1, changes: fired.length });
		expect(String(digest.json.text)).toContain(`Project ${SEED.projects.shop}`);
		expect(String(digest.json.subject)).toContain(`${fired.length} queries moved`);
	});

	it('audit finished → summary to a file: one text per finished audit', async () => {
		const example = load('audit-summary-to-file.workflow.json');
		const trigger = nodeOf(example, 'n8n-nodes-seo-tools.seoToolsTrigger');
		const summary = nodeOf(example, 'n8n-nodes-seo-tools.seoTools');
		const code = nodeOf(example, 'n8n-nodes-base.code');
		const toFile = nodeOf(example, 'n8n-nodes-base.convertToFile');
		expect(example.connections[trigger.name].main[0][0].node).toBe(summary.name);
		expect(example.connections[summary.name].main[0][0].node).toBe(code.name);
		expect(example.connections[code.name].main[0][0].node).toBe(toFile.name);
		expect(toFile.parameters).toMatchObject({ operation: 'toText', sourceProperty: 'text' });

		const staticData: IDataObject = {};
		expect(await h.poll(trigger.parameters, staticData)).toBeNull();
		await h.run({
			resource: 'agent',
			operation: 'callTool',
			tool: { __rl: true, mode: 'name', value: 'run_audit' },
			argumentsMode: 'json',
			argumentsJson: JSON.stringify({ project_id: SEED.projects.shop }),
		});
		expect(await h.poll(trigger.parameters, staticData)).toBeNull(); // running
		h.sim.clock.advance(15 * MINUTE);
		const fired = (await h.poll(trigger.parameters, staticData))![0];
		expect(fired.map((i) => i.json)).toEqual([
			expect.objectContaining({ kind: 'audit', project_id: String(SEED.projects.shop) }),
		]);
		// The summary node reads the project from the trigger's item by its saved expression.
		const rows = await h.run(summary.parameters, { input: fired });
		expect(rows.output.length).toBeGreaterThan(0);
		const texts = runCode(code, rows.output, { [trigger.name]: fired });
		expect(texts).toHaveLength(1);
		expect(texts[0].json).toMatchObject({
			project_id: String(SEED.projects.shop),
			fileName: `audit-${SEED.projects.shop}.txt`,
		});
		expect(
			String(texts[0].json.text)
				.split('\n')
				.filter((l) => l.startsWith('- ')),
		).toHaveLength(rows.output.length);
	});
});

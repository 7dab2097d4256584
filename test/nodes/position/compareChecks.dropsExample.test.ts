/**
 * examples/position-drops-alert.workflow.json as shipped, through n8n's engine: its trigger's
 * item goes into its Compare Checks node without an expression, the node keeps the drops its
 * Only Drops rules describe, and its Code node builds one message per project from them. The real
 * n8n runs it too (npm run demo, dev/n8n/triggers.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';
import { MINUTE } from '../../../simulator';
import { projectRef, SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';

type Node = { name: string; type: string; parameters: IDataObject };
const example = JSON.parse(
	readFileSync(join(__dirname, '../../../examples/position-drops-alert.workflow.json'), 'utf8'),
) as { nodes: Node[]; connections: Record<string, { main: Array<Array<{ node: string }>> }> };
const node = (type: string) => example.nodes.find((n) => n.type === type)!;
const trigger = node('n8n-nodes-seo-tools.seoToolsTrigger');
const compare = node('n8n-nodes-seo-tools.seoTools');
const code = node('n8n-nodes-base.code');

/** The Code node's JavaScript with n8n's `$input` and `$(node)` for these items. */
function runCode(input: INodeExecutionData[], events: INodeExecutionData[]) {
	const $input = { all: () => input };
	const $ = (name: string) => {
		expect(name).toBe(trigger.name);
		return { all: () => events };
	};
	// The example's own code, run as n8n's Code node runs it: a function body with $ and $input.
	const body = new Function('$', '$input', String(code.parameters.jsCode)) as (
		...args: unknown[]
	) => Array<{ json: IDataObject }>;
	return body($, $input);
}

describe('the position drops alert example', () => {
	const h = useHarness();

	it('is wired trigger → Compare Checks → Code', () => {
		expect(example.connections[trigger.name].main[0][0].node).toBe(compare.name);
		expect(example.connections[compare.name].main[0][0].node).toBe(code.name);
		expect(compare.parameters).toEqual(
			expect.objectContaining({
				resource: 'position',
				operation: 'compareChecks',
				checksToCompare: 'inputItem',
			}),
		);
	});

	it('runs as shipped: a finished check’s drops become one message', async () => {
		const staticData: IDataObject = {};
		expect(await h.poll(trigger.parameters, staticData)).toBeNull();
		h.sim.clock.advance(24 * 60 * MINUTE);
		await h.run({
			resource: 'project',
			operation: 'parse',
			project: projectRef(SEED.projects.shop),
		});
		h.sim.clock.advance(31 * MINUTE);
		const fired = (await h.poll(trigger.parameters, staticData))![0];
		expect(fired.map((i) => i.json.project_id)).toEqual([String(SEED.projects.shop)]);

		const drops = await h.run(compare.parameters, { input: fired });
		const everything = await h.run({ ...compare.parameters, onlyDrops: {} }, { input: fired });
		// The example's rules in the test's own words: out of the top 10, or more than 5 places lost.
		const rules = compare.parameters.onlyDrops as { fellOutOfTop: number; lostMoreThan: number };
		const expected = everything.output.filter(({ json }) => {
			const before = json.position_before as number | null;
			const after = json.position_after as number | null;
			if (before === null) return false;
			return (
				(before <= rules.fellOutOfTop && (after === null || after > rules.fellOutOfTop)) ||
				after === null ||
				after - before > rules.lostMoreThan
			);
		});
		expect(drops.output.map((i) => i.json)).toEqual(expected.map((i) => i.json));
		expect(drops.output.length).toBeGreaterThan(0);

		const messages = runCode(drops.output, fired);
		expect(messages).toHaveLength(1);
		expect(messages[0].json.drops).toBe(drops.output.length);
		expect(String(messages[0].json.subject)).toContain(String(fired[0].json.domain));
		expect(
			String(messages[0].json.text)
				.split('\n')
				.filter((l) => l.startsWith('- ')),
		).toHaveLength(drops.output.length);
	});
});

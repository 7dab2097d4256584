/**
 * examples/position-drops-alert.workflow.json as shipped, through n8n's engine: its trigger's
 * item goes into its Compare Checks node without an expression, the node keeps the drops its
 * Only Drops rules describe, and its Code node builds one message per project from them. The real
 * n8n runs it too (npm run demo, dev/n8n/triggers.ts).
 */
import type { IDataObject } from 'n8n-workflow';
import { MINUTE } from '../../../simulator';
import { projectRef, SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';
import {
	dropsExample as example,
	exampleCode as code,
	exampleCompare as compare,
	exampleTrigger as trigger,
	runExampleCode as runCode,
} from './exampleCode';

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

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

type Node = { name: string; type: string; parameters: IDataObject };

/** examples/position-drops-alert.workflow.json as shipped. */
export const dropsExample = JSON.parse(
	readFileSync(join(__dirname, '../../../examples/position-drops-alert.workflow.json'), 'utf8'),
) as { nodes: Node[]; connections: Record<string, { main: Array<Array<{ node: string }>> }> };

const node = (type: string) => dropsExample.nodes.find((n) => n.type === type)!;
export const exampleTrigger = node('n8n-nodes-seo-tools.seoToolsTrigger');
export const exampleCompare = node('n8n-nodes-seo-tools.seoTools');
export const exampleCode = node('n8n-nodes-base.code');

/** The example's Code node's JavaScript with n8n's `$input` and `$(node)` for these items. */
export function runExampleCode(input: INodeExecutionData[], events: INodeExecutionData[]) {
	const $input = { all: () => input };
	const $ = (name: string) => {
		expect(name).toBe(exampleTrigger.name);
		return { all: () => events };
	};
	// The example's own code, run as n8n's Code node runs it: a function body with $ and $input.
	const body = new Function('$', '$input', String(exampleCode.parameters.jsCode)) as (
		...args: unknown[]
	) => Array<{ json: IDataObject }>;
	return body($, $input);
}

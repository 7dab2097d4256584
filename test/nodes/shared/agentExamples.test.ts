/**
 * The three examples built on the agent operations, as shipped, through n8n's engine against the
 * simulator: each SEO Tools node runs with the file's own parameters, in the file's order, the
 * Project picked where the example leaves it for the user, and an expression naming an earlier
 * node (`$('Node').first().json.key`) given that node's output, as n8n would. Every parameter the
 * files store is one the node has for that resource and operation. `npm run demo` runs them in a
 * real n8n (dev/n8n/scenario.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { SeoTools } from '../../../nodes/SeoTools/SeoTools.node';
import { projectRef, SEED, toolCallsOf } from '../helpers';
import { useHarness } from './useHarness';
import { useToolServer } from './useToolServer';
import { RUN_NODE_NAMES } from '../../../dev/harness';

type Node = { name: string; type: string; parameters: IDataObject; executeOnce?: boolean };
type Workflow = {
	nodes: Node[];
	connections: Record<string, { main: Array<Array<{ node: string }>> }>;
};

const load = (file: string) =>
	JSON.parse(readFileSync(join(__dirname, '../../../examples', file), 'utf8')) as Workflow;

/** The workflow's nodes from its first one along its connections. */
function inOrder(workflow: Workflow): Node[] {
	const byName = new Map(workflow.nodes.map((node) => [node.name, node]));
	const targets = new Set(
		Object.values(workflow.connections).flatMap((c) => c.main.flat().map((to) => to.node)),
	);
	const order: Node[] = [];
	let next = workflow.nodes.find(
		(node) => !node.type.endsWith('.stickyNote') && !targets.has(node.name),
	);
	while (next) {
		order.push(next);
		next = byName.get(workflow.connections[next.name]?.main[0]?.[0]?.node ?? '');
	}
	return order;
}

const properties = new SeoTools().description.properties;

/** The names of the node's fields shown for this resource and operation, and a field's option values. */
function fieldsOf(resource: string, operation: string): Map<string, INodeProperties> {
	const shown = properties.filter((p) => {
		const show = p.displayOptions?.show ?? {};
		return (
			(show.resource === undefined || (show.resource as string[]).includes(resource)) &&
			(show.operation === undefined || (show.operation as string[]).includes(operation))
		);
	});
	return new Map(shown.map((p) => [p.name, p]));
}

function unknownParameters(node: Node): string[] {
	const { resource, operation } = node.parameters as { resource: string; operation: string };
	const fields = fieldsOf(resource, operation);
	const problems: string[] = [];
	const operations = properties.find(
		(p) =>
			p.name === 'operation' &&
			(p.displayOptions?.show?.resource as string[] | undefined)?.includes(resource),
	);
	if (!operations?.options?.some((o) => 'value' in o && o.value === operation))
		problems.push(`${node.name}: no operation ${resource}.${operation}`);
	for (const [name, value] of Object.entries(node.parameters)) {
		if (name === 'resource' || name === 'operation') continue;
		const field = fields.get(name);
		if (!field) {
			problems.push(`${node.name}: no field "${name}"`);
			continue;
		}
		if (field.type === 'options' && typeof value === 'string' && !value.startsWith('='))
			if (!field.options?.some((o) => 'value' in o && o.value === value))
				problems.push(`${node.name}: "${name}" has no option "${value}"`);
		if (field.type === 'collection')
			for (const inner of Object.keys(value as IDataObject))
				if (!field.options?.some((o) => o.name === inner))
					problems.push(`${node.name}: "${name}" has no field "${inner}"`);
	}
	return problems;
}

/** `={{ $('Node').first().json.key }}` and `={{ $json.key }}` with the outputs n8n would give them. */
function resolve(value: unknown, outputs: Map<string, IDataObject[]>, input: IDataObject): unknown {
	if (typeof value === 'string') {
		const named = /^=\{\{ \$\('([^']+)'\)\.first\(\)\.json\.(\w+) \}\}$/.exec(value);
		if (named) return outputs.get(named[1])?.[0]?.[named[2]];
		const own = /^=\{\{ \$json\.(\w+) \}\}$/.exec(value);
		if (own) return input[own[1]];
		return value;
	}
	if (value && typeof value === 'object' && !Array.isArray(value)) {
		const locator = value as IDataObject;
		if (locator.__rl === true && locator.mode === 'list' && locator.value === '')
			return projectRef(SEED.projects.shop);
		return Object.fromEntries(
			Object.entries(locator).map(([k, v]) => [k, resolve(v, outputs, input)]),
		);
	}
	return value;
}

/** Runs the example's SEO Tools nodes as n8n would, each on the previous node's items. */
async function runExample(h: ReturnType<typeof useHarness>, file: string) {
	const outputs = new Map<string, IDataObject[]>();
	let items: IDataObject[] = [{}];
	for (const node of inOrder(load(file))) {
		if (!node.type.startsWith('n8n-nodes-seo-tools.')) continue;
		// A node set to Execute Once runs on the first item only.
		const input = node.executeOnce ? items.slice(0, 1) : items;
		const output: IDataObject[] = [];
		for (const item of input) {
			const parameters = resolve(node.parameters, outputs, item) as IDataObject;
			// The client's e-mail the sticky note asks for: a registered user of the service.
			if (parameters.resource === 'member' && parameters.operation === 'add')
				parameters.email = SEED.colleague.email;
			const result = await h.withWarpedWait(10_000, () => h.run(parameters, { input: [item] }));
			const error = result.error(RUN_NODE_NAMES.node);
			if (error) throw new Error(`${node.name}: ${error.message} ${error.description ?? ''}`);
			output.push(...result.output.map((out) => out.json));
		}
		outputs.set(node.name, output);
		items = output;
	}
	return outputs;
}

const FILES = [
	'keyword-research-to-groups.workflow.json',
	'client-onboarding.workflow.json',
	'serp-snapshot.workflow.json',
];

describe('the examples built on agent operations', () => {
	const h = useHarness({}, { perTest: true });

	test.each(FILES)('%s stores only fields the node has', (file) => {
		const nodes = load(file).nodes.filter((node) => node.type.startsWith('n8n-nodes-seo-tools.'));
		expect(nodes.length).toBeGreaterThan(0);
		expect(nodes.flatMap(unknownParameters)).toEqual([]);
	});

	test('the field check itself refuses a field or option the node does not have', () => {
		expect(
			unknownParameters({
				name: 'x',
				type: 'n8n-nodes-seo-tools.seoTools',
				parameters: {
					resource: 'member',
					operation: 'add',
					emails: 'a',
					role: 'owner',
					additionalFields: { notifyAll: true },
				},
			}),
		).toEqual([
			'x: no field "emails"',
			'x: "role" has no option "owner"',
			'x: "additionalFields" has no field "notifyAll"',
		]);
	});

	test('keyword research: the wizard’s six steps cluster the keywords into the project’s query groups', async () => {
		const out = await runExample(h, FILES[0]);
		const taskId = out.get('Create Semantics Task')![0].task_id;
		expect(taskId).toBeDefined();
		for (const step of ['1. Competitors', '4. Collect Keywords', '6. Cluster Keywords'])
			expect({ step, rows: out.get(step)!.length > 0 }).toEqual({ step, rows: true });
		expect(out.get('6. Cluster Keywords')!.every((row) => row.task_id === taskId)).toBe(true);
		const added = out.get('Add Groups to Project')!;
		expect(added).toHaveLength(1);
		// IDs are text in the output (Output Options → IDs as Numbers gives numbers).
		expect(added[0]).toMatchObject({ task_id: taskId, project_id: String(SEED.projects.shop) });
		expect(Number(added[0].groups)).toBeGreaterThan(0);
	});

	test('client onboarding: project, folder, read access, then the first check under its cost limit', async () => {
		const out = await runExample(h, FILES[1]);
		const projectId = out.get('Create Project')![0].project_id;
		expect(projectId).toBeDefined();
		const inFolder = out.get('Put Project in Folder')![0];
		expect(inFolder).toMatchObject({ project_id: projectId });
		// The answer's folder_ids as the service wrote them; the created folder's ID is text.
		expect((inFolder.folder_ids as unknown[]).map(String)).toEqual([
			out.get('Create Client Folder')![0].folder_id,
		]);
		expect(out.get('Grant Client Read Access')).toHaveLength(1);
		expect(out.get('Get Check Cost')).toHaveLength(1);
		expect(out.get('Run First Check')![0]).toMatchObject({ project_id: projectId });
		const cost = Number(out.get('Get Check Cost')![0].run_all_checks_total);
		const limit = load(FILES[1]).nodes.find((node) => node.name === 'Run First Check')!
			.parameters as IDataObject;
		expect(cost).toBeLessThanOrEqual(Number(limit.maxCost));
		// Under a Max Cost below the run's cost, the check is refused before it is sent.
		h.clear();
		const refused = await h.run(
			{ ...limit, project: projectRef(Number(projectId)), maxCost: cost - 1 },
			{ continueOnFail: true },
		);
		expect(String(refused.output[0].json.error)).toContain(`would charge ${cost} limits`);
		expect(toolCallsOf(h).map((call) => call.name)).not.toContain('run_all_checks');
	});

	test('SERP snapshot: one task, waited for, one row per result for the file', async () => {
		const out = await runExample(h, FILES[2]);
		const rows = out.get('SERP Snapshot')!;
		expect(rows.length).toBeGreaterThan(0);
		expect(new Set(rows.map((row) => row.task_id)).size).toBe(1);
	});
});

/**
 * The technical checks of Create Project are a list in the node; the service's documentation gives
 * them no type, so a live schema may ask for an array or for text
 * (docs/decisions/agent-examples.md#a-list-where-the-live-schema-asks-for-text).
 */
describe('a list field against schemas that type it differently', () => {
	const tools = useToolServer((operation, extra) => ({
		resource: 'projectSettings',
		operation,
		...extra,
	}));
	const create = (technicalInspections: string) =>
		tools.run('createProject', {
			domain: 'client-site.example',
			additionalFields: { technicalInspections },
		});
	const offer = (type: string) =>
		tools.server.offer([
			{
				name: 'create_project',
				annotations: { readOnlyHint: false },
				params: { domain: 'string', technical_inspections: type },
				answer: () => ({ data: { project_id: 7 } }),
			},
		]);

	it.each([
		['array', ['fast-audit', 'server-response']],
		['string', 'fast-audit,server-response'],
	])('a schema typing it as %s gets that form', async (type, sent) => {
		offer(type);
		const result = await create('fast-audit\nserver-response');
		expect(result.output[0].json.error).toBeUndefined();
		expect(tools.server.calls.map((call) => call.arguments.technical_inspections)).toEqual([sent]);
	});
});

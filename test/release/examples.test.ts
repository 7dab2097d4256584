/**
 * The example workflows as a user imports them
 * (docs/decisions/publishing.md#users-first-the-simulator-package-the-examples-the-readme): nothing in them
 * only works against our own test data. A project is picked by the user (*From List*, left empty)
 * or taken from an earlier node's output, never a fixed ID; the service's address comes from the
 * credentials (the one node that cannot read a credential, n8n's MCP Client Tool, names the
 * simulator's default address and its sticky note says to change it); each example's sticky note
 * says what to set. `npm run demo` and the end-to-end test run these same files.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMPLES } from '../../dev/n8n/examples';

const DIR = join(__dirname, '..', '..', 'examples');
const files = readdirSync(DIR).filter((file) => file.endsWith('.workflow.json'));

type Node = {
	name: string;
	type: string;
	parameters: Record<string, unknown>;
	credentials?: Record<string, { name: string }>;
};
const load = (file: string) => {
	const text = readFileSync(join(DIR, file), 'utf8');
	return { text, nodes: (JSON.parse(text) as { nodes: Node[] }).nodes };
};
const isSeoTools = (node: Node) => node.type.startsWith('n8n-nodes-seo-tools.');

describe('the example workflows', () => {
	test('are there', () => expect(files.length).toBeGreaterThanOrEqual(5));

	test.each(files)(
		'%s: every Project field is picked by the user or comes from an earlier node',
		(file) => {
			const projects = load(file)
				.nodes.filter(isSeoTools)
				.flatMap((node) => (node.parameters.project === undefined ? [] : [node]));
			for (const node of projects) {
				const locator = node.parameters.project as { mode?: string; value?: unknown };
				const value = String(locator.value ?? '');
				const picked = locator.mode === 'list' && value === '';
				const fromInput = value.startsWith('=');
				expect({ node: node.name, picked, fromInput }).toEqual(
					expect.objectContaining({ node: node.name }),
				);
				expect({ node: node.name, ok: picked || fromInput }).toEqual({ node: node.name, ok: true });
			}
		},
	);

	test.each(files)('%s: no address, key or account of our test data', (file) => {
		const { text, nodes } = load(file);
		// Service addresses: local hosts or the service's placeholder host (not, say, the SVG namespace).
		const addresses = [
			...text.matchAll(
				/https?:\/\/(?:127\.0\.0\.1|localhost|0\.0\.0\.0|[\w.-]*seo-tools[\w.-]*)[^\s"'`)]*/g,
			),
		].map((m) => m[0]);
		// Only the MCP Client Tool's endpoint, which cannot come from a credential.
		const endpoints = nodes
			.filter((node) => node.type.endsWith('.mcpClientTool'))
			.map((node) => String(node.parameters.endpointUrl));
		expect(addresses.filter((address) => !endpoints.includes(address))).toEqual([]);
		expect(text).not.toMatch(/sim-(paid|free|promo)|seo-tools\.test|scripted|project 101|\b101\b/i);
		for (const node of nodes)
			for (const credential of Object.values(node.credentials ?? {}))
				expect(credential.name).not.toMatch(/simulat|scripted|demo|test/i);
	});

	test.each(files)('%s: a sticky note says what to set', (file) => {
		const notes = load(file)
			.nodes.filter((node) => node.type.endsWith('.stickyNote'))
			.map((node) => String(node.parameters.content));
		expect(notes.some((note) => /^## Set before (running|publishing)/m.test(note))).toBe(true);
	});

	// A fresh n8n (and n8n's Docker image) lets Read/Write Files use only ~/.n8n-files, which it
	// does not create: an example that reads or writes the disk fails as imported. They end in a
	// node that hands the result on instead (docs/decisions/real-n8n.md#real-n8n-demo-examples-end-to-end-test-editor-check, "Examples").
	test.each(files)('%s: runs without the disk', (file) => {
		const disk = load(file).nodes.filter((node) => node.type === 'n8n-nodes-base.readWriteFile');
		expect(disk.map((node) => node.name)).toEqual([]);
	});

	test('every example is run by the demo and the end-to-end test, and described in the README', () => {
		expect(
			Object.values(EXAMPLES)
				.map((example) => example.file)
				.sort(),
		).toEqual([...files].sort());
		const readme = readFileSync(join(DIR, '..', 'README.md'), 'utf8');
		for (const file of files)
			expect({ file, listed: readme.includes(`(examples/${file})`) }).toEqual({
				file,
				listed: true,
			});
	});

	test("the bulk import's sample rows are examples/queries.csv", () => {
		const sample = load('bulk-query-import.workflow.json').nodes.find(
			(node) => node.name === 'Sample CSV',
		);
		const json = JSON.parse(String(sample?.parameters.jsonOutput)) as { csv: string };
		expect(json.csv).toBe(readFileSync(join(DIR, 'queries.csv'), 'utf8'));
	});
});

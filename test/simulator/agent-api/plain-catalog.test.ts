import { DOCUMENT_TOOLS } from './catalog-params.fixture';
import { listAllTools, request, usePlainSimulator } from './plain-helpers';
import type { JsonAnswer } from '../helpers';

/**
 * The plain profile's tools/list carries only what the agent interface promises
 * (docs/service/agent-interface.md#what-an-agent-may-do, #annotations, #catalog-notation): names,
 * descriptions, parameters and the annotations. Expectations come from the
 * document's tables (the hand-written fixture), not from the simulator's catalog.
 */
const documentRows = Object.values(DOCUMENT_TOOLS).flatMap((tools) =>
	Object.entries(tools).map(([name, [flags]]) => ({ name, flags: flags.split(',') })),
);

describe('plain profile: tools/list as the document draws it', () => {
	const live = usePlainSimulator();
	let tools: JsonAnswer[];
	let pages: number;
	beforeAll(async () => {
		({ tools, pages } = await listAllTools(live.sim));
	});
	const byName = (name: string) => tools.find((t) => t.name === name);

	it('serves the catalog in pages: a client must follow nextCursor to see every tool', () => {
		expect(pages).toBeGreaterThan(1);
		expect(new Set(tools.map((t) => t.name)).size).toBe(tools.length);
	});

	it('every tool of the document tables is listed across the pages, and nothing else', () => {
		expect(tools.map((t) => t.name).sort()).toEqual(documentRows.map((r) => r.name).sort());
	});

	it('no tool carries _meta, and no description starts with or holds a section heading', () => {
		for (const tool of tools) {
			expect(tool).not.toHaveProperty('_meta');
			expect(tool.description ?? '').not.toMatch(/\[?4\.\d+/);
		}
	});

	it('long tools are described without the word "Long", and take report_id (rule 4)', () => {
		for (const row of documentRows.filter((r) => r.flags.includes('L'))) {
			const tool = byName(row.name);
			expect(tool.description ?? '').not.toMatch(/\blong\b/i);
			expect(Object.keys(tool.inputSchema.properties)).toContain('report_id');
		}
		for (const tool of tools) expect(tool.description ?? '').not.toMatch(/\bLong\b/);
	});

	it('annotations follow 4.1: M readOnlyHint false, D destructiveHint true, the rest only read', () => {
		for (const row of documentRows) {
			const annotations = byName(row.name).annotations ?? {};
			if (row.flags.includes('D')) {
				expect(annotations.destructiveHint).toBe(true);
				expect(annotations.readOnlyHint).toBe(false);
			} else if (row.flags.includes('M')) {
				expect(annotations.readOnlyHint).toBe(false);
				expect(annotations.destructiveHint).not.toBe(true);
			} else {
				// "All others only read": no hint may say otherwise (no annotations at all is allowed).
				expect(annotations.readOnlyHint).not.toBe(false);
				expect(annotations.destructiveHint).not.toBe(true);
			}
		}
	});

	it('the official SDK client sees the same catalog, page by page', async () => {
		const names: string[] = [];
		let cursor: string | undefined;
		do {
			const page = await live.client.listTools(cursor === undefined ? {} : { cursor });
			names.push(...page.tools.map((t) => t.name));
			for (const tool of page.tools) expect(tool._meta).toBeUndefined();
			cursor = page.nextCursor;
		} while (cursor !== undefined);
		expect(names).toEqual(tools.map((t) => t.name));
	});

	it('a cursor the server never gave is a JSON-RPC Invalid params error', async () => {
		const answer = await request(live.sim, 'tools/list', { cursor: 'not-a-cursor' });
		expect(answer.error).toMatchObject({ code: -32602, message: 'Invalid params' });
		expect(answer.result).toBeUndefined();
	});
});

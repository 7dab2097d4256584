/**
 * The outside server's agent endpoint (outside-server.ts): MCP over Streamable HTTP as the
 * service's documentation describes it (POST `/api/mcp`, JSON-RPC 2.0, stateless: no session, so
 * no session header), answering `tools/list` and `tools/call` with JSON from fixed bodies written
 * here, apart from the simulator. Only the answer's JSON-RPC id is the request's. The catalog has
 * about the size of the service's (165 tools, about 110 KB), so that its one parse per execution
 * costs what it would; get_project_summary is a read-only tool of its catalog
 * (docs/service/agent-interface.md#catalog-sections), and its answer
 * carries the result twice, as text and as structured content, as MCP servers commonly do.
 */
export const AGENT_ENDPOINT = '/api/mcp';

const SUMMARY = {
	project_id: 101,
	name: 'Outside Shop',
	domain: 'outside-shop.example',
	main_mirror: 'https://outside-shop.example',
	aliases: 'www.outside-shop.example',
	status: '1',
	internal_optimization: 70,
	behavioral_factors: 61,
	link_mass: 44,
	summary_score: 58,
	paused: false,
	role: 'owner',
	favorite: false,
	queries_count: 30,
	query_groups_count: 3,
	url_groups_count: 1,
	last_check: '2026-11-17 06:00:00',
	checks_count: 20,
	events: [],
};

/** The result part of every tools/call answer, written once. */
const CALL_RESULT = JSON.stringify({
	content: [{ type: 'text', text: JSON.stringify(SUMMARY) }],
	structuredContent: SUMMARY,
	isError: false,
});

const projectId = { type: 'integer', description: 'Project id, from list_projects' };
const filler = (n: number) => ({
	name: `outside_tool_${String(n).padStart(3, '0')}`,
	description: `A read-only tool of the outside server, listed so that the catalog has the size of the service's (${n}).`,
	inputSchema: {
		type: 'object',
		properties: {
			project_id: projectId,
			search_system: { type: 'string', description: 'Search engine, from list_search_engines' },
			from: { type: 'string', description: 'Start date, YYYY-MM-DD' },
			to: { type: 'string', description: 'End date, YYYY-MM-DD' },
			limit: { type: 'integer', description: 'At most this many rows' },
			offset: { type: 'integer', description: 'Rows to skip' },
		},
		required: ['project_id'],
	},
	annotations: { readOnlyHint: true },
});
const CATALOG_RESULT = JSON.stringify({
	tools: [
		{
			name: 'get_project_summary',
			description: 'The project’s summary: name, domain, scores and counts',
			inputSchema: {
				type: 'object',
				properties: { project_id: projectId },
				required: ['project_id'],
			},
			annotations: { readOnlyHint: true },
		},
		...Array.from({ length: 164 }, (_, n) => filler(n)),
	],
});

/** The answer to one POST: the JSON-RPC method it asked for (or none), status and body. */
export function agentAnswer(
	authorization: string | undefined,
	text: string,
): { method?: string; status: number; body: string } {
	if (!authorization?.startsWith('Bearer '))
		return { status: 401, body: JSON.stringify({ error: 'missing Bearer key' }) };
	let request: { id?: unknown; method?: unknown };
	try {
		request = JSON.parse(text) as typeof request;
	} catch {
		return {
			status: 400,
			body: JSON.stringify({
				jsonrpc: '2.0',
				id: null,
				error: { code: -32700, message: 'Parse error' },
			}),
		};
	}
	const method = typeof request.method === 'string' ? request.method : undefined;
	const id = JSON.stringify(request.id ?? null);
	const result =
		method === 'tools/list' ? CATALOG_RESULT : method === 'tools/call' ? CALL_RESULT : undefined;
	if (result === undefined)
		return {
			method,
			status: 200,
			body: `{"jsonrpc":"2.0","id":${id},"error":{"code":-32601,"message":"Method not found"}}`,
		};
	return { method, status: 200, body: `{"jsonrpc":"2.0","id":${id},"result":${result}}` };
}

import { SEED } from '../../simulator';
import { PACKAGE_NAME } from '../../dev/n8n/paths';
import { median, seconds } from './measure';
import { definition } from './published';
import type { Figure } from './report';
import { vsHttpMeasured } from './vs-http-node';

/**
 * The agent round's figure (docs/decisions/benchmarks.md#rounds-of-targets): Agent → Call Tool on a read-only
 * tool against n8n's HTTP Request node sending the same JSON-RPC POSTs. get_project_summary is a
 * read-only tool of the service documentation's catalog (docs/service/agent-interface.md#catalog-sections) and
 * takes the project id only.
 */
export const AGENT_TOOL = 'get_project_summary';
export const AGENT_ITEMS = 200;
const AGENT_ARGUMENTS = { project_id: SEED.projects.shop };

export const AGENT_SEO = 'SEO Tools (Agent → Call Tool)';
export const AGENT_HTTP = 'HTTP Request (JSON-RPC tools/call)';

/** SEO Tools' Agent resource calling the tool with the same arguments for every item. */
export const agentCallTool = (credential: { id: string; name: string }) => ({
	type: `${PACKAGE_NAME}.seoTools`,
	typeVersion: 1,
	parameters: {
		resource: 'agent',
		operation: 'callTool',
		tool: { __rl: true, mode: 'name', value: AGENT_TOOL },
		argumentsMode: 'json',
		argumentsJson: JSON.stringify(AGENT_ARGUMENTS),
	},
	credentials: { seoToolsApi: credential },
});

/**
 * What a user would build without our node: POST {base}/api/mcp, the key as a Bearer header, a
 * fixed tools/call body (no expression per item, the cheapest form for the HTTP Request node).
 */
export const agentHttpRequest = (baseUrl: string) => ({
	type: 'n8n-nodes-base.httpRequest',
	typeVersion: 4.2,
	parameters: {
		method: 'POST',
		url: `${baseUrl}/api/mcp`,
		sendHeaders: true,
		specifyHeaders: 'keypair',
		headerParameters: {
			parameters: [
				{ name: 'Authorization', value: `Bearer ${SEED.paid.apiKey}` },
				{ name: 'Accept', value: 'application/json, text/event-stream' },
			],
		},
		sendBody: true,
		contentType: 'json',
		specifyBody: 'json',
		jsonBody: JSON.stringify({
			jsonrpc: '2.0',
			id: 1,
			method: 'tools/call',
			params: { name: AGENT_TOOL, arguments: AGENT_ARGUMENTS },
		}),
		options: {},
	},
});

/**
 * The figure from both nodes' executionTime per round (paired by round) at 50 ± 20 ms, under both
 * of its published targets; `floorText` is the floor beside it (real-n8n.ts).
 */
export function agentCallFigure(seo: number[], http: number[], floorText = ''): Figure[] {
	const note = `${seo.length} rounds of n8n execute at 50 ± 20 ms (simulator profile), which node runs first alternating; SEO Tools ${seconds(median(seo))}, HTTP Request node ${seconds(median(http))} (medians of n8n's executionTime); SEO Tools' time includes its one catalog read (tools/list) per execution; its floor is the Uptime pair's at 200 items plus one round trip for that read`;
	const measured = vsHttpMeasured(seo, http, note);
	const row = {
		...measured,
		value: `${measured.value}${floorText}`,
		compares: `SEO Tools Agent → Call Tool (${AGENT_TOOL}, read-only, default Request Options, parallel window) against n8n's HTTP Request node with default options POSTing the same tools/call body with the key as a Bearer header, ${AGENT_ITEMS} items each, same n8n execute`,
	};
	return [definition('real-agent-200-50', row), definition('real-agent-200-50-tight', row)];
}

/**
 * The same pair against the outside server's agent endpoint (outside-server.ts, outside-agent.ts:
 * its own process, fixed bodies, each answer 30–70 ms after its request arrived): a row of its
 * own beside the simulator's, which it does not replace (docs/decisions/benchmarks.md#the-agent-pair-against-the-outside-server).
 */
export function agentOutsideFigure(seo: number[], http: number[], floorText = ''): Figure {
	const note = `${seo.length} rounds of n8n execute at uniform 30–70 ms drawn by a server outside the simulator (its own process, tools/list and tools/call answered from fixed bodies), which node runs first alternating; SEO Tools ${seconds(median(seo))}, HTTP Request node ${seconds(median(http))} (medians of n8n's executionTime); SEO Tools' time includes its one catalog read (tools/list) per execution; its floor is the Uptime pair's at 200 items plus one round trip for that read`;
	const measured = vsHttpMeasured(seo, http, note);
	return definition('real-agent-200-outside', {
		...measured,
		value: `${measured.value}${floorText}`,
		compares: `SEO Tools Agent → Call Tool (${AGENT_TOOL}, read-only, default Request Options, parallel window) against n8n's HTTP Request node with default options POSTing the same tools/call body with the key as a Bearer header, ${AGENT_ITEMS} items each, same n8n execute, both against the outside server`,
	});
}

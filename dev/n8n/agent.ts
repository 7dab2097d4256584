import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CREDENTIAL_IDS, PACKAGE_NAME } from './paths';
import type { RunJson } from './runtime';
import type { WorkflowJson } from './examples';

/**
 * AI Agent workflows for `n8n execute`: Manual Trigger → AI Agent, with an OpenAI Chat Model
 * (pointed at the simulator's scripted model by its credential) and tools on the agent's
 * ai_tool input. Node types and versions are the ones n8n 2.41.1 creates in the editor.
 */
export interface AgentNode {
	id: string;
	name: string;
	type: string;
	typeVersion: number;
	position: [number, number];
	parameters: Record<string, unknown>;
	credentials?: Record<string, { id: string; name: string }>;
}

const credential = {
	apiKey: { seoToolsApi: { id: CREDENTIAL_IDS.apiKey, name: 'SEO Tools (API Key) account' } },
	account: {
		seoToolsAccountApi: { id: CREDENTIAL_IDS.account, name: 'SEO Tools (Email Sign-In) account' },
	},
	openAi: { openAiApi: { id: CREDENTIAL_IDS.openAi, name: 'OpenAI account' } },
	mcpBearer: { httpBearerAuth: { id: CREDENTIAL_IDS.mcpBearer, name: 'SEO Tools MCP (Bearer)' } },
};

let counter = 0;
const nodeId = (name: string) =>
	`${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${(counter += 1)}`;

/**
 * Agent → Call Tool as an AI Agent drives it (the README's AI agents section): the tool's name and
 * its arguments are `$fromAI()` expressions the model fills.
 */
export const CALL_TOOL_FROM_AI = {
	resource: 'agent',
	operation: 'callTool',
	tool: {
		__rl: true,
		mode: 'name',
		value: "={{ $fromAI('tool_name', 'Name of the SEO Tools agent tool to call', 'string') }}",
	},
	argumentsMode: 'json',
	argumentsJson:
		"={{ $fromAI('tool_arguments', 'Arguments of the tool as a JSON object', 'json') }}",
} as const;

/** SEO Tools as a tool of the agent (`<package>.seoToolsTool`, n8n's generated tool variant). */
export function seoToolsTool(
	name: string,
	parameters: Record<string, unknown>,
	credentialKind: 'apiKey' | 'account',
	position: [number, number],
): AgentNode {
	return {
		id: nodeId(name),
		name,
		type: `${PACKAGE_NAME}.seoToolsTool`,
		typeVersion: 1,
		position,
		parameters,
		credentials: credential[credentialKind],
	};
}

/** n8n's MCP Client Tool on the service's agent interface, HTTP Streamable, Bearer auth. */
export function mcpClientTool(
	name: string,
	endpointUrl: string,
	position: [number, number],
): AgentNode {
	return {
		id: nodeId(name),
		name,
		type: '@n8n/n8n-nodes-langchain.mcpClientTool',
		typeVersion: 1.4,
		position,
		parameters: {
			endpointUrl,
			serverTransport: 'httpStreamable',
			authentication: 'bearerAuth',
			include: 'all',
			options: {},
		},
		credentials: credential.mcpBearer,
	};
}

/**
 * The OpenAI Chat Model with the chat completions API (the node's "Use Responses API" is on by
 * default in version 1.3; the scripted model speaks chat completions, as do most
 * OpenAI-compatible servers).
 */
export function chatModelNode(model: string, position: [number, number]): AgentNode {
	return {
		id: nodeId('model'),
		name: 'OpenAI Chat Model',
		type: '@n8n/n8n-nodes-langchain.lmChatOpenAi',
		typeVersion: 1.3,
		position,
		parameters: {
			model: { __rl: true, mode: 'id', value: model },
			responsesApiEnabled: false,
			options: {},
		},
		credentials: credential.openAi,
	};
}

/** The Manual Trigger every workflow here starts with (`n8n execute` needs one). */
function manualTrigger(): AgentNode {
	return {
		id: nodeId('trigger'),
		name: 'Run Now',
		type: 'n8n-nodes-base.manualTrigger',
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
	};
}

export function agentWorkflow(options: {
	id: string;
	name: string;
	model: string;
	prompt: string;
	systemMessage?: string;
	tools: AgentNode[];
}): WorkflowJson {
	const trigger = manualTrigger();
	const agent: AgentNode = {
		id: nodeId('agent'),
		name: 'AI Agent',
		type: '@n8n/n8n-nodes-langchain.agent',
		typeVersion: 3.1,
		position: [260, 0],
		parameters: {
			promptType: 'define',
			text: options.prompt,
			options: {
				systemMessage:
					options.systemMessage ??
					'You are an SEO assistant. Use the tools to answer with real data.',
				maxIterations: 10,
			},
		},
	};
	const model = chatModelNode(options.model, [120, 220]);
	const connections: Record<string, unknown> = {
		[trigger.name]: { main: [[{ node: agent.name, type: 'main', index: 0 }]] },
		[model.name]: {
			ai_languageModel: [[{ node: agent.name, type: 'ai_languageModel', index: 0 }]],
		},
	};
	for (const tool of options.tools)
		connections[tool.name] = { ai_tool: [[{ node: agent.name, type: 'ai_tool', index: 0 }]] };
	return {
		id: options.id,
		name: options.name,
		nodes: [trigger, agent, model, ...options.tools] as unknown as WorkflowJson['nodes'],
		connections,
		settings: { executionOrder: 'v1' },
		active: false,
		pinData: {},
	};
}

export function writeWorkflows(dir: string, workflows: WorkflowJson[]): string {
	mkdirSync(dir, { recursive: true });
	for (const workflow of workflows)
		writeFileSync(join(dir, `${workflow.id}.json`), `${JSON.stringify(workflow, null, 2)}\n`);
	return dir;
}

/** The agent's final answer (`output` of its first item). */
export function agentAnswer(run: RunJson | undefined, node = 'AI Agent'): string {
	const item = run?.data?.resultData?.runData?.[node]?.slice(-1)[0]?.data?.main?.[0]?.[0];
	return String(item?.json.output ?? '');
}

type ToolRun = {
	data?: Record<string, Array<Array<{ json: Record<string, unknown> }> | null>>;
	error?: { message?: string };
};

/** What a tool node produced each time the agent called it (its ai_tool output, or its error). */
export function toolRuns(
	run: RunJson | undefined,
	node: string,
): Array<{ items: Array<Record<string, unknown>>; error?: string }> {
	const runs = (run?.data?.resultData?.runData?.[node] ?? []) as unknown as ToolRun[];
	return runs.map((r) => ({
		items: (r.data?.ai_tool?.[0] ?? []).map((i) => i.json),
		error: r.error?.message,
	}));
}

/** An SEO Tools action node (`<package>.seoTools`), for workflows without an AI Agent. */
export function seoToolsNode(
	name: string,
	parameters: Record<string, unknown>,
	position: [number, number],
	extra: Record<string, unknown> = {},
): AgentNode {
	return {
		id: nodeId(name),
		name,
		type: `${PACKAGE_NAME}.seoTools`,
		typeVersion: 1,
		position,
		parameters,
		credentials: credential.apiKey,
		...extra,
	};
}

/** Manual Trigger → each node in turn. */
export function chainWorkflow(options: {
	id: string;
	name: string;
	nodes: AgentNode[];
}): WorkflowJson {
	const trigger = manualTrigger();
	const nodes = [trigger, ...options.nodes];
	const connections: Record<string, unknown> = {};
	nodes.slice(1).forEach((node, i) => {
		connections[nodes[i].name] = { main: [[{ node: node.name, type: 'main', index: 0 }]] };
	});
	return {
		id: options.id,
		name: options.name,
		nodes: nodes as unknown as WorkflowJson['nodes'],
		connections,
		settings: { executionOrder: 'v1' },
		active: false,
		pinData: {},
	};
}

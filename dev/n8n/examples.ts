import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CREDENTIAL_IDS, EXAMPLES_DIR, SCRIPTED_MODEL_KEY } from './paths';

/** The service address the examples type into nodes (the MCP Client Tool's endpoint): the simulator's default port. */
export const EXAMPLE_SERVICE_URL = 'http://127.0.0.1:8787';

export const EXAMPLES = {
	uptime: { file: 'uptime-report.workflow.json', id: 'seoExUptimeRep01' },
	robots: { file: 'robots-change-alert.workflow.json', id: 'seoExRobotsAlrt1' },
	queries: { file: 'bulk-query-import.workflow.json', id: 'seoExQueryImpt01' },
	video: { file: 'video-pipeline.workflow.json', id: 'seoExVideoPipe01' },
	assistant: { file: 'seo-assistant.workflow.json', id: 'seoExAssistant01' },
	drops: { file: 'position-drops-alert.workflow.json', id: 'seoExPosDrops001' },
	digest: { file: 'rank-changes-digest.workflow.json', id: 'seoExRankDigest1' },
	audit: { file: 'audit-summary-to-file.workflow.json', id: 'seoExAuditSumm01' },
	semantics: { file: 'keyword-research-to-groups.workflow.json', id: 'seoExSemantics01' },
	onboarding: { file: 'client-onboarding.workflow.json', id: 'seoExOnboarding1' },
	serp: { file: 'serp-snapshot.workflow.json', id: 'seoExSerpSnap001' },
} as const;

/** The examples started only by hand (Manual Trigger): n8n cannot publish them. */
export const MANUAL_ONLY_EXAMPLES: readonly ExampleName[] = ['semantics', 'onboarding', 'serp'];

export type ExampleName = keyof typeof EXAMPLES;

export interface WorkflowNode {
	name: string;
	type: string;
	parameters: Record<string, unknown>;
}

export interface WorkflowJson {
	id: string;
	name: string;
	nodes: WorkflowNode[];
	[key: string]: unknown;
}

export interface Account {
	apiKey: string;
	email: string;
	password: string;
}

/**
 * The credentials the examples reference, with fixed ids, for `n8n import:credentials`. The
 * OpenAI credential's base URL is the simulator's scripted chat model (`{simulator}/v1`).
 */
export function writeCredentials(dir: string, baseUrl: string, account: Account): string {
	mkdirSync(dir, { recursive: true });
	const file = join(dir, 'credentials.json');
	const credentials = [
		{
			id: CREDENTIAL_IDS.apiKey,
			name: 'SEO Tools (API Key) account',
			type: 'seoToolsApi',
			data: { baseUrl, apiKey: account.apiKey },
		},
		{
			id: CREDENTIAL_IDS.account,
			name: 'SEO Tools (Email Sign-In) account',
			type: 'seoToolsAccountApi',
			data: { baseUrl, email: account.email, password: account.password },
		},
		{
			id: CREDENTIAL_IDS.openAi,
			name: 'OpenAI account',
			type: 'openAiApi',
			data: { apiKey: SCRIPTED_MODEL_KEY, url: `${baseUrl}/v1` },
		},
		{
			id: CREDENTIAL_IDS.mcpBearer,
			name: 'SEO Tools MCP (Bearer)',
			type: 'httpBearerAuth',
			data: { token: account.apiKey },
		},
	];
	writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`);
	return file;
}

/** A Project field the example leaves for the user to pick (*From List*, empty). */
function isUnpickedProject(value: unknown): value is { __rl: true; mode: string; value: string } {
	const locator = value as { __rl?: unknown; mode?: unknown; value?: unknown } | undefined;
	return locator?.__rl === true && locator.mode === 'list' && locator.value === '';
}

/** A Member → Add node: its e-mail is the client's, which the user sets. */
const grantsAccess = (node: WorkflowNode) =>
	node.parameters.resource === 'member' && node.parameters.operation === 'add';

/**
 * The nodes whose values an example's sticky note asks the user to set and that only the user
 * knows: Project fields left empty (`project`) and the client's e-mail (`memberEmail`).
 */
export function valuesToSet(workflow: WorkflowJson): { project: string[]; memberEmail: string[] } {
	return {
		project: workflow.nodes
			.filter((node) => isUnpickedProject(node.parameters.project))
			.map((node) => node.name),
		memberEmail: workflow.nodes.filter(grantsAccess).map((node) => node.name),
	};
}

/**
 * Reads an example and does what its sticky note asks a user to set, for this run: the service
 * address typed into nodes (`serviceUrl`), the project picked in Project fields left empty
 * (`project`), the client's e-mail of a Member → Add node (`memberEmail`), and optionally every poll time of the SEO Tools Trigger set to once a minute (the
 * shortest n8n accepts). Nothing else changes: the examples write no file, so they run in a fresh
 * n8n with its default file access (docs/decisions/real-n8n.md#real-n8n-demo-examples-end-to-end-test-editor-check, "Examples").
 */
export function prepareExample(
	name: ExampleName,
	outDir: string,
	options: {
		everyMinute?: boolean;
		serviceUrl?: string;
		project?: string;
		/** The e-mail a Member → Add node grants access to: a registered user of the service. */
		memberEmail?: string;
	} = {},
): { file: string; workflow: WorkflowJson } {
	let source = readFileSync(join(EXAMPLES_DIR, EXAMPLES[name].file), 'utf8');
	// Addresses typed into nodes (the MCP Client Tool's endpoint) name the service like the credentials' default.
	if (options.serviceUrl) source = source.split(EXAMPLE_SERVICE_URL).join(options.serviceUrl);
	const workflow = JSON.parse(source) as WorkflowJson;
	for (const node of workflow.nodes) {
		if (options.project && isUnpickedProject(node.parameters.project))
			node.parameters.project = { __rl: true, mode: 'list', value: options.project };
		if (options.memberEmail && grantsAccess(node)) node.parameters.email = options.memberEmail;
	}
	if (options.everyMinute) {
		for (const node of workflow.nodes) {
			if (node.type.endsWith('.seoToolsTrigger'))
				node.parameters.pollTimes = { item: [{ mode: 'everyMinute' }] };
		}
	}
	mkdirSync(outDir, { recursive: true });
	const file = join(outDir, EXAMPLES[name].file);
	writeFileSync(file, `${JSON.stringify(workflow, null, 2)}\n`);
	return { file, workflow };
}

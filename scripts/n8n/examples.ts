import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CREDENTIAL_IDS, EXAMPLES_DIR } from './paths';

/** Where the examples read and write files in a stock n8n 2.x (only ~/.n8n-files is allowed by default). */
export const EXAMPLE_FILES_DIR = '/home/node/.n8n-files/seo-tools';

export const EXAMPLES = {
	uptime: { file: 'uptime-report.workflow.json', id: 'seoExUptimeRep01' },
	robots: { file: 'robots-change-alert.workflow.json', id: 'seoExRobotsAlrt1' },
	queries: { file: 'bulk-query-import.workflow.json', id: 'seoExQueryImpt01' },
	video: { file: 'video-pipeline.workflow.json', id: 'seoExVideoPipe01' },
} as const;

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

/** The two credentials the examples reference, with fixed ids, for `n8n import:credentials`. */
export function writeCredentials(dir: string, baseUrl: string, account: Account): string {
	mkdirSync(dir, { recursive: true });
	const file = join(dir, 'credentials.json');
	const credentials = [
		{ id: CREDENTIAL_IDS.apiKey, name: 'SEO Tools API', type: 'seoToolsApi', data: { baseUrl, apiKey: account.apiKey } },
		{ id: CREDENTIAL_IDS.account, name: 'SEO Tools Account', type: 'seoToolsAccountApi', data: { baseUrl, email: account.email, password: account.password } },
	];
	writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`);
	return file;
}

/**
 * Reads an example and adapts it to this run: file paths under `filesDir` (allowed by
 * N8N_RESTRICT_FILE_ACCESS_TO), the CSV from examples/, and optionally every poll time of the
 * SEO Tools Trigger set to once a minute (the shortest n8n accepts).
 */
export function prepareExample(name: ExampleName, outDir: string, options: { filesDir: string; everyMinute?: boolean }): { file: string; workflow: WorkflowJson } {
	const source = readFileSync(join(EXAMPLES_DIR, EXAMPLES[name].file), 'utf8');
	const workflow = JSON.parse(source.split(`${EXAMPLE_FILES_DIR}/queries.csv`).join(join(EXAMPLES_DIR, 'queries.csv')).split(EXAMPLE_FILES_DIR).join(options.filesDir)) as WorkflowJson;
	if (options.everyMinute) {
		for (const node of workflow.nodes) {
			if (node.type.endsWith('.seoToolsTrigger')) node.parameters.pollTimes = { item: [{ mode: 'everyMinute' }] };
		}
	}
	mkdirSync(outDir, { recursive: true });
	const file = join(outDir, EXAMPLES[name].file);
	writeFileSync(file, `${JSON.stringify(workflow, null, 2)}\n`);
	return { file, workflow };
}

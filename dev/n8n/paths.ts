import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The n8n version the package is built and proven against (see docs/decisions/real-n8n.md#real-n8n-demo-examples-end-to-end-test-editor-check). */
export const PINNED_N8N_VERSION = '2.41.1';
/**
 * The oldest n8n the package claims (`engines.n8n` in package.json, README) and proves with the
 * end-to-end test (see docs/decisions/real-n8n.md#supported-n8n-versions).
 */
export const OLDEST_N8N_VERSION = '2.33.2';
/**
 * The n8n the demo and the end-to-end test run: the pinned one unless N8N_E2E_VERSION names
 * another version, or `oldest`.
 */
const requested = process.env.N8N_E2E_VERSION?.trim();
export const N8N_VERSION =
	requested === 'oldest' ? OLDEST_N8N_VERSION : requested || PINNED_N8N_VERSION;

export const ROOT = resolve(__dirname, '..', '..');
/** Git-ignored cache: the n8n install, node headers, packed tarballs and throwaway user folders. */
export const DEMO_DIR = join(ROOT, '.n8n-demo');
/** The pinned n8n keeps its historic folder; another version gets a folder of its own. */
export const N8N_DIR = join(
	DEMO_DIR,
	N8N_VERSION === PINNED_N8N_VERSION ? 'n8n' : `n8n-${N8N_VERSION}`,
);
export const N8N_BIN = join(N8N_DIR, 'node_modules', 'n8n', 'bin', 'n8n');
/** n8n 2.x needs Node 24: the `node` dev dependency's binary, also when the caller runs on Node 20. */
export const NODE_BIN = existsSync(join(ROOT, 'node_modules', '.bin', 'node'))
	? join(ROOT, 'node_modules', '.bin', 'node')
	: process.execPath;
export const MARKER = join(N8N_DIR, 'installed.json');
export const PACK_DIR = join(DEMO_DIR, 'pack');
export const EXAMPLES_DIR = join(ROOT, 'examples');
export const OUTPUT_DIR = join(ROOT, 'demo-output');
export const PACKAGE_NAME = 'n8n-nodes-seo-tools';

/**
 * Fixed ids of the credentials the examples reference: the two SEO Tools credentials, the OpenAI
 * credential of the AI examples (base URL: the simulator's scripted chat model) and the Bearer
 * credential of n8n's MCP Client Tool (the SEO Tools API key).
 */
export const CREDENTIAL_IDS = {
	apiKey: 'seoToolsApiDemo1',
	account: 'seoToolsAcctDemo',
	openAi: 'seoOpenAiSimDemo',
	mcpBearer: 'seoMcpBearerDemo',
} as const;

/** What the scripted chat model of the simulator takes as an OpenAI API key: any non-empty value. */
export const SCRIPTED_MODEL_KEY = 'scripted-model-key-not-secret';

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { IDataObject, INodeExecutionData, IVersionedNodeType } from 'n8n-workflow';
import { runNode } from '../../dev/harness';
import { ROOT } from './built-package';

export const HTTP_REQUEST_TYPE = 'n8n-nodes-base.httpRequest';
const NODES_BASE = join(ROOT, '.n8n-demo', 'n8n', 'node_modules', 'n8n-nodes-base');
const ENTRY = join(NODES_BASE, 'dist', 'nodes', 'HttpRequest', 'HttpRequest.node.js');

export const HTTP_NODE_MISSING = 'skipped (run npm run demo:install)';

/**
 * n8n's own HTTP Request node from the n8n installed by `npm run demo:install` (n8n-nodes-base is
 * not a dependency of this package). It resolves its imports (its own n8n-workflow copy, lodash)
 * inside that install and runs in the project's harness on the n8n-core dev dependency.
 * Undefined when the install is missing.
 */
export function loadHttpRequestNode(): IVersionedNodeType | undefined {
	if (!existsSync(ENTRY)) return undefined;
	const load = createRequire(ENTRY);
	const { HttpRequest } = load(ENTRY) as { HttpRequest: new () => IVersionedNodeType };
	return new HttpRequest();
}

/** GET `url` with these query parameters once per input item, with the node's default options. */
export async function runHttpRequestNode(
	node: IVersionedNodeType,
	url: string,
	query: Record<string, string>,
	input: IDataObject[],
): Promise<INodeExecutionData[]> {
	const result = await runNode({
		nodeTypes: { [HTTP_REQUEST_TYPE]: node },
		type: HTTP_REQUEST_TYPE,
		parameters: {
			method: 'GET',
			url,
			authentication: 'none',
			sendQuery: true,
			specifyQuery: 'keypair',
			queryParameters: {
				parameters: Object.entries(query).map(([name, value]) => ({ name, value })),
			},
			options: {},
		},
		input,
	});
	if (result.status !== 'success')
		throw new Error(`HTTP Request node run failed: ${result.error()?.message ?? result.status}`);
	return result.output;
}

import { PACKAGE_NAME } from '../../dev/n8n/paths';
import type { N8nInstance } from '../../dev/n8n/runtime';
import { log, type Checker } from './checker';

/** Whether n8n loaded our node and credential types (its REST types endpoints), before any click. */
export async function nodeTypesLoaded(n8n: N8nInstance, check: Checker): Promise<void> {
	const nodes = (await (
		await fetch(`${n8n.url}/types/nodes.json`, { headers: { cookie: n8n.authCookie } })
	).json()) as Array<{ name: string }>;
	const credentials = (await (
		await fetch(`${n8n.url}/types/credentials.json`, { headers: { cookie: n8n.authCookie } })
	).json()) as Array<{ name: string }>;
	// `seoToolsTool` is the AI-tool variant n8n generates from `usableAsTool` (no setting needed in 2.x).
	for (const type of [
		`${PACKAGE_NAME}.seoTools`,
		`${PACKAGE_NAME}.seoToolsTrigger`,
		`${PACKAGE_NAME}.seoToolsTool`,
	]) {
		if (!nodes.some((n) => n.name === type)) check.fail(`node type ${type} is not loaded by n8n`);
	}
	for (const type of ['seoToolsApi', 'seoToolsAccountApi']) {
		if (!credentials.some((c) => c.name === type))
			check.fail(`credential type ${type} is not loaded by n8n`);
	}
	log(
		`  n8n serves ${nodes.length} node types and ${credentials.length} credential types, ours included: ${check.problems.length === 0}`,
	);
}

/** The SEO Tools node type as n8n serves it to the editor (what the resource walk follows). */
export async function seoToolsType(
	n8n: N8nInstance,
): Promise<{ name: string; properties: never[] } & Record<string, unknown>> {
	const nodes = (await (
		await fetch(`${n8n.url}/types/nodes.json`, { headers: { cookie: n8n.authCookie } })
	).json()) as Array<{ name: string; properties: never[] }>;
	const node = nodes.find((n) => n.name === `${PACKAGE_NAME}.seoTools`);
	if (!node) throw new Error('n8n does not serve the SEO Tools node type');
	return node;
}

/**
 * What a user sees while creating the credentials in n8n: the names n8n gives new credentials
 * (its editor drops the words API, OAuth1, OAuth2 and MCP from the display name and adds
 * "account", n8n 2.41's getNewCredentialName), the same names in the examples and the README,
 * and the notices under a Base URL without a scheme or with a path (evaluated with n8n's own
 * displayParameter), and the test's message for an address that answers 404.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NodeHelpers, type ICredentialType, type INodeProperties } from 'n8n-workflow';
import { SeoToolsAccountApi } from '../../../credentials/SeoToolsAccountApi.credentials';
import { SeoToolsApi } from '../../../credentials/SeoToolsApi.credentials';

const ROOT = join(__dirname, '..', '..', '..');
const credentials: ICredentialType[] = [new SeoToolsApi(), new SeoToolsAccountApi()];
const newName = (displayName: string) =>
	`${displayName
		.split(' ')
		.filter((word) => !['API', 'OAuth1', 'OAuth2', 'MCP'].includes(word))
		.join(' ')} account`;

describe('credential names', () => {
	test('n8n names new credentials "SEO Tools (API Key) account" and "SEO Tools (Email Sign-In) account"', () => {
		expect(credentials.map((c) => newName(c.displayName))).toEqual([
			'SEO Tools (API Key) account',
			'SEO Tools (Email Sign-In) account',
		]);
	});

	test('the examples refer to the credentials by those names', () => {
		const dir = join(ROOT, 'examples');
		for (const file of readdirSync(dir).filter((f) => f.endsWith('.workflow.json'))) {
			const { nodes } = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
				nodes: Array<{ credentials?: Record<string, { name: string }> }>;
			};
			for (const node of nodes)
				for (const [type, { name }] of Object.entries(node.credentials ?? {})) {
					const ours = credentials.find((c) => c.name === type);
					if (ours) expect({ file, name }).toEqual({ file, name: newName(ours.displayName) });
				}
		}
	});

	test('the README names each credential type as the credential list shows it', () => {
		const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
		for (const credential of credentials) expect(readme).toContain(credential.displayName);
	});
});

describe('the Base URL field', () => {
	const properties = new SeoToolsApi().properties;
	const shown = (baseUrl: string) =>
		properties
			.filter((p: INodeProperties) => p.type === 'notice')
			.filter((p) => NodeHelpers.displayParameter({ baseUrl }, p, null, null))
			.map((p) => p.name);

	test.each([
		['seo-tools.example', ['baseUrlSchemeNotice']],
		['127.0.0.1:8787', ['baseUrlSchemeNotice']],
		['https://seo-tools.example/projects/api', ['baseUrlPathNotice']],
		['http://127.0.0.1:8787/api', ['baseUrlPathNotice']],
		['https://seo-tools.example', []],
		['https://seo-tools.example/', []],
		['http://127.0.0.1:8787', []],
		['', []],
	])('%s: notices %j', (baseUrl, notices) => {
		expect(shown(baseUrl)).toEqual(notices);
	});

	// n8n reads these conditions each time it loads the credential; its regex conditions have a
	// 250 ms time limit, which a busy host exceeds ("Regular expression execution timed out").
	test('the notices use no regex condition', () => {
		for (const credential of credentials)
			expect(JSON.stringify(credential.properties)).not.toContain('"regex"');
	});

	test('both credentials show the same field and notices', () => {
		const names = (c: ICredentialType) => c.properties.map((p) => p.name).slice(0, 3);
		expect(names(new SeoToolsAccountApi())).toEqual(names(new SeoToolsApi()));
	});

	test('an address that answers 404 is named as not the service, with the fix', () => {
		for (const credential of credentials) {
			const rules = (credential.test?.rules ?? []) as Array<{
				type: string;
				properties: { value: unknown; message: string };
			}>;
			const notFound = rules.find((r) => r.type === 'responseCode' && r.properties.value === 404);
			expect(notFound?.properties.message).toMatch(/without a path/);
		}
	});
});

/**
 * The "Docs" links n8n shows on the nodes and credentials
 * (docs/decisions/publishing.md#users-first-the-simulator-package-the-examples-the-readme) open the README
 * section about them: each documentationUrl is the package's homepage plus an anchor that a README
 * heading really produces. Anchors are computed the way GitHub renders headings, independently of
 * how the README was written; links inside the README to its own sections are checked the same way.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SeoToolsAccountApi } from '../../credentials/SeoToolsAccountApi.credentials';
import { SeoToolsApi } from '../../credentials/SeoToolsApi.credentials';
import { githubAnchors } from './markdownAnchors';

const ROOT = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

type Codex = { resources: Record<string, Array<{ url: string }>> };
const codexUrls = (file: string) =>
	Object.values((JSON.parse(read(file)) as Codex).resources).flatMap((links) =>
		links.map((link) => link.url),
	);

describe('documentation links', () => {
	const homepage = (JSON.parse(read('package.json')) as { homepage: string }).homepage;
	const anchors = githubAnchors(read('README.md'));

	it('computes anchors as GitHub does', () => {
		expect([
			...githubAnchors(
				'# A b\n## Your first workflow\n```\n# not a heading\n```\n### SEO Tools (action node)\n## A b\n## `npm test` & CI',
			),
		]).toEqual(['a-b', 'your-first-workflow', 'seo-tools-action-node', 'a-b-1', 'npm-test--ci']);
	});

	it.each([
		['SEO Tools API credential', new SeoToolsApi().documentationUrl],
		['SEO Tools Account credential', new SeoToolsAccountApi().documentationUrl],
		...codexUrls('nodes/SeoTools/SeoTools.node.json').map((url) => ['SEO Tools node', url]),
		...codexUrls('nodes/SeoTools/SeoToolsTrigger.node.json').map((url) => [
			'SEO Tools Trigger node',
			url,
		]),
	])('%s: %s opens a README section', (_what, url) => {
		const [base, anchor] = url.split('#');
		expect(base).toBe(homepage);
		expect({ url, exists: anchors.has(anchor) }).toEqual({ url, exists: true });
	});

	it('links inside README and CONTRIBUTING.md lead to sections that exist', () => {
		for (const file of ['README.md', 'CONTRIBUTING.md']) {
			const text = read(file);
			const own = githubAnchors(text);
			const broken = [...text.matchAll(/\]\(#([^)]+)\)/g)]
				.map((m) => m[1])
				.filter((anchor) => !own.has(anchor));
			expect({ file, broken }).toEqual({ file, broken: [] });
		}
	});
});

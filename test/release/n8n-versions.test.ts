/**
 * The n8n versions the package claims are the versions it is proven on: the range in package.json
 * (`engines.n8n`) and in the README starts at the version the end-to-end test runs as "oldest"
 * (`npm run e2e:oldest`, which CI runs), and the pinned version is inside the range.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_DIR, OLDEST_N8N_VERSION, PINNED_N8N_VERSION } from '../../dev/n8n/paths';

const ROOT = join(__dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
	engines?: Record<string, string>;
	scripts: Record<string, string>;
	peerDependencies?: Record<string, string>;
	peerDependenciesMeta?: Record<string, { optional?: boolean }>;
	n8n?: { n8nNodesApiVersion?: number };
};

/** `>=a.b.c <N` as [lowest, exclusive major]; the only range form the package uses. */
function parseRange(range: string): { lowest: string; belowMajor: number } {
	const match = /^>=(\d+\.\d+\.\d+) <(\d+)$/.exec(range);
	if (!match) throw new Error(`engines.n8n "${range}" is not of the form ">=x.y.z <N"`);
	return { lowest: match[1], belowMajor: Number(match[2]) };
}

const compare = (a: string, b: string) => {
	const [x, y] = [a, b].map((v) => v.split('.').map(Number));
	return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

describe('supported n8n versions', () => {
	const range = pkg.engines?.n8n ?? '';

	test('package.json declares a range that starts at the oldest version the end-to-end test runs on', () => {
		const { lowest, belowMajor } = parseRange(range);
		expect(lowest).toBe(OLDEST_N8N_VERSION);
		expect(compare(PINNED_N8N_VERSION, lowest)).toBeGreaterThanOrEqual(0);
		expect(Number(PINNED_N8N_VERSION.split('.')[0])).toBeLessThan(belowMajor);
	});

	test('the README states the same range', () => {
		expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain(`\`${range}\``);
	});

	test('the oldest-version run exists and CI runs it', () => {
		expect(pkg.scripts['e2e:oldest']).toMatch(/N8N_E2E_VERSION=oldest .*jest test\/e2e/);
		expect(readFileSync(join(ROOT, '.ci', 'run'), 'utf8')).toMatch(/^npm run e2e:oldest$/m);
	});

	test('what n8n itself reads stays as n8n requires: node API version 1, n8n-workflow peer "*"', () => {
		expect(pkg.n8n?.n8nNodesApiVersion).toBe(1);
		expect(pkg.peerDependencies).toEqual({ 'n8n-workflow': '*' });
		// Optional: npm 7+ would otherwise install a second n8n-workflow next to n8n's own.
		expect(pkg.peerDependenciesMeta).toEqual({ 'n8n-workflow': { optional: true } });
	});

	test('engines.node is the Node.js the oldest claimed n8n requires', () => {
		// `npm view n8n@2.33.2 engines` printed { node: '>=22.22' } (2026-11); the package runs on n8n's Node.
		expect(pkg.engines?.node).toBe('>=22.22');
		const installed = join(
			DEMO_DIR,
			`n8n-${OLDEST_N8N_VERSION}`,
			'node_modules',
			'n8n',
			'package.json',
		);
		if (existsSync(installed)) {
			const oldest = JSON.parse(readFileSync(installed, 'utf8')) as { engines?: { node?: string } };
			expect(pkg.engines?.node).toBe(oldest.engines?.node);
		}
	});
});

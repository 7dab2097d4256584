/**
 * The GitHub Actions workflows, checked offline: each file is valid YAML (no duplicate keys) with
 * the shape GitHub accepts (a trigger, jobs with a runner and steps, each step one `uses` or
 * `run`, known keys only, actions pinned to a version), and the release rules hold: CI runs
 * `.ci/run`; publishing happens only from a version tag, through npm's trusted publishing
 * (`id-token: write`, npm 11.5.1+ via Node 24), with provenance, after the tests, and without any
 * stored token. `yaml` comes from the shared node_modules (a dependency of n8n-core's tree).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';

const ROOT = join(__dirname, '..', '..');
const DIR = join(ROOT, '.github', 'workflows');

type Map = Record<string, unknown>;
const isMap = (value: unknown): value is Map =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

function load(file: string): Map {
	const doc = parseDocument(readFileSync(join(DIR, file), 'utf8'), {
		uniqueKeys: true,
		prettyErrors: true,
	});
	if (doc.errors.length > 0)
		throw new Error(`${file}: ${doc.errors.map((e) => e.message).join('\n')}`);
	const value: unknown = doc.toJS();
	if (!isMap(value)) throw new Error(`${file}: not a mapping`);
	return value;
}

const WORKFLOW_KEYS = [
	'name',
	'run-name',
	'on',
	'permissions',
	'env',
	'defaults',
	'concurrency',
	'jobs',
];
const JOB_KEYS = [
	'name',
	'permissions',
	'needs',
	'if',
	'runs-on',
	'environment',
	'concurrency',
	'outputs',
	'env',
	'defaults',
	'steps',
	'timeout-minutes',
	'strategy',
	'continue-on-error',
	'container',
	'services',
];
const STEP_KEYS = [
	'id',
	'if',
	'name',
	'uses',
	'run',
	'shell',
	'with',
	'env',
	'continue-on-error',
	'timeout-minutes',
	'working-directory',
];
const EVENTS = ['push', 'pull_request', 'workflow_dispatch', 'release', 'schedule'];
const SCOPES = [
	'actions',
	'attestations',
	'checks',
	'contents',
	'deployments',
	'id-token',
	'issues',
	'discussions',
	'packages',
	'pages',
	'pull-requests',
	'repository-projects',
	'security-events',
	'statuses',
];

/** What GitHub would reject when loading the file (the subset of its schema these workflows use). */
function shapeProblems(file: string, workflow: Map): string[] {
	const problems: string[] = [];
	const unknown = (where: string, value: Map, allowed: string[]) => {
		for (const key of Object.keys(value))
			if (!allowed.includes(key)) problems.push(`${file}: ${where} has unknown key "${key}"`);
	};
	const permissions = (where: string, value: unknown) => {
		if (value === undefined) return;
		if (!isMap(value)) {
			problems.push(`${file}: ${where} permissions must be a mapping`);
			return;
		}
		for (const [scope, level] of Object.entries(value)) {
			if (!SCOPES.includes(scope))
				problems.push(`${file}: ${where} permission "${scope}" does not exist`);
			if (!['read', 'write', 'none'].includes(String(level)))
				problems.push(`${file}: ${where} permission ${scope}: "${String(level)}"`);
		}
	};
	unknown('the workflow', workflow, WORKFLOW_KEYS);
	if (typeof workflow.name !== 'string') problems.push(`${file}: no name`);
	const on = workflow.on;
	if (!isMap(on) || Object.keys(on).length === 0) problems.push(`${file}: no trigger ("on")`);
	else
		for (const event of Object.keys(on))
			if (!EVENTS.includes(event)) problems.push(`${file}: unexpected trigger "${event}"`);
	permissions('the workflow', workflow.permissions);
	const jobs = workflow.jobs;
	if (!isMap(jobs) || Object.keys(jobs).length === 0) return [...problems, `${file}: no jobs`];
	for (const [id, job] of Object.entries(jobs)) {
		if (!/^[A-Za-z_][A-Za-z0-9_-]*$/.test(id)) problems.push(`${file}: job id "${id}"`);
		if (!isMap(job)) {
			problems.push(`${file}: job ${id} is not a mapping`);
			continue;
		}
		unknown(`job ${id}`, job, JOB_KEYS);
		permissions(`job ${id}`, job.permissions);
		if (typeof job['runs-on'] !== 'string') problems.push(`${file}: job ${id} has no runs-on`);
		if (typeof job['timeout-minutes'] !== 'number')
			problems.push(`${file}: job ${id} has no timeout-minutes`);
		if (!Array.isArray(job.steps) || job.steps.length === 0) {
			problems.push(`${file}: job ${id} has no steps`);
			continue;
		}
		job.steps.forEach((step: unknown, index: number) => {
			const where = `job ${id} step ${index + 1}`;
			if (!isMap(step)) {
				problems.push(`${file}: ${where} is not a mapping`);
				return;
			}
			unknown(where, step, STEP_KEYS);
			if ('uses' in step === 'run' in step)
				problems.push(`${file}: ${where} needs exactly one of uses / run`);
			if ('uses' in step && !/^[\w.-]+\/[\w./-]+@[\w.-]+$/.test(String(step.uses)))
				problems.push(`${file}: ${where} uses "${String(step.uses)}" without a version`);
			if ('run' in step && (typeof step.run !== 'string' || step.run.trim() === ''))
				problems.push(`${file}: ${where} has an empty run`);
			if ('with' in step && !isMap(step.with))
				problems.push(`${file}: ${where} "with" must be a mapping`);
		});
	}
	return problems;
}

function steps(workflow: Map): Map[] {
	return Object.values(workflow.jobs as Map).flatMap((job) => (job as Map).steps as Map[]);
}
const runs = (workflow: Map) =>
	steps(workflow).flatMap((step) => (typeof step.run === 'string' ? [step.run] : []));
const setupNode = (workflow: Map) =>
	steps(workflow).find((step) => String(step.uses).startsWith('actions/setup-node@'))?.with as
		| Map
		| undefined;

describe('GitHub Actions workflows', () => {
	const files = readdirSync(DIR).filter((f) => /\.ya?ml$/.test(f));

	test('are ci.yml and publish.yml, each with the shape GitHub accepts', () => {
		expect(files.sort()).toEqual(['ci.yml', 'publish.yml']);
		expect(files.flatMap((file) => shapeProblems(file, load(file)))).toEqual([]);
	});

	test('the shape check itself rejects a broken workflow', () => {
		const broken = {
			name: 'x',
			on: { pushh: {} },
			jobs: {
				a: {
					'runs-on': 'ubuntu-latest',
					'timeout-minutes': 5,
					permissions: { 'id-token': 'admin' },
					steps: [{ uses: 'actions/checkout', run: 'x' }],
				},
			},
		};
		expect(shapeProblems('broken.yml', broken)).toEqual([
			'broken.yml: unexpected trigger "pushh"',
			'broken.yml: job a permission id-token: "admin"',
			'broken.yml: job a step 1 needs exactly one of uses / run',
			'broken.yml: job a step 1 uses "actions/checkout" without a version',
		]);
		expect(parseDocument('a: 1\na: 2\n', { uniqueKeys: true }).errors).toHaveLength(1);
	});

	test('CI runs .ci/run on pushes to main and on pull requests, within the 90-minute budget', () => {
		const ci = load('ci.yml');
		expect(Object.keys(ci.on as Map).sort()).toEqual(['pull_request', 'push']);
		expect(runs(ci)).toContain('bash .ci/run');
		for (const job of Object.values(ci.jobs as Map))
			expect((job as Map)['timeout-minutes']).toBeLessThanOrEqual(90);
	});

	test(".ci/run walks the editor in Debian's chromium, fails with it, and writes no screenshots", () => {
		const script = readFileSync(join(ROOT, '.ci', 'run'), 'utf8');
		expect(script).toMatch(/^set -euo pipefail$/m);
		expect(script).toMatch(/apt-get install -y chromium/);
		const check = script.split('\n').find((line) => line.includes('npm run editor:check'));
		expect(check?.trim().startsWith('npm run editor:check')).toBe(true);
		expect(check).not.toContain('--screenshots');
		// It runs after npm test, whose build it reuses.
		expect(script.indexOf('npm run editor:check')).toBeGreaterThan(script.indexOf('\nnpm test\n'));
	});

	test('publish runs only for a version tag, tests first, then publishes with provenance through OIDC', () => {
		const publish = load('publish.yml');
		expect(publish.on).toEqual({ push: { tags: ['v*.*.*'] } });
		expect(publish.permissions).toEqual({ contents: 'read' });
		const [job] = Object.values(publish.jobs as Map) as Map[];
		expect(job.permissions).toEqual({ contents: 'read', 'id-token': 'write' });
		const commands = runs(publish);
		const test = commands.findIndex((run) => run.includes('bash .ci/run'));
		const release = commands.findIndex((run) => /npm publish .*--provenance/.test(run));
		expect(test).toBeGreaterThanOrEqual(0);
		// Both packages, each with provenance: the node package (root) and the simulator users run with npx.
		const publishes = commands
			.join('\n')
			.split('\n')
			.map((line) => line.trim())
			.filter((line) => line.startsWith('npm publish'));
		expect(publishes).toHaveLength(2);
		for (const line of publishes) expect(line).toContain('--provenance');
		expect(publishes.map((line) => line.split(' ')[2])).toEqual([
			'--provenance',
			'./packages/seo-tools-simulator',
		]);
		expect(release).toBeGreaterThan(test);
		expect(commands.findIndex((run) => run.includes('scripts/release/index.mjs'))).toBeLessThan(
			release,
		);
		// npm 11.5.1+ (trusted publishing) comes with Node 24; the registry must be npm's own.
		expect(Number(setupNode(publish)?.['node-version'])).toBeGreaterThanOrEqual(24);
		expect(setupNode(publish)?.['registry-url']).toBe('https://registry.npmjs.org');
	});

	test('no workflow uses a stored token or secret', () => {
		for (const file of files) {
			const text = readFileSync(join(DIR, file), 'utf8');
			expect({
				file,
				secrets: /secrets\.|NPM_TOKEN|NODE_AUTH_TOKEN|_authToken/.test(text),
			}).toEqual({ file, secrets: false });
		}
	});
});

describe('release metadata', () => {
	const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };

	test('CHANGELOG.md has a section for the version in package.json', () => {
		const changelog = readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8');
		expect(changelog).toMatch(new RegExp(`^## \\[${pkg.version.replace(/\./g, '\\.')}\\]`, 'm'));
	});

	test('the publish step refuses a tag that is not v + the package version, and an undated changelog section', () => {
		const check = (tag: string) =>
			spawnSync(process.execPath, [join(ROOT, 'scripts', 'release', 'index.mjs'), tag], {
				encoding: 'utf8',
			});
		const wrong = check(`v${pkg.version}.1`);
		expect(wrong.status).toBe(1);
		expect(wrong.stderr).toContain(`is not "v${pkg.version}"`);
		const changelog = readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8');
		const dated = new RegExp(
			`^## \\[${pkg.version.replace(/\./g, '\\.')}\\] - \\d{4}-\\d{2}-\\d{2}\\s*$`,
			'm',
		).test(changelog);
		const right = check(`v${pkg.version}`);
		if (dated) expect(right.status).toBe(0);
		else
			expect({ status: right.status, stderr: right.stderr }).toEqual({
				status: 1,
				stderr: expect.stringContaining('has no release date'),
			});
	});
});

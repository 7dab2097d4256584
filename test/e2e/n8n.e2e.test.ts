/**
 * End to end in a real n8n (n8n@2.41.1 from .n8n-demo/): the packed package installed as a
 * community package, the examples imported and run against the simulator, the trigger
 * examples proven under `n8n start`. See docs/decisions/real-n8n.md#real-n8n-demo-examples-end-to-end-test-editor-check.
 *
 * Runs when n8n is installed in .n8n-demo (`npm run demo:install`, which CI does before
 * `npm test`) or when SEO_E2E=1 (then it installs n8n first, about 4.5 minutes). Under CI=true it
 * never skips: without the install it fails (see ./n8n-gate.ts). Locally SEO_E2E=0 skips.
 * N8N_E2E_VERSION=<version> (or `oldest`) runs it on another n8n: `npm run e2e:oldest`.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SEED, startSimulator, type Simulator } from '../../simulator';
import { ensureN8nInstalled } from '../../dev/n8n/install';
import { N8N_VERSION, PACK_DIR, ROOT } from '../../dev/n8n/paths';
import type { N8nInstance } from '../../dev/n8n/runtime';
import { prepareN8n, runQueryImport, runUptimeReport, runVideoQueue } from '../../dev/n8n/scenario';
import { NEW_ROBOTS, proveTriggers } from '../../dev/n8n/triggers';
import {
	runClientOnboarding,
	runKeywordResearch,
	runSerpSnapshot,
} from '../../dev/n8n/agentExamples';
import { describeWithN8n } from './n8n-gate';

const MINUTE = 60_000;

describeWithN8n(`the package in a real n8n ${N8N_VERSION}`, () => {
	let sim: Simulator;
	let n8n: N8nInstance;
	const name = `e2e-${process.pid}`;
	const lines: string[] = [];
	const log = (line: string) => lines.push(line);
	let reportId: string | undefined;

	beforeAll(async () => {
		await ensureN8nInstalled(log);
		sim = await startSimulator();
		// `npm test` builds before jest; a bare `jest` run builds here when dist/ is missing.
		const build = !existsSync(join(ROOT, 'dist', 'nodes', 'SeoTools', 'SeoTools.node.js'));
		n8n = (await prepareN8n({ name, sim, account: SEED.paid, build, log })).n8n;
	}, 15 * MINUTE);

	afterAll(async () => {
		await n8n?.stop();
		await sim?.close();
		if (n8n) rmSync(n8n.userFolder, { recursive: true, force: true });
		rmSync(join(PACK_DIR, name), { recursive: true, force: true });
	});

	test(
		'daily uptime report, as shipped: one summary and one inline-SVG chart per project, handed on as a file',
		async () => {
			const outcome = await runUptimeReport(n8n);
			expect(outcome.error).toBeUndefined();
			expect(outcome.ok).toBe(true);
			const html = outcome.output ?? '';
			const visible = sim.state
				.visibleProjects(sim.state.accounts.find((a) => a.id === SEED.paid.id)!)
				.map((p) => p.domain);
			for (const domain of visible) expect(html).toContain(domain);
			expect((html.match(/<svg /g) ?? []).length).toBe(visible.length);
			expect(html).toContain('Uptime, last 30 days');
		},
		3 * MINUTE,
	);

	test(
		'bulk query import: the CSV rows land in the groups named in the CSV',
		async () => {
			const outcome = await runQueryImport(n8n);
			expect(outcome.error).toBeUndefined();
			expect(outcome.ok).toBe(true);
			const shop = sim.state.project(SEED.projects.shop)!;
			const csv = readFileSync(join(ROOT, 'examples', 'queries.csv'), 'utf8')
				.trim()
				.split('\n')
				.slice(1)
				.map((row) => row.split(','));
			for (const [phrase, groupName] of csv) {
				const group = shop.groups.find((g) => g.name === groupName);
				expect(group).toBeDefined();
				const query = shop.queries.find((q) => q.phrase === phrase);
				expect(query?.groupIds).toContain(group!.id);
			}
			// Phrases already in the project are not created twice.
			expect(shop.queries.filter((q) => q.phrase === 'беговые кроссовки')).toHaveLength(1);
		},
		3 * MINUTE,
	);

	test(
		'video pipeline: Queue Now queues one video task',
		async () => {
			const outcome = await runVideoQueue(n8n);
			expect(outcome.error).toBeUndefined();
			expect(outcome.reportId).toMatch(/^\d+$/);
			reportId = outcome.reportId;
		},
		3 * MINUTE,
	);

	test(
		'under n8n start, the triggers fire once for a new robots.txt version, the finished video, a finished position check (its drops, and the rank changes of every project) and a finished audit',
		async () => {
			expect(reportId).toBeDefined();
			const { robots, video, drops, digest, audit } = await proveTriggers({
				n8n,
				sim,
				reportId,
				log,
			});
			expect(robots.error).toBeUndefined();
			expect(robots.ok).toBe(true);
			const versions = sim.state.project(SEED.projects.shop)!.robotsVersions;
			const newest = [...versions].sort((a, b) => b.dt - a.dt)[0];
			expect(newest.robots).toBe(NEW_ROBOTS);
			const alert = robots.output ?? '';
			expect(alert).toContain('+ Disallow: /checkout');
			expect(alert).toContain(`version ${newest.id}`);
			expect(video.error).toBeUndefined();
			expect(video.ok).toBe(true);
			// The position drops alert: the check's event compared with the check before, drops kept.
			expect(drops.error).toBeUndefined();
			expect(drops.ok).toBe(true);
			// Two of the newer events with real polls, on every project: Positions Changed (the
			// weekly digest) and Check Finished (an audit that was seen running, then ended).
			expect(digest.error).toBeUndefined();
			expect(digest.ok).toBe(true);
			expect(audit.error).toBeUndefined();
			expect(audit.ok).toBe(true);
		},
		6 * MINUTE,
	);

	// After the triggers: these change the account (query groups, a new project, a check).
	test.each([
		['keyword research to query groups', runKeywordResearch],
		['client onboarding under a cost limit', runClientOnboarding],
		['SERP snapshot to a CSV file', runSerpSnapshot],
	])(
		'%s, as shipped',
		async (_name, runExample) => {
			const outcome = await runExample(n8n);
			expect(outcome.error).toBeUndefined();
			expect(outcome.ok).toBe(true);
		},
		5 * MINUTE,
	);
});

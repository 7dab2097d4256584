/**
 * `npm run editor:check`: the nodes in n8n's editor, in headless Chromium.
 *
 * Starts the simulator as users get it (the packed `seo-tools-simulator`, installed from its
 * tarball and started through its bin) and a real n8n with the packed package installed as a
 * community package and the credentials filled with what the simulator printed, creates the owner
 * account, then in the editor: walks the README's "Your first workflow" (Manual Trigger →
 * Project → Get Many → Uptime → Get, each step executed), adds the SEO Tools Trigger and the
 * SEO Tools node from the node creator, picks credentials and a project from the list (loaded
 * from the service), runs the trigger's Fetch Test Event, switches through resources and
 * operations, walks every resource (one operation of each added by typing its name in the node
 * creator, every picker of it opened before and after a project is chosen, one read executed:
 * resource-walk.ts), opens the SEO assistant example (AI Agent, SEO Tools as tools, MCP Client Tool),
 * imports from examples/ as shipped and runs with Execute workflow the uptime report, then the
 * three examples on the agent operations (keyword research to query groups, client onboarding,
 * SERP snapshot to a file; last, as they change the account), each setting in the editor only
 * what its note asks a user to set (the project, the client's e-mail), and each run must succeed
 * and its last node give what the example promises (examples-as-shipped.ts), and tests the API
 * key credential with a wrong key and with a path in the Base URL. Exits 1 when a node or a
 * credential type does not load, a step's output or message is missing, an example's run fails
 * or misses its result, or a parameter panel shows an error (failed option lists, error banners,
 * page errors), a picker lists nothing or a field has no description.
 *
 * Needs Chromium (`apt-get install -y chromium`, or CHROMIUM_PATH). Flags: --no-build, and
 * --screenshots to rewrite docs/screenshots/ (CI runs without it and leaves the tree clean).
 * The phases live in the files beside this one.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { stopOnSignals } from '../../dev/n8n/install';
import { DEMO_DIR, OUTPUT_DIR } from '../../dev/n8n/paths';
import type { N8nInstance } from '../../dev/n8n/runtime';
import { prepareN8n } from '../../dev/n8n/scenario';
import {
	installSimulator,
	packSimulator,
	startPackagedSimulator,
	type PackagedSimulator,
} from '../../dev/simulator-package';
import { CHROMIUM, launchBrowser, signedInPage } from './browser';
import { Checker, log, SCREENSHOTS, SHOTS } from './checker';
import { nodeTypesLoaded, seoToolsType } from './node-types';
import { walkEveryResource } from './resource-walk';
import { firstWorkflow } from './first-workflow';
import { AGENT_EXAMPLE_PROMISES } from '../../dev/n8n/agentExamples';
import type { ExampleName } from '../../dev/n8n/examples';
import { credentialTests } from './first-hour';
import { exampleAsShipped, UPTIME_REPORT_PROMISE } from './examples-as-shipped';
import {
	actionsInEditor,
	assistantExample,
	positionEventInEditor,
	triggerInEditor,
} from './walkthrough';

/** What the check started, so that it stops all of it however it ends. */
interface Started {
	sim?: PackagedSimulator;
	n8n?: N8nInstance;
	browser?: BrowserContext;
	profile: string;
}

async function stopAll(started: Started): Promise<void> {
	await started.browser?.close().catch(() => undefined);
	await started.n8n?.stop();
	await started.sim?.stop();
	rmSync(started.profile, { recursive: true, force: true });
}

/** The packaged simulator and a real n8n with the packed package, the credentials and an owner signed in. */
async function startN8n(started: Started): Promise<N8nInstance> {
	if (SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });
	log('Packing seo-tools-simulator and installing it into an empty folder...');
	const bin = await installSimulator(
		await packSimulator('editor-simulator'),
		join(DEMO_DIR, 'users', 'editor-simulator'),
	);
	const sim = (started.sim = await startPackagedSimulator(bin, ['--port', '0']));
	const { printed } = sim;
	log(`npx seo-tools-simulator: ${printed['Base URL']}`);
	const n8n = (started.n8n = (
		await prepareN8n({
			name: 'editor',
			sim: { baseUrl: printed['Base URL'] },
			account: {
				apiKey: printed['API key'],
				email: printed['E-mail'],
				password: printed['Password'],
			},
			build: !process.argv.includes('--no-build'),
			log,
		})
	).n8n);
	await n8n.start();
	await n8n.login();
	log(`n8n ready at ${n8n.url}; opening the editor in ${CHROMIUM}...`);
	return n8n;
}

async function openEditor(started: Started, n8n: N8nInstance): Promise<Checker> {
	started.browser = await launchBrowser(started.profile);
	return new Checker(await signedInPage(started.browser, n8n));
}

/** Every step in the editor; an exception stops the walkthrough as one more problem, with a screenshot. */
async function walkThrough(
	check: Checker,
	n8n: N8nInstance,
	sim: PackagedSimulator,
): Promise<void> {
	try {
		await nodeTypesLoaded(n8n, check);
		await firstWorkflow(check, n8n.url);
		await triggerInEditor(check, n8n.url);
		await actionsInEditor(check);
		await walkEveryResource(check, n8n.url, await seoToolsType(n8n));
		await assistantExample(check, n8n.url);
		await positionEventInEditor(check, n8n.url);
		await exampleAsShipped(check, n8n, 'uptime', UPTIME_REPORT_PROMISE, {
			name: '16-example-as-shipped',
			what: 'the uptime report example, imported and run as shipped',
		});
		// After the steps that read the account: these add query groups, a project, a member and a check.
		for (const [name, promise] of Object.entries(AGENT_EXAMPLE_PROMISES))
			await exampleAsShipped(check, n8n, name as ExampleName, promise);
		// Last: it changes the API key credential the other steps use, and restores it.
		await credentialTests(check, n8n, {
			baseUrl: sim.printed['Base URL'],
			apiKey: sim.printed['API key'],
		});
		for (const error of check.pageErrors) check.fail(`page error: ${error.slice(0, 200)}`);
	} catch (error) {
		const message = (error as Error).message.split('\n')[0];
		await check.page
			.screenshot({ path: join(OUTPUT_DIR, 'editor-check-failure.png') })
			.catch(() => undefined);
		check.fail(`walkthrough stopped: ${message} (screenshot demo-output/editor-check-failure.png)`);
	}
}

function verdict(check: Checker, seconds: number): number {
	if (check.problems.length) {
		log(
			`\nEditor check FAILED (${check.problems.length} problem(s), ${seconds} s):\n${check.problems.map((p) => `  - ${p}`).join('\n')}`,
		);
		return 1;
	}
	const shots = SCREENSHOTS
		? `${check.shots.length} screenshots in docs/screenshots`
		: 'no screenshots (--screenshots writes them)';
	log(`\nEditor check OK: ${shots} (${seconds} s).`);
	return 0;
}

async function main(): Promise<number> {
	const startedAt = Date.now();
	const started: Started = { profile: mkdtempSync(join(tmpdir(), 'seo-tools-chromium-')) };
	stopOnSignals(() => stopAll(started));
	let check: Checker;
	try {
		const n8n = await startN8n(started);
		check = await openEditor(started, n8n);
		await walkThrough(check, n8n, started.sim!);
	} catch (error) {
		log(
			`editor check could not start: ${(error as Error).stack ?? (error as Error).message.split('\n')[0]}`,
		);
		return 1;
	} finally {
		await stopAll(started);
	}
	return verdict(check, Math.round((Date.now() - startedAt) / 1000));
}

if (require.main === module) main().then((code) => process.exit(code));

/**
 * `npm run editor:check`: the nodes in n8n's editor, in headless Chromium.
 *
 * Starts the simulator and a real n8n with the packed package installed as a community package
 * and the example credentials imported, creates the owner account, then in the editor: adds the
 * SEO Tools Trigger and the SEO Tools node from the node creator, picks credentials and a project
 * from the list (loaded from the service), switches through resources and operations, and saves
 * screenshots to docs/screenshots/, then opens the SEO assistant example (AI Agent, SEO Tools as
 * tools, MCP Client Tool) and shoots it. Fails when a node or a credential type does not load, or a
 * parameter panel shows an error (failed option lists, error banners, page errors).
 *
 * Needs Chromium (`apt-get install -y chromium`, or CHROMIUM_PATH). Flags: --no-build.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, selectors, type Locator, type Page } from 'playwright-core';
import { SEED, startSimulator, type Simulator } from '../simulator';
import { EXAMPLES } from '../dev/n8n/examples';
import { killAllStarted } from '../dev/n8n/install';
import { OUTPUT_DIR, PACKAGE_NAME, ROOT } from '../dev/n8n/paths';
import type { N8nInstance } from '../dev/n8n/runtime';
import { prepareN8n } from '../dev/n8n/scenario';

const SHOTS = join(ROOT, 'docs', 'screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const log = (line: string) => process.stdout.write(`${line}\n`);

/** Texts that mean a panel failed: option lists that could not load, missing node types, error banners. */
const ERROR_TEXT = /Error fetching options|Could not load|could not be loaded|Node not found|not currently installed|Install this node|unknown node|Problem loading|Error in sub-node|ERROR:|Invalid credentials|Couldn.t connect/i;

export class Checker {
	readonly problems: string[] = [];
	readonly pageErrors: string[] = [];
	readonly shots: string[] = [];

	constructor(readonly page: Page) {
		page.on('pageerror', (error) => this.pageErrors.push(error.message));
	}

	fail(message: string): void {
		this.problems.push(message);
		log(`  PROBLEM: ${message}`);
	}

	async shot(name: string, what: string): Promise<void> {
		const file = join(SHOTS, `${name}.png`);
		await this.page.screenshot({ path: file });
		this.shots.push(file);
		log(`  screenshot docs/screenshots/${name}.png: ${what}`);
	}

	/** Error texts visible in the node details view (parameters, option lists, notices). */
	async panelErrors(step: string): Promise<void> {
		const ndv = this.page.getByTestId('ndv');
		const texts = await ndv.locator(':visible').evaluateAll((els) =>
			els
				.filter((e) => e.children.length === 0)
				.map((e) => (e.textContent ?? '').trim())
				.filter(Boolean),
		);
		const dropdowns = await this.page
			.locator('.el-select-dropdown:visible, .el-popper:visible, [role=listbox]:visible')
			.evaluateAll((els) => els.map((e) => (e.textContent ?? '').trim()));
		for (const text of [...texts, ...dropdowns]) {
			if (ERROR_TEXT.test(text)) this.fail(`${step}: the panel shows "${text.slice(0, 160)}"`);
		}
		const toasts = await this.page.locator('.el-notification--error:visible, [data-test-id=toast-error]:visible').allTextContents();
		for (const toast of toasts) this.fail(`${step}: error notification "${toast.trim().slice(0, 160)}"`);
	}
}

/** Element Plus selects sometimes swallow the first click: click until the list is open. */
async function openSelect(page: Page, select: Locator): Promise<void> {
	const input = select.locator('input').first();
	for (let attempt = 0; attempt < 4; attempt++) {
		const box = await input.boundingBox();
		if (box) await page.mouse.click(box.x + Math.min(40, box.width / 2), box.y + box.height / 2);
		await page.waitForTimeout(400);
		if ((await input.getAttribute('aria-expanded')) === 'true') return;
	}
	throw new Error('the drop-down list did not open');
}

async function choose(page: Page, select: Locator, option: string): Promise<void> {
	await openSelect(page, select);
	const item = page.locator('.el-select-dropdown__item:visible, [role=option]:visible').filter({ has: page.getByText(option, { exact: true }) });
	await item.first().click();
	await page.waitForTimeout(600);
}

async function param(page: Page, name: string): Promise<Locator> {
	const locator = page.getByTestId(`parameter-input-${name}`);
	await locator.first().waitFor({ state: 'visible', timeout: 15_000 });
	return locator.first();
}

async function closeNdv(page: Page): Promise<void> {
	await page.getByTestId('ndv-close-button').click();
	await page.getByTestId('ndv').waitFor({ state: 'hidden', timeout: 10_000 });
}

/** Credential select of the open node: picks `name` unless n8n already did. */
async function pickCredential(page: Page, name: string): Promise<void> {
	const select = page.getByTestId('node-credentials-select');
	await select.waitFor({ state: 'visible', timeout: 10_000 });
	const current = await select.locator('input').inputValue();
	if (current === name) return;
	await choose(page, select, name);
}

/** The project resource locator: open "From list", wait for the service's projects, pick one. */
async function pickProject(check: Checker, step: string, project: string, screenshot?: { name: string; what: string }): Promise<void> {
	const page = check.page;
	await page.getByTestId('rlc-input').first().click();
	const item = page.getByTestId('rlc-item').filter({ hasText: project });
	try {
		await item.first().waitFor({ state: 'visible', timeout: 15_000 });
	} catch {
		await check.panelErrors(step);
		const shown = await page.getByTestId('rlc-error-message').filter({ visible: true }).allTextContents();
		check.fail(`${step}: the project list did not show "${project}"${shown.length ? ` (it says: ${shown.join(' ').trim()})` : ''}`);
		await page.keyboard.press('Escape');
		return;
	}
	await check.panelErrors(`${step} (project list)`);
	if (screenshot) await check.shot(screenshot.name, screenshot.what);
	await item.first().click();
	await page.waitForTimeout(500);
}

async function nodeTypesLoaded(n8n: N8nInstance, check: Checker): Promise<void> {
	const nodes = (await (await fetch(`${n8n.url}/types/nodes.json`, { headers: { cookie: n8n.authCookie } })).json()) as Array<{ name: string }>;
	const credentials = (await (await fetch(`${n8n.url}/types/credentials.json`, { headers: { cookie: n8n.authCookie } })).json()) as Array<{ name: string }>;
	// `seoToolsTool` is the AI-tool variant n8n generates from `usableAsTool` (no setting needed in 2.x).
	for (const type of [`${PACKAGE_NAME}.seoTools`, `${PACKAGE_NAME}.seoToolsTrigger`, `${PACKAGE_NAME}.seoToolsTool`]) {
		if (!nodes.some((n) => n.name === type)) check.fail(`node type ${type} is not loaded by n8n`);
	}
	for (const type of ['seoToolsApi', 'seoToolsAccountApi']) {
		if (!credentials.some((c) => c.name === type)) check.fail(`credential type ${type} is not loaded by n8n`);
	}
	log(`  n8n serves ${nodes.length} node types and ${credentials.length} credential types, ours included: ${check.problems.length === 0}`);
}

/** Adds an SEO Tools action after the last node, from the node creator, and opens it. */
async function addAction(page: Page, action: string): Promise<void> {
	await page.getByTestId('zoom-to-fit').click();
	await page.waitForTimeout(400);
	await page.getByTestId('canvas-handle-plus').last().click();
	await page.getByTestId('node-creator-search-bar').fill('SEO Tools');
	const entry = page.getByTestId('node-creator-item-name').filter({ hasText: /^SEO Tools$/ });
	await entry.first().waitFor({ timeout: 15_000 });
	await entry.first().click();
	await page.getByText(action, { exact: true }).first().click();
	await page.getByTestId('ndv').waitFor({ timeout: 15_000 });
	await page.waitForTimeout(800);
}

/** The selectors a user switches with; n8n hides a parameter the main auth field depends on. */
async function selectorsShown(check: Checker, step: string, names: string[]): Promise<boolean> {
	let shown = true;
	for (const name of names) {
		if (!(await check.page.getByTestId(`parameter-input-${name}`).first().isVisible())) {
			check.fail(`${step}: the "${name}" selector is not shown in the parameter panel, so a user cannot change it`);
			shown = false;
		}
	}
	return shown;
}

async function videoModels(check: Checker, step: string): Promise<number> {
	const page = check.page;
	await openSelect(page, await param(page, 'model'));
	await page.waitForTimeout(1500);
	await check.panelErrors(`${step} (model list)`);
	const models = await page.locator('.el-select-dropdown__item:visible').count();
	if (models === 0) check.fail(`${step}: the model list is empty`);
	return models;
}

export async function editorWalkthrough(check: Checker, baseUrl: string): Promise<void> {
	const page = check.page;
	await page.goto(`${baseUrl}/workflow/new`);
	await page.getByTestId('canvas-add-button').click();
	await page.getByTestId('node-creator-search-bar').fill('SEO Tools');
	const entry = page.getByTestId('node-creator-item-name').filter({ hasText: /^SEO Tools$/ });
	await entry.first().waitFor({ timeout: 15_000 });
	await entry.first().click();
	await page.getByText('On robots txt changed', { exact: true }).waitFor({ timeout: 15_000 });
	await page.waitForTimeout(500);
	await check.shot('01-node-creator', 'the installed package in the node creator: trigger events and actions');

	// The trigger: robots.txt changed on a project picked from the service's list.
	await page.getByText('On robots txt changed', { exact: true }).click();
	await page.getByTestId('ndv').waitFor({ timeout: 15_000 });
	const eventShown = await selectorsShown(check, 'SEO Tools Trigger', ['event']);
	await pickCredential(page, 'SEO Tools API');
	await pickProject(check, 'trigger robotsChanged', 'Example Shop', { name: '02-trigger-robots-changed', what: 'SEO Tools Trigger, Robots.txt Changed, the project list loaded from the service' });
	await check.panelErrors('trigger robotsChanged');
	if (eventShown) {
		await choose(page, await param(page, 'event'), 'Video Task Finished');
		await check.panelErrors('trigger videoTaskFinished');
		await check.shot('03-trigger-video-task-finished', 'SEO Tools Trigger switched to Video Task Finished');
	}
	await closeNdv(page);

	// Actions after the trigger: picked in the node creator, then switched in the panel.
	await page.getByTestId('canvas-handle-plus').last().click();
	await page.getByTestId('node-creator-search-bar').fill('SEO Tools');
	await entry.first().waitFor({ timeout: 15_000 });
	await entry.first().click();
	await page.getByText('Get uptime of a project', { exact: true }).waitFor({ timeout: 15_000 });
	await check.shot('04-actions', 'SEO Tools actions grouped by resource');
	await page.getByText('Get uptime of a project', { exact: true }).click();
	await page.getByTestId('ndv').waitFor({ timeout: 15_000 });
	const switchable = await selectorsShown(check, 'SEO Tools', ['resource', 'operation']);
	await pickCredential(page, 'SEO Tools API');
	await pickProject(check, 'uptime get', 'Example Shop');
	await choose(page, await param(page, 'output'), 'Summary per Project');
	await check.panelErrors('uptime get');
	await check.shot('05-uptime-get', 'Uptime → Get, summary per project');

	// Without the selectors, each action is added as its own node instead.
	const goTo = async (resource: string, operation: string, action: string) => {
		if (switchable) {
			await choose(page, await param(page, 'resource'), resource);
			await choose(page, await param(page, 'operation'), operation);
		} else {
			await closeNdv(page);
			await addAction(page, action);
		}
	};
	await goTo('Video', 'Generate', 'Generate a video');
	await pickCredential(page, 'SEO Tools API');
	const models = await videoModels(check, 'video generate');
	await check.shot('06-video-generate', `Video → Generate, the model list from the service's catalog (${models} models)`);
	await page.keyboard.press('Escape');
	await check.panelErrors('video generate');

	await goTo('Query', 'Add or Update', 'Add or update queries');
	await pickCredential(page, 'SEO Tools API');
	await pickProject(check, 'query set', 'Example Shop');
	await choose(page, await param(page, 'source'), 'Input Items');
	await choose(page, await param(page, 'groupBy'), 'Group by Name (Created if Missing)');
	await check.panelErrors('query set');
	await check.shot('07-query-add-or-update', 'Query → Add or Update, phrases from input items, grouped by name');

	await goTo('Project', 'Get Many', 'Get many projects');
	await pickCredential(page, 'SEO Tools Account');
	await check.panelErrors('project get many');
	await check.shot('08-project-get-many', 'Project → Get Many with the account (JWT) credential');
	await closeNdv(page);
	await page.getByTestId('zoom-to-fit').click();
	await page.waitForTimeout(600);
	await check.shot('09-canvas', 'the nodes on the canvas');
}

/** The SEO assistant example (imported by prepareN8n): AI Agent, SEO Tools as tools, MCP Client Tool. */
export async function assistantExample(check: Checker, baseUrl: string): Promise<void> {
	const page = check.page;
	await page.goto(`${baseUrl}/workflow/${EXAMPLES.assistant.id}`);
	const nodes = page.getByTestId('canvas-node');
	await nodes.filter({ hasText: 'AI Agent' }).first().waitFor({ timeout: 20_000 });
	await page.getByTestId('zoom-to-fit').click();
	await page.waitForTimeout(800);
	for (const name of ['AI Agent', 'OpenAI Chat Model', 'Get Projects', 'Get Uptime', 'SEO Tools MCP']) {
		if ((await nodes.filter({ hasText: name }).count()) === 0) check.fail(`SEO assistant: the node "${name}" is not on the canvas`);
	}
	const missing = await page.getByText(/not currently installed|Install this node|Node not found/i).count();
	if (missing) check.fail(`SEO assistant: ${missing} node(s) on the canvas are not installed`);
	await check.shot('10-seo-assistant', 'the SEO assistant example: AI Agent with SEO Tools as tools and the MCP Client Tool');
	await nodes.filter({ hasText: 'Get Uptime' }).first().dblclick();
	await page.getByTestId('ndv').waitFor({ timeout: 15_000 });
	await page.waitForTimeout(800);
	await check.panelErrors('SEO assistant: Get Uptime tool');
	await check.shot('11-seo-tools-as-tool', 'SEO Tools as a tool: Uptime → Get with the project id filled by the model ($fromAI)');
	await closeNdv(page);
}

async function main(): Promise<number> {
	const started = Date.now();
	let sim: Simulator | undefined;
	let n8n: N8nInstance | undefined;
	let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
	const profile = mkdtempSync(join(tmpdir(), 'seo-tools-chromium-'));
	const cleanup = async () => {
		await browser?.close().catch(() => undefined);
		await n8n?.stop();
		await sim?.close();
		rmSync(profile, { recursive: true, force: true });
	};
	const interrupt = () => {
		killAllStarted();
		void cleanup().then(() => process.exit(130));
	};
	process.once('SIGINT', interrupt);
	process.once('SIGTERM', interrupt);
	let check: Checker | undefined;
	try {
		mkdirSync(SHOTS, { recursive: true });
		sim = await startSimulator();
		n8n = (await prepareN8n({ name: 'editor', sim, account: SEED.paid, filesDir: OUTPUT_DIR, build: !process.argv.includes('--no-build'), log })).n8n;
		await n8n.start();
		await n8n.login();
		log(`n8n ready at ${n8n.url}; opening the editor in ${CHROMIUM}...`);
		// launchPersistentContext takes the profile folder (--user-data-dir) itself.
		const context = await chromium.launchPersistentContext(profile, {
			executablePath: CHROMIUM,
			headless: true,
			viewport: { width: 1440, height: 900 },
			args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
		});
		browser = { close: () => context.close() } as unknown as typeof browser;
		selectors.setTestIdAttribute('data-test-id');
		const [name, value] = n8n.authCookie.split(/=(.*)/s);
		await context.addCookies([{ name, value, url: n8n.url }]);
		const page = context.pages()[0] ?? (await context.newPage());
		check = new Checker(page);
		await nodeTypesLoaded(n8n, check);
		await editorWalkthrough(check, n8n.url);
		await assistantExample(check, n8n.url);
		for (const error of check.pageErrors) check.fail(`page error: ${error.slice(0, 200)}`);
	} catch (error) {
		const message = (error as Error).message.split('\n')[0];
		if (check) {
			await check.page.screenshot({ path: join(OUTPUT_DIR, 'editor-check-failure.png') }).catch(() => undefined);
			check.fail(`walkthrough stopped: ${message} (screenshot demo-output/editor-check-failure.png)`);
		} else {
			log(`editor check could not start: ${(error as Error).stack ?? message}`);
			await cleanup();
			return 1;
		}
	} finally {
		await cleanup();
	}
	const seconds = Math.round((Date.now() - started) / 1000);
	if (check.problems.length) {
		log(`\nEditor check FAILED (${check.problems.length} problem(s), ${seconds} s):\n${check.problems.map((p) => `  - ${p}`).join('\n')}`);
		return 1;
	}
	log(`\nEditor check OK: ${check.shots.length} screenshots in docs/screenshots (${seconds} s).`);
	return 0;
}

if (require.main === module) main().then((code) => process.exit(code));

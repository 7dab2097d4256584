import { EXAMPLES } from '../../dev/n8n/examples';
import { log, type Checker } from './checker';
import {
	addAction,
	choose,
	closeNdv,
	executeStep,
	param,
	pickCredential,
	pickProject,
	selectorsShown,
	videoModels,
} from './controls';

/** What the check does in the editor, in the order a user would, with a screenshot at each step. */

/** A new workflow with the node creator open on the SEO Tools entry (its events and actions). */
async function newWorkflowWithSeoTools(page: Checker['page'], baseUrl: string): Promise<void> {
	await page.goto(`${baseUrl}/workflow/new`);
	await page.getByTestId('canvas-add-button').click();
	await page.getByTestId('node-creator-search-bar').fill('SEO Tools');
	const entry = page.getByTestId('node-creator-item-name').filter({ hasText: /^SEO Tools$/ });
	await entry.first().waitFor({ timeout: 15_000 });
	await entry.first().click();
}

/** A new workflow: the package in the node creator, then the trigger with a project picked from the service's list. */
export async function triggerInEditor(check: Checker, baseUrl: string): Promise<void> {
	const page = check.page;
	await newWorkflowWithSeoTools(page, baseUrl);
	await page.getByText('On robots.txt changed', { exact: true }).waitFor({ timeout: 15_000 });
	await page.waitForTimeout(500);
	await check.shot(
		'01-node-creator',
		'the installed package in the node creator: trigger events and actions',
	);

	// The trigger: robots.txt changed on a project picked from the service's list.
	await page.getByText('On robots.txt changed', { exact: true }).click();
	await page.getByTestId('ndv').waitFor({ timeout: 15_000 });
	const eventShown = await selectorsShown(check, 'SEO Tools Trigger', ['event']);
	await pickCredential(page, 'SEO Tools (API Key) account');
	await pickProject(check, 'trigger robotsChanged', 'Example Shop', {
		name: '02-trigger-robots-changed',
		what: 'SEO Tools Trigger, Robots.txt Changed, the project list loaded from the service',
	});
	await check.panelErrors('trigger robotsChanged');
	// Fetch Test Event: n8n runs one poll in manual mode.
	await executeStep(check, 'trigger robotsChanged: Fetch Test Event', /version_id/);
	if (eventShown) {
		await choose(page, await param(page, 'event'), 'Video Task Finished');
		await check.panelErrors('trigger videoTaskFinished');
		await check.shot(
			'03-trigger-video-task-finished',
			'SEO Tools Trigger switched to Video Task Finished',
		);
	}
	await closeNdv(page);
}

/**
 * The one event that uses the account credential, added from the node creator as the others
 * are: n8n must pick its credential by itself, and its project list and Fetch Test Event work.
 */
export async function positionEventInEditor(check: Checker, baseUrl: string): Promise<void> {
	const page = check.page;
	const step = 'trigger positionCheckFinished';
	await newWorkflowWithSeoTools(page, baseUrl);
	await page.getByText('On position check finished', { exact: true }).click();
	await page.getByTestId('ndv').waitFor({ timeout: 15_000 });
	await page.waitForTimeout(800);
	const picked = await page.getByTestId('node-credentials-select').locator('input').inputValue();
	log(`  ${step}: the credential n8n picked: "${picked}"`);
	if (picked !== 'SEO Tools (Email Sign-In) account')
		check.fail(
			`${step}: added from the node creator, n8n picked "${picked}", not the account credential`,
		);
	await pickCredential(page, 'SEO Tools (Email Sign-In) account');
	await pickProject(check, step, 'Example Shop');
	await executeStep(check, `${step}: Fetch Test Event`, /finished_date/);
	await closeNdv(page);
}

/** Actions after the trigger, picked in the node creator, then switched in the panel; ends on the canvas. */
export async function actionsInEditor(check: Checker): Promise<void> {
	const page = check.page;
	const entry = page.getByTestId('node-creator-item-name').filter({ hasText: /^SEO Tools$/ });
	await page.getByTestId('canvas-handle-plus').last().click();
	await page.getByTestId('node-creator-search-bar').fill('SEO Tools');
	await entry.first().waitFor({ timeout: 15_000 });
	await entry.first().click();
	await page.getByText('Get uptime of a project', { exact: true }).waitFor({ timeout: 15_000 });
	await check.shot('04-actions', 'SEO Tools actions grouped by resource');
	await page.getByText('Get uptime of a project', { exact: true }).click();
	await page.getByTestId('ndv').waitFor({ timeout: 15_000 });
	const switchable = await selectorsShown(check, 'SEO Tools', ['resource', 'operation']);
	await pickCredential(page, 'SEO Tools (API Key) account');
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
	await pickCredential(page, 'SEO Tools (API Key) account');
	const models = await videoModels(check, 'video generate');
	await check.shot(
		'06-video-generate',
		`Video → Generate, the model list from the service's catalog (${models} models)`,
	);
	await page.keyboard.press('Escape');
	await check.panelErrors('video generate');

	await goTo('Query', 'Add or Update', 'Add or update queries');
	await pickCredential(page, 'SEO Tools (API Key) account');
	await pickProject(check, 'query set', 'Example Shop');
	await choose(page, await param(page, 'source'), 'Input Items');
	await choose(page, await param(page, 'groupBy'), 'Group by Name (Created if Missing)');
	await check.panelErrors('query set');
	await check.shot(
		'07-query-add-or-update',
		'Query → Add or Update, phrases from input items, grouped by name',
	);

	await goTo('Project', 'Get Many', 'Get many projects');
	await pickCredential(page, 'SEO Tools (Email Sign-In) account');
	await check.panelErrors('project get many');
	await check.shot('08-project-get-many', 'Project → Get Many with the Email Sign-In credential');
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
	for (const name of [
		'AI Agent',
		'OpenAI Chat Model',
		'Get Projects',
		'Get Uptime',
		'SEO Tools MCP',
	]) {
		if ((await nodes.filter({ hasText: name }).count()) === 0)
			check.fail(`SEO assistant: the node "${name}" is not on the canvas`);
	}
	const missing = await page
		.getByText(/not currently installed|Install this node|Node not found/i)
		.count();
	if (missing) check.fail(`SEO assistant: ${missing} node(s) on the canvas are not installed`);
	await check.shot(
		'10-seo-assistant',
		'the SEO assistant example: AI Agent with SEO Tools as tools and the MCP Client Tool',
	);
	await nodes.filter({ hasText: 'Get Uptime' }).first().dblclick();
	await page.getByTestId('ndv').waitFor({ timeout: 15_000 });
	await page.waitForTimeout(800);
	await check.panelErrors('SEO assistant: Get Uptime tool');
	await check.shot(
		'11-seo-tools-as-tool',
		'SEO Tools as a tool: Uptime → Get with the project id filled by the model ($fromAI)',
	);
	await closeNdv(page);
}

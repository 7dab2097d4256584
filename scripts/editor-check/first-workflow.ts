import type { Checker } from './checker';
import { addAction, choose, closeNdv, executeStep, param, pickCredential } from './controls';

/** Project field *By ID* with `{{ $json.id }}`: the project of each input item. */
async function projectFromInput(check: Checker): Promise<void> {
	const page = check.page;
	await choose(page, page.getByTestId('rlc-mode-selector').first(), 'By ID');
	const field = page.getByTestId('rlc-input').first();
	const input = (await field.locator('input').count()) > 0 ? field.locator('input').first() : field;
	await input.click();
	// Typing "{{" at the start turns a field into an expression, as it does for a user.
	await input.fill('{{ $json.id }}');
	await page.keyboard.press('Tab');
	await page.waitForTimeout(600);
}

/**
 * The README's "Your first workflow", steps 3 and 4, as a user clicks it: a Manual Trigger,
 * Project → Get Many with the account credential, executed; Uptime → Get for the project of
 * each input item, Month, Summary per Project, executed.
 */
export async function firstWorkflow(check: Checker, baseUrl: string): Promise<void> {
	const page = check.page;
	await page.goto(`${baseUrl}/workflow/new`);
	await page.getByTestId('canvas-add-button').click();
	await page.getByTestId('node-creator-search-bar').fill('manual');
	await page
		.getByTestId('node-creator-item-name')
		.filter({ hasText: /Trigger manually|Manual Trigger/ })
		.first()
		.click();
	await page.waitForTimeout(800);
	if (await page.getByTestId('ndv').isVisible()) await closeNdv(page);

	await addAction(page, 'Get many projects');
	await pickCredential(page, 'SEO Tools (Email Sign-In) account');
	await executeStep(check, 'first workflow: Project → Get Many', /domain/);
	await check.shot(
		'12-first-workflow-projects',
		'Your first workflow, step 3: Project → Get Many executed, one item per project',
	);
	await closeNdv(page);

	await addAction(page, 'Get uptime of a project');
	await pickCredential(page, 'SEO Tools (API Key) account');
	await projectFromInput(check);
	await choose(page, await param(page, 'period'), 'Month (Last 30 Days, Daily)');
	await choose(page, await param(page, 'output'), 'Summary per Project');
	await executeStep(check, 'first workflow: Uptime → Get', /mean_percent/);
	await check.shot(
		'13-first-workflow-uptime',
		'Your first workflow, step 4: Uptime → Get, summary per project, executed',
	);
	await closeNdv(page);
}

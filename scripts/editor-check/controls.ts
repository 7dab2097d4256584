import type { Locator, Page } from 'playwright-core';
import type { Checker } from './checker';

/** How the check operates n8n's editor: drop-downs, parameters, credentials, the node creator. */

/** Element Plus selects sometimes swallow the first click: click until the list is open. */
export async function openSelect(page: Page, select: Locator): Promise<void> {
	const input = select.locator('input').first();
	for (let attempt = 0; attempt < 4; attempt++) {
		// The click goes to the input's place on the page: a field below the panel's fold is brought into view first.
		await input.scrollIntoViewIfNeeded().catch(() => undefined);
		const box = await input.boundingBox();
		if (box) await page.mouse.click(box.x + Math.min(40, box.width / 2), box.y + box.height / 2);
		await page.waitForTimeout(400);
		if ((await input.getAttribute('aria-expanded')) === 'true') return;
	}
	throw new Error('the drop-down list did not open');
}

export async function choose(page: Page, select: Locator, option: string): Promise<void> {
	await openSelect(page, select);
	const item = page
		.locator('.el-select-dropdown__item:visible, [role=option]:visible')
		.filter({ has: page.getByText(option, { exact: true }) });
	await item.first().click();
	await page.waitForTimeout(600);
}

export async function param(page: Page, name: string): Promise<Locator> {
	const locator = page.getByTestId(`parameter-input-${name}`);
	await locator.first().waitFor({ state: 'visible', timeout: 15_000 });
	return locator.first();
}

export async function closeNdv(page: Page): Promise<void> {
	await page.getByTestId('ndv-close-button').click();
	await page.getByTestId('ndv').waitFor({ state: 'hidden', timeout: 10_000 });
}

/** Credential select of the open node: picks `name` unless n8n already did. */
export async function pickCredential(page: Page, name: string): Promise<void> {
	const select = page.getByTestId('node-credentials-select');
	await select.waitFor({ state: 'visible', timeout: 10_000 });
	const current = await select.locator('input').inputValue();
	if (current === name) return;
	await choose(page, select, name);
}

/** The project resource locator: open "From list", wait for the service's projects, pick one. */
export async function pickProject(
	check: Checker,
	step: string,
	project: string,
	screenshot?: { name: string; what: string },
): Promise<void> {
	const page = check.page;
	await page.getByTestId('rlc-input').first().click();
	const item = page.getByTestId('rlc-item').filter({ hasText: project });
	try {
		await item.first().waitFor({ state: 'visible', timeout: 15_000 });
	} catch {
		await check.panelErrors(step);
		const shown = await page
			.getByTestId('rlc-error-message')
			.filter({ visible: true })
			.allTextContents();
		check.fail(
			`${step}: the project list did not show "${project}"${shown.length ? ` (it says: ${shown.join(' ').trim()})` : ''}`,
		);
		await page.keyboard.press('Escape');
		return;
	}
	await check.panelErrors(`${step} (project list)`);
	if (screenshot) await check.shot(screenshot.name, screenshot.what);
	await item.first().click();
	await page.waitForTimeout(500);
}

/** Adds an SEO Tools action after the last node, from the node creator, and opens it. */
export async function addAction(page: Page, action: string): Promise<void> {
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
export async function selectorsShown(
	check: Checker,
	step: string,
	names: string[],
): Promise<boolean> {
	let shown = true;
	for (const name of names) {
		if (!(await check.page.getByTestId(`parameter-input-${name}`).first().isVisible())) {
			check.fail(
				`${step}: the "${name}" selector is not shown in the parameter panel, so a user cannot change it`,
			);
			shown = false;
		}
	}
	return shown;
}

export async function videoModels(check: Checker, step: string): Promise<number> {
	const page = check.page;
	await openSelect(page, await param(page, 'model'));
	await page.waitForTimeout(1500);
	await check.panelErrors(`${step} (model list)`);
	const models = await page.locator('.el-select-dropdown__item:visible').count();
	if (models === 0) check.fail(`${step}: the model list is empty`);
	return models;
}

/**
 * Runs the open node ("Execute step", or a trigger's "Fetch Test Event") and waits until its
 * output panel shows `expected`.
 */
export async function executeStep(check: Checker, step: string, expected: RegExp): Promise<void> {
	const page = check.page;
	await page.getByTestId('node-execute-button').first().click();
	try {
		await page.getByTestId('ndv').getByText(expected).first().waitFor({ timeout: 30_000 });
	} catch {
		check.fail(`${step}: after Execute step the output does not show ${String(expected)}`);
	}
	await check.panelErrors(step);
}

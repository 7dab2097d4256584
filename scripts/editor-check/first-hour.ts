import { join } from 'node:path';
import { CREDENTIAL_IDS, EXAMPLES_DIR } from '../../dev/n8n/paths';
import { EXAMPLES } from '../../dev/n8n/examples';
import type { N8nInstance } from '../../dev/n8n/runtime';
import { executionItems, getExecution, listExecutions, waitFor } from '../../dev/n8n/scenario';
import type { Checker } from './checker';

/** The steps of a user's first hour the README promises beyond the first workflow. */

/** Waits until `text` shows in the open credential dialog; a failure names the step and what it saw. */
async function dialogShows(check: Checker, step: string, text: RegExp): Promise<boolean> {
	const dialog = check.page.getByTestId('credential-edit-dialog');
	// n8n shows "Couldn't connect with these settings" and the test's message under "More details".
	await check.page.waitForTimeout(1500);
	const more = dialog.getByText('More details', { exact: true });
	if (await more.isVisible().catch(() => false)) await more.click();
	try {
		await dialog.getByText(text).first().waitFor({ state: 'visible', timeout: 30_000 });
		return true;
	} catch {
		const seen = (await dialog.innerText().catch(() => '')).replace(/\s+/g, ' ').slice(0, 300);
		check.fail(`${step}: the credential dialog does not show ${String(text)} (it shows: ${seen})`);
		return false;
	}
}

/** Types `value` into the credential field `name` of the open dialog. */
async function fillCredentialField(check: Checker, name: string, value: string): Promise<void> {
	const field = check.page
		.getByTestId('credential-edit-dialog')
		.getByTestId(`parameter-input-${name}`)
		.locator('input, textarea')
		.first();
	await field.fill(value);
	await check.page.keyboard.press('Tab');
	await check.page.waitForTimeout(400);
}

async function saveCredential(check: Checker): Promise<void> {
	await check.page.getByTestId('credential-save-button').click();
	await check.page.waitForTimeout(800);
}

/**
 * The API key credential's test as a user meets it: a wrong key, then a Base URL with a path
 * (with the form's notice), then the right values again, which test green.
 */
export async function credentialTests(
	check: Checker,
	n8n: N8nInstance,
	right: { baseUrl: string; apiKey: string },
): Promise<void> {
	const page = check.page;
	await page.goto(`${n8n.url}/home/credentials/${CREDENTIAL_IDS.apiKey}`);
	await page.getByTestId('credential-edit-dialog').waitFor({ timeout: 20_000 });

	await fillCredentialField(check, 'apiKey', 'not-the-right-key');
	await saveCredential(check);
	await dialogShows(check, 'credential test, wrong API key', /API key was not accepted/);
	await check.shot('14-credential-wrong-key', 'the credential test with a wrong API key');

	await fillCredentialField(check, 'apiKey', right.apiKey);
	await fillCredentialField(check, 'baseUrl', `${right.baseUrl}/projects/api`);
	await dialogShows(check, 'Base URL with a path: the notice', /address alone, without a path/);
	await saveCredential(check);
	await dialogShows(
		check,
		'credential test, Base URL with a path',
		/Not the SEO Tools service at this Base URL/,
	);
	await check.shot(
		'15-credential-wrong-base-url',
		'the credential test with a path in the Base URL',
	);

	await fillCredentialField(check, 'baseUrl', right.baseUrl);
	await saveCredential(check);
	await dialogShows(check, 'credential test, right values', /Connection tested successfully/i);
	await page.keyboard.press('Escape');
	await page.waitForTimeout(500);
}

/**
 * The daily uptime report, imported from examples/ as shipped (Import from File, no path or
 * value changed), executed with the editor's Execute workflow button: the run must succeed and
 * hand the report on as a file. Its credentials are found by the ids it names, as the demo
 * imports them.
 */
export async function exampleAsShipped(check: Checker, n8n: N8nInstance): Promise<void> {
	const page = check.page;
	const step = `example ${EXAMPLES.uptime.file} as shipped`;
	await page.goto(`${n8n.url}/workflow/new`);
	await page.getByTestId('canvas-add-button').waitFor({ timeout: 20_000 });
	await page
		.getByTestId('workflow-import-input')
		.setInputFiles(join(EXAMPLES_DIR, EXAMPLES.uptime.file));
	await page.getByTestId('canvas-node').filter({ hasText: 'Report to File' }).first().waitFor();
	await page.getByTestId('execute-workflow-button').first().click();
	// With two triggers n8n may ask which one starts the run.
	await page.waitForTimeout(800);
	const runNow = page.getByRole('menuitem').filter({ hasText: 'Run Now' });
	if ((await runNow.count()) > 0) await runNow.first().click();
	const id = await waitFor(`${step}: saved`, 30_000, async () => {
		const match = /\/workflow\/([^/?#]+)/.exec(page.url());
		return match && match[1] !== 'new' ? match[1] : undefined;
	}).catch(() => undefined);
	if (!id) {
		check.fail(`${step}: the imported workflow was not saved when run (${page.url()})`);
		return;
	}
	try {
		const summary = await waitFor(`${step}: an execution`, 60_000, async () =>
			(await listExecutions(n8n, id)).find((e) => e.status !== 'running' && e.status !== 'new'),
		);
		const execution = await getExecution(n8n, summary.id);
		const report = executionItems(execution, 'Report to File')[0]?.binary?.data;
		if (execution.status !== 'success' || !report)
			check.fail(
				`${step}: the run ended ${execution.status}${execution.error ? ` (${execution.error})` : ''} without the report file`,
			);
	} catch (error) {
		check.fail(`${step}: ${(error as Error).message}`);
	}
	await check.shot(
		'16-example-as-shipped',
		'the uptime report example, imported and run as shipped',
	);
}

import { CREDENTIAL_IDS } from '../../dev/n8n/paths';
import type { N8nInstance } from '../../dev/n8n/runtime';
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

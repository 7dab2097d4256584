import { chromium, selectors, type BrowserContext, type Page } from 'playwright-core';
import type { N8nInstance } from '../../dev/n8n/runtime';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless Chromium with its profile in `profile`. */
export async function launchBrowser(profile: string): Promise<BrowserContext> {
	// launchPersistentContext takes the profile folder (--user-data-dir) itself.
	return await chromium.launchPersistentContext(profile, {
		executablePath: CHROMIUM,
		headless: true,
		viewport: { width: 1440, height: 900 },
		args: [
			'--headless',
			'--no-sandbox',
			'--disable-gpu',
			'--disable-quic',
			'--no-first-run',
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync',
		],
	});
}

/** A page of the browser signed in to n8n as the owner; n8n's test ids are `data-test-id`. */
export async function signedInPage(context: BrowserContext, n8n: N8nInstance): Promise<Page> {
	selectors.setTestIdAttribute('data-test-id');
	const [name, value] = n8n.authCookie.split(/=(.*)/s);
	await context.addCookies([{ name, value, url: n8n.url }]);
	return context.pages()[0] ?? (await context.newPage());
}

import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from '../../dev/n8n/paths';

export const SHOTS = join(ROOT, 'docs', 'screenshots');
/** `npm run editor:check -- --screenshots` rewrites docs/screenshots/. */
export const SCREENSHOTS = process.argv.includes('--screenshots');
export const log = (line: string) => process.stdout.write(`${line}\n`);

/** Texts that mean a panel failed: option lists that could not load, missing node types, error banners. */
const ERROR_TEXT =
	/Error fetching options|Could not load|could not be loaded|Node not found|not currently installed|Install this node|unknown node|Problem loading|Error in sub-node|ERROR:|Invalid credentials|Couldn.t connect/i;

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

	/**
	 * The README's screenshots, written only with `--screenshots`: CI runs the check without it
	 * and leaves the tree clean. Without it the step is only logged.
	 */
	async shot(name: string, what: string): Promise<void> {
		if (!SCREENSHOTS) {
			log(`  step ${name}: ${what}`);
			return;
		}
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
		const toasts = await this.page
			.locator('.el-notification--error:visible, [data-test-id=toast-error]:visible')
			.allTextContents();
		for (const toast of toasts)
			this.fail(`${step}: error notification "${toast.trim().slice(0, 160)}"`);
	}
}

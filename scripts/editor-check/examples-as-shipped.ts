import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { ExamplePromise } from '../../dev/n8n/agentExamples';
import { EXAMPLES, valuesToSet, type ExampleName, type WorkflowJson } from '../../dev/n8n/examples';
import { EXAMPLES_DIR } from '../../dev/n8n/paths';
import type { N8nInstance } from '../../dev/n8n/runtime';
import { executionItems, getExecution, listExecutions, waitFor } from '../../dev/n8n/scenario';
import { SEED } from '../../simulator';
import { log, type Checker } from './checker';
import { closeNdv, param, pickProject } from './controls';

/** An example of examples/ imported with the editor's Import from File and run with its Execute workflow button. */

/** The daily uptime report hands the report on as a file. */
export const UPTIME_REPORT_PROMISE: ExamplePromise = {
	lastNode: 'Report to File',
	missing: 'the report file is missing',
	kept: (items) => items('Report to File')[0]?.binary?.data !== undefined,
};

/** Above the longest run of an example here: the semantics wizard waits for six steps of its task (136 s in a demo on a busy machine). */
const RUN_TIMEOUT_MS = 300_000;

/** Opens a node of the canvas by its name. */
async function openNode(page: Page, name: string): Promise<void> {
	await page.getByTestId('zoom-to-fit').click();
	await page.waitForTimeout(400);
	await page.getByTestId('canvas-node').filter({ hasText: name }).first().dblclick();
	await page.getByTestId('ndv').waitFor({ timeout: 15_000 });
	await page.waitForTimeout(800);
}

/**
 * What the example's sticky note asks a user to set and only the user knows, set in the editor as
 * a user does: the project picked from the list in Project fields left empty, the client's
 * e-mail (a registered user of the service, as the demo sets it: dev/n8n/examples.ts). Nothing
 * else is changed.
 */
async function setWhatTheNoteAsks(
	check: Checker,
	step: string,
	workflow: WorkflowJson,
): Promise<void> {
	const page = check.page;
	const toSet = valuesToSet(workflow);
	for (const node of toSet.project) {
		await openNode(page, node);
		await pickProject(check, `${step}, ${node}`, 'Example Shop');
		await closeNdv(page);
	}
	for (const node of toSet.memberEmail) {
		await openNode(page, node);
		const field = (await param(page, 'email')).locator('input, textarea').first();
		await field.fill(SEED.colleague.email);
		await page.keyboard.press('Tab');
		await page.waitForTimeout(400);
		await closeNdv(page);
	}
	const set = [
		...toSet.project.map((n) => `${n}: Project`),
		...toSet.memberEmail.map((n) => `${n}: E-mail`),
	];
	if (set.length) log(`  ${step}: set in the editor as its note asks: ${set.join('; ')}`);
}

/**
 * `example` imported from examples/ as shipped (Import from File, no path or value changed but
 * what its note asks a user to set), executed with the editor's Execute workflow button: the run
 * must succeed and keep `promise` (what its last node gives). Its credentials are found by the
 * ids it names, as the demo imports them.
 */
export async function exampleAsShipped(
	check: Checker,
	n8n: N8nInstance,
	example: ExampleName,
	promise: ExamplePromise,
	shot?: { name: string; what: string },
): Promise<void> {
	const page = check.page;
	const file = join(EXAMPLES_DIR, EXAMPLES[example].file);
	const step = `example ${EXAMPLES[example].file} as shipped`;
	await page.goto(`${n8n.url}/workflow/new`);
	await page.getByTestId('canvas-add-button').waitFor({ timeout: 20_000 });
	await page.getByTestId('workflow-import-input').setInputFiles(file);
	await page.getByTestId('canvas-node').filter({ hasText: promise.lastNode }).first().waitFor();
	await setWhatTheNoteAsks(check, step, JSON.parse(readFileSync(file, 'utf8')) as WorkflowJson);
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
		const summary = await waitFor(`${step}: an execution`, RUN_TIMEOUT_MS, async () =>
			(await listExecutions(n8n, id)).find((e) => e.status !== 'running' && e.status !== 'new'),
		);
		const execution = await getExecution(n8n, summary.id);
		if (execution.status !== 'success')
			check.fail(
				`${step}: the run ended ${execution.status}${execution.error ? ` (${execution.error})` : ''}`,
			);
		else if (!promise.kept((node) => executionItems(execution, node)))
			check.fail(`${step}: the run succeeded but ${promise.missing}`);
		else log(`  ${step}: the run succeeded and ${promise.lastNode} gave what the example promises`);
	} catch (error) {
		check.fail(`${step}: ${(error as Error).message}`);
	}
	if (shot) await check.shot(shot.name, shot.what);
}

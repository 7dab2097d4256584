import type { Checker } from './checker';
import { log } from './checker';
import { closeNdv, executeStep, openSelect, pickProject } from './controls';

/**
 * Every resource of SEO Tools walked as a new user would: one operation of each added from the
 * node creator by typing its name, every picker of it opened before and after a project is
 * chosen, one read executed where the resource has one. Fails on an error notification or panel
 * text, on a picker that lists nothing, on a name that does not find its action, and on a field of
 * the operation without a description. The operations come from the node type n8n serves, so the
 * walk follows the package as built.
 */

interface Property {
	name: string;
	displayName: string;
	type: string;
	description?: string;
	required?: boolean;
	default?: unknown;
	options?: Array<{ name: string; value: string; action?: string }>;
	typeOptions?: { loadOptionsMethod?: string; loadOptionsDependsOn?: string[] };
	displayOptions?: { show?: Record<string, unknown[]>; hide?: Record<string, unknown[]> };
}
interface NodeType {
	name: string;
	properties: Property[];
}

interface Walk {
	resource: { name: string; value: string };
	operation: { name: string; value: string; action: string };
	fields: Property[];
}

/** Fields drawn without an input, and those each option of which describes itself, as in n8n. */
const NEEDS_NO_DESCRIPTION = new Set([
	'notice',
	'callout',
	'hidden',
	'collection',
	'fixedCollection',
]);
const ACCOUNT_RESOURCES = new Set(['balance', 'account']);
const READ_FIRST = ['getAll', 'get'];

const shownFor = (property: Property, resource: string, operation: string) => {
	const show = property.displayOptions?.show ?? {};
	const only = (key: string, value: string) => !show[key] || show[key].includes(value);
	// A field shown only under another choice of a field of the operation is not on screen at first.
	const others = Object.keys(show).filter((key) => !['resource', 'operation'].includes(key));
	return only('resource', resource) && only('operation', operation) && others.length === 0;
};

/** One operation of every resource: its first read, else its first operation. */
export function walksOf(node: NodeType, check?: Checker): Walk[] {
	// n8n adds a "Custom API Call" resource of its own to nodes whose credentials allow it.
	const resources = (node.properties.find((p) => p.name === 'resource')?.options ?? []).filter(
		(resource) => resource.value !== '__CUSTOM_API_CALL__',
	);
	const walks = resources.map((resource): Walk | undefined => {
		const operations =
			node.properties.find(
				(p) =>
					p.name === 'operation' &&
					(p.displayOptions?.show?.resource ?? []).includes(resource.value),
			)?.options ?? [];
		const operation =
			READ_FIRST.map((value) => operations.find((o) => o.value === value)).find(Boolean) ??
			operations.find((o) => String(o.value).startsWith('get')) ??
			operations[0];
		if (!operation) {
			check?.fail(`the editor offers no operation for the resource ${resource.name}`);
			return undefined;
		}
		const fields = node.properties.filter(
			(p) =>
				!['resource', 'operation', 'credentialKind'].includes(p.name) &&
				shownFor(p, resource.value, String(operation.value)),
		);
		return {
			resource,
			operation: { ...operation, action: operation.action ?? operation.name },
			fields,
		};
	});
	return walks.filter((walk): walk is Walk => walk !== undefined);
}

/** Opens each picker of the panel, checks it lists something and shows no error, then closes it. */
async function openPickers(check: Checker, step: string, pickers: Property[]): Promise<void> {
	const page = check.page;
	for (const picker of pickers) {
		const input = page.getByTestId(`parameter-input-${picker.name}`).first();
		if (!(await input.isVisible())) continue;
		try {
			await openSelect(page, input);
		} catch {
			check.fail(`${step}: the ${picker.displayName} list does not open`);
			continue;
		}
		await page.waitForTimeout(1500);
		await check.panelErrors(`${step}: ${picker.displayName}`);
		const listed = await page.locator('.el-select-dropdown__item:visible').count();
		if (listed === 0) check.fail(`${step}: the ${picker.displayName} list is empty`);
		await page.keyboard.press('Escape');
		await page.waitForTimeout(300);
		// Opened and closed without a choice, a field must not be marked as wrong.
		const issues = await page
			.getByTestId(`parameter-input-${picker.name}`)
			.locator('xpath=ancestor::*[@data-test-id="parameter-item"][1]')
			.locator('[data-test-id="parameter-issues"]:visible')
			.count();
		if (issues)
			check.fail(`${step}: ${picker.displayName} is marked as wrong after closing its list`);
	}
}

/** Adds the operation by typing its name in the node creator, then its action's text. */
async function addByName(check: Checker, walk: Walk): Promise<boolean> {
	const page = check.page;
	const typed = `${walk.operation.name} ${walk.resource.name}`;
	await page.getByTestId('zoom-to-fit').click();
	await page.waitForTimeout(400);
	await page.getByTestId('canvas-handle-plus').last().click();
	await page.getByTestId('node-creator-search-bar').fill(typed);
	const entry = page.getByTestId('node-creator-item-name').filter({ hasText: /^SEO Tools$/ });
	try {
		await entry.first().waitFor({ timeout: 10_000 });
	} catch {
		check.fail(`typing "${typed}" in the node creator does not list SEO Tools`);
		await page.keyboard.press('Escape');
		return false;
	}
	await entry.first().click();
	// n8n 2.41 opens a community node's actions without a search bar (its community node view):
	// the action is then picked from the list, as a user scrolls to it.
	const search = page.getByTestId('node-creator-search-bar');
	await page.waitForTimeout(500);
	if (await search.isVisible()) await search.fill(walk.operation.action);
	const action = page.getByText(walk.operation.action, { exact: true });
	try {
		await action.first().waitFor({ timeout: 10_000 });
	} catch {
		check.fail(`SEO Tools' actions do not list "${walk.operation.action}"`);
		await page.keyboard.press('Escape');
		return false;
	}
	await action.first().click();
	await page.getByTestId('ndv').waitFor({ timeout: 15_000 });
	await page.waitForTimeout(800);
	return true;
}

async function manualTriggerWorkflow(page: Checker['page'], baseUrl: string): Promise<void> {
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
}

export async function walkEveryResource(
	check: Checker,
	baseUrl: string,
	node: NodeType,
): Promise<void> {
	const page = check.page;
	const walks = walksOf(node, check);
	log(`  the resource walk: ${walks.length} resources`);
	for (const walk of walks) {
		const step = `${walk.resource.name} → ${walk.operation.name}`;
		log(`  walking ${step}`);
		for (const field of walk.fields)
			if (!NEEDS_NO_DESCRIPTION.has(field.type) && !field.description?.trim())
				check.fail(`${step}: the field ${field.displayName} has no description`);
		// A workflow of its own: executing the read runs only a Manual Trigger before it.
		await manualTriggerWorkflow(page, baseUrl);
		if (!(await addByName(check, walk))) continue;
		// n8n fills the credential the operation uses by itself (one of each kind exists).
		const pickers = walk.fields.filter((f) => f.typeOptions?.loadOptionsMethod);
		const aboutProject = walk.fields.some((f) => f.name === 'project');
		await openPickers(check, `${step} (no project yet)`, pickers);
		if (aboutProject) {
			await pickProject(check, step, 'Example Shop');
			await openPickers(check, `${step} (project chosen)`, pickers);
		}
		await check.panelErrors(step);
		// A read whose required fields (beyond the project, picked above) start empty needs values a
		// user types first (a task ID, a domain): the walk opens it but does not execute it.
		const needsInput = walk.fields.some(
			(f) => f.required && f.name !== 'project' && (f.default === '' || f.default === undefined),
		);
		if (
			walk.operation.value.startsWith('get') &&
			!needsInput &&
			!ACCOUNT_RESOURCES.has(walk.resource.value)
		)
			// A read that finds nothing is a finished read here (n8n says so in the output panel);
			// whether the seeded data gives every read something to show is another check's.
			await executeStep(
				check,
				`${step}: Execute step`,
				/\d+ items?|project_id|name|No output data returned|did not return any data/,
			);
		await closeNdv(page);
	}
}

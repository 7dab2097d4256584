import { EXAMPLES } from './examples';
import type { N8nInstance } from './runtime';
import { nodeItems } from './runtime';
import { failure, type ExampleOutcome, type Item } from './scenario';

/**
 * The examples built on the agent operations, run with `n8n execute` (Manual Trigger) as shipped.
 * They change the account (query groups, a new project, a member, a check), so the demo and the
 * end-to-end test run them after the trigger examples, and the editor check after its other steps.
 */

/** A run's items by node name: `n8n execute`'s output and an execution read from n8n's REST API alike. */
export type ItemsOf = (node: string) => Item[];

/** What an example promises its run hands on, checked the same way by the demo, the end-to-end test and the editor check. */
export interface ExamplePromise {
	/** The node that gives the result, last in the workflow. */
	lastNode: string;
	/** What is missing when the promise is not kept. */
	missing: string;
	kept: (items: ItemsOf) => boolean;
}

export const AGENT_EXAMPLE_PROMISES = {
	semantics: {
		lastNode: 'Add Groups to Project',
		missing: 'the task, its clustered rows or the added groups are missing',
		kept: (items) =>
			items('Create Semantics Task')[0]?.json.task_id !== undefined &&
			items('6. Cluster Keywords').length > 0 &&
			Number(items('Add Groups to Project')[0]?.json.groups) > 0,
	},
	onboarding: {
		lastNode: 'Run First Check',
		missing: 'a step of the onboarding, the project or its first check is missing',
		kept: (items) =>
			[
				'Create Client Folder',
				'Put Project in Folder',
				'Grant Client Read Access',
				'Get Check Cost',
			].every((node) => items(node).length > 0) &&
			items('Create Project')[0]?.json.project_id !== undefined &&
			items('Run First Check')[0]?.json.project_id !== undefined,
	},
	serp: {
		lastNode: 'Snapshot to CSV File',
		missing: 'the SERP rows or the CSV file are missing',
		kept: (items) =>
			items('SERP Snapshot').length > 0 &&
			items('Snapshot to CSV File')[0]?.binary?.data?.fileName === 'serp-snapshot.csv',
	},
} satisfies Record<'semantics' | 'onboarding' | 'serp', ExamplePromise>;

const itemsOfRun =
	(run: Parameters<typeof nodeItems>[0]): ItemsOf =>
	(node) =>
		nodeItems(run, node) as Item[];

const jsonOf = (run: Parameters<typeof nodeItems>[0], node: string) =>
	itemsOfRun(run)(node).map((item) => item.json);

/** Semantics task → its six steps, each waited for by task id → the clusters as query groups. */
export async function runKeywordResearch(n8n: N8nInstance): Promise<ExampleOutcome> {
	const name = 'Keyword research to query groups';
	const { run, ms, stdout } = await n8n.execute(EXAMPLES.semantics.id);
	if (run?.status !== 'success') return failure(name, ms, run, stdout);
	const taskId = jsonOf(run, 'Create Semantics Task')[0]?.task_id;
	const keywords = jsonOf(run, '4. Collect Keywords').length;
	const clustered = jsonOf(run, '6. Cluster Keywords').length;
	const added = jsonOf(run, 'Add Groups to Project')[0] ?? {};
	const promise = AGENT_EXAMPLE_PROMISES.semantics;
	const ok = promise.kept(itemsOfRun(run));
	return {
		name,
		ok,
		ms,
		run,
		lines: [
			`task ${String(taskId)}: ${keywords} keyword(s) collected, ${clustered} analysed and clustered`,
			`project ${String(added.project_id)}: ${String(added.groups)} query group(s), ${String(added.queries)} quer(ies) added`,
		],
		error: ok ? undefined : promise.missing,
	};
}

/** Folder, project with its schedule and checks, read access, then the first check under Max Cost. */
export async function runClientOnboarding(n8n: N8nInstance): Promise<ExampleOutcome> {
	const name = 'Client onboarding';
	const { run, ms, stdout } = await n8n.execute(EXAMPLES.onboarding.id);
	if (run?.status !== 'success') return failure(name, ms, run, stdout);
	const project = jsonOf(run, 'Create Project')[0] ?? {};
	const folders = jsonOf(run, 'Put Project in Folder')[0] ?? {};
	const member = jsonOf(run, 'Grant Client Read Access')[0] ?? {};
	const cost = jsonOf(run, 'Get Check Cost')[0] ?? {};
	const promise = AGENT_EXAMPLE_PROMISES.onboarding;
	const ok = promise.kept(itemsOfRun(run));
	return {
		name,
		ok,
		ms,
		run,
		lines: [
			`project ${String(project.project_id)} (${String(project.domain)}) in folder(s) ${JSON.stringify(folders.folder_ids)}`,
			`${String(member.email)} has ${String(member.role)} access; the first check costs ${String(cost.run_all_checks_total)} limit(s) and ran`,
		],
		error: ok ? undefined : promise.missing,
	};
}

/** One SERP task, waited for by task id, its rows as serp-snapshot.csv (binary `data`). */
export async function runSerpSnapshot(n8n: N8nInstance): Promise<ExampleOutcome> {
	const name = 'SERP snapshot to a file';
	const { run, ms, stdout } = await n8n.execute(EXAMPLES.serp.id);
	if (run?.status !== 'success') return failure(name, ms, run, stdout);
	const rows = jsonOf(run, 'SERP Snapshot');
	const file = itemsOfRun(run)('Snapshot to CSV File')[0]?.binary?.data;
	const promise = AGENT_EXAMPLE_PROMISES.serp;
	const ok = promise.kept(itemsOfRun(run));
	return {
		name,
		ok,
		ms,
		run,
		lines: [
			`task ${String(rows[0]?.task_id)}: ${rows.length} row(s) → ${file?.fileName ?? '(no file)'}`,
		],
		error: ok ? undefined : promise.missing,
	};
}

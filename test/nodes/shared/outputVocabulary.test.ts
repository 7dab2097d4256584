/**
 * One name per fact: every operation runs once against the simulator and each field name of its
 * output is one of the vocabulary (outputVocabulary.ts: a fact the node or the service names);
 * every ID field, at any depth, is text; no item gives one ID under two names. The hand-written
 * operations run as listed below; the operations declared from one agent tool run with their
 * required fields filled, as declaredOperations.test.ts runs them.
 */
import type { IDataObject } from 'n8n-workflow';
import { ALL_RESOURCES } from '../../../nodes/SeoTools/actions/allResources';
import { ToolOperation } from '../../../nodes/SeoTools/actions/toolOperation';
import { DECLARED, parametersOf } from './declaredOperations';
import { projectRef, SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';
import { OUTPUT_VOCABULARY } from './outputVocabulary';

const shop = projectRef(SEED.projects.shop);

type Outputs = Map<string, IDataObject[]>;
/** A field of the first item an earlier run gave (`path` with dots for depth). */
const from = (outputs: Outputs, key: string, path: string): string => {
	let value: unknown = outputs.get(key)?.[0];
	for (const part of path.split('.')) value = (value as IDataObject | undefined)?.[part];
	return String(value);
};

/** One run of each operation: its parameters (besides resource and operation), in this order. */
const RUNS: Record<string, IDataObject | ((outputs: Outputs) => IDataObject)> = {
	'project:create': { domain: 'vocabulary.example', dryRun: true },
	'project:get': { project: shop },
	'project:limitsForecast': { project: shop },
	'project:getAll': { returnAll: true },
	'project:searchSystems': { domain: 'vocabulary.example' },
	'project:traffic': { project: shop },
	'project:stop': { project: projectRef(SEED.projects.blog) },
	'project:start': { project: projectRef(SEED.projects.blog) },
	'project:parse': { project: shop },
	'project:suggestQueries': { domain: 'example-shop.ru' },
	'queryGroup:create': { project: shop, name: 'Vocabulary' },
	'queryGroup:getAll': { project: shop },
	'query:set': { project: shop, phrases: 'vocabulary phrase' },
	'query:getAll': { project: shop, returnAll: true },
	'queryGroup:move': (out) => ({
		project: shop,
		queryIds: from(out, 'query:getAll', 'id'),
		fromGroupId: from(out, 'query:getAll', 'group_id'),
		toGroupId: from(out, 'queryGroup:create', 'id'),
	}),
	'queryGroup:delete': (out) => ({
		project: shop,
		groupIds: from(out, 'queryGroup:create', 'id'),
	}),
	'query:delete': (out) => ({
		project: shop,
		queryIds: from(out, 'query:getAll', 'id'),
		confirm: true,
	}),
	'audit:get': { project: shop },
	'audit:pages': { project: shop },
	'audit:robots': { project: shop },
	'audit:robotsVersions': { project: shop },
	'audit:summary': { project: shop },
	'uptime:get': { project: shop },
	'position:getAll': { project: shop },
	'position:compareChecks': { project: shop },
	'position:getProblemQueries': { project: shop },
	'position:getDistribution': { project: shop },
	'position:getQueryDetails': (out) => ({
		project: shop,
		query: from(out, 'position:getAll', 'query'),
	}),
	'metric:get': { project: shop },
	'groupAnalytics:getAll': { project: shop },
	'groupAnalytics:getHistory': { project: shop, group: '1' },
	'groupAnalytics:getGrowth': { project: shop, group: '1' },
	'competitor:getAll': { project: shop },
	'competitor:getPositions': { project: shop },
	'competitor:getSettings': { project: shop },
	'competitor:setTracking': { project: shop, mode: 'off' },
	'competitor:setAutoCompetitors': { project: shop, source: 'top100' },
	'competitor:setType': (out) => ({
		project: shop,
		domain: 'rival-1.test',
		type: from(out, 'competitor:getSettings', 'domain_types.0.slug'),
	}),
	'recommendation:getAll': { project: shop },
	'recommendation:add': { project: shop, name: 'Vocabulary task' },
	'recommendation:get': (out) => ({
		project: shop,
		taskId: from(out, 'recommendation:add', 'task_id'),
	}),
	'recommendation:setStatus': (out) => ({
		project: shop,
		taskId: from(out, 'recommendation:add', 'task_id'),
	}),
	'recommendation:postpone': (out) => ({
		project: shop,
		taskId: from(out, 'recommendation:add', 'task_id'),
	}),
	'recommendation:recheck': (out) => ({
		project: shop,
		taskId: from(out, 'recommendation:add', 'task_id'),
	}),
	'event:create': { project: shop, name: 'Vocabulary event', date: '2026-11-01' },
	'event:getAll': { project: shop, returnAll: true },
	'event:update': (out) => ({
		project: shop,
		eventId: from(out, 'event:create', 'id'),
		updateFields: { name: 'Renamed' },
	}),
	'event:delete': (out) => ({
		project: shop,
		eventId: from(out, 'event:create', 'id'),
		confirmDeletion: true,
	}),
	'note:create': { project: shop, text: 'Vocabulary note' },
	'note:getAll': { project: shop, returnAll: true },
	'note:update': (out) => ({ project: shop, noteId: from(out, 'note:create', 'id'), text: 'New' }),
	'note:delete': (out) => ({
		project: shop,
		noteId: from(out, 'note:create', 'id'),
		confirmDeletion: true,
	}),
	'report:create': { project: shop },
	'report:get': (out) => ({ project: shop, reportId: from(out, 'report:create', 'report_id') }),
	'report:getAll': { project: shop },
	'report:getFile': (out) => ({
		project: shop,
		reportId: from(out, 'report:create', 'report_id'),
	}),
	'video:getModels': {},
	'video:generate': { prompt: 'A cat reads a rank report', waitForCompletion: false },
	'video:getResult': (out) => ({ reportId: from(out, 'video:generate', 'report_id') }),
	'video:edit': (out) => ({
		prompt: 'Make it blue',
		videoSource: 'url',
		videoUrl: 'https://example.com/clip.mp4',
		model: String(out.get('video:getModels')?.find((model) => model.can_edit_video)?.value),
		waitForCompletion: false,
	}),
	'balance:add': { sum: 1000 },
	'balance:update': (out) => ({
		paymentId: from(out, 'balance:add', 'payment_id'),
		externalId: 'vocabulary-1',
	}),
	'balance:confirm': { externalId: 'vocabulary-1' },
	'agent:listTools': {},
	'agent:callTool': {
		tool: { __rl: true, mode: 'list', value: 'list_projects' },
		argumentsMode: 'json',
		argumentsJson: '{}',
	},
	'account:register': { email: 'vocabulary@seo-tools.test', password: 'vocabulary-pass-1' },
	// Last of all runs: the account's API key stops working.
	'account:delete': { confirm: true },
};

/** A field of the `index`th item an earlier run gave, as a number (a declared ID field's type). */
const nth = (outputs: Outputs, key: string, index: number, path: string): number =>
	Number(from(new Map([[key, (outputs.get(key) ?? []).slice(index)]]), key, path));

const task = (key: string) => (out: Outputs) => ({ taskId: nth(out, key, 0, 'task_id') });

/**
 * A task read by its ID before these run: its status, read again until it is done (a read only),
 * so that the result is there to read.
 */
const READ_UNTIL_DONE: Record<string, string> = {
	'serp:getTaskResult': 'serp:getTaskStatus',
	'semantics:runProximityStep': 'semantics:getTask',
	'semantics:runURLTopStep': 'semantics:getTask',
	'semantics:runKeywordsCollectStep': 'semantics:getTask',
	'semantics:runKeywordsFilterStep': 'semantics:getTask',
	'semantics:runKeywordsAnalyseStep': 'semantics:getTask',
	'semantics:getStepResult': 'semantics:getTask',
	'semantics:addToProject': 'semantics:getTask',
};
const STATUS_READS = 5;

/**
 * What a declared operation needs besides its required fields' samples (declaredOperations.ts)
 * for the simulator to carry it out: records an earlier run created or listed.
 */
const DECLARED_INPUTS: Record<string, IDataObject | ((outputs: Outputs) => IDataObject)> = {
	'projectSettings:createProject': { domain: 'vocabulary-declared.example' },
	'folder:rename': (out) => ({ folderId: nth(out, 'folder:create', 0, 'folder_id'), name: 'New' }),
	'folder:setProjectFolders': (out) => ({
		folderIds: String(nth(out, 'folder:create', 0, 'folder_id')),
	}),
	'folder:delete': (out) => ({ folderId: nth(out, 'folder:create', 0, 'folder_id') }),
	'query:setURLs': (out) => ({
		items: JSON.stringify([
			{ query_id: nth(out, 'query:getAll', 1, 'id'), url: 'https://example-shop.ru/a' },
		]),
	}),
	'query:resetURLs': (out) => ({ queryIds: String(nth(out, 'query:getAll', 1, 'id')) }),
	'query:recalculate': (out) => ({ queryIds: String(nth(out, 'query:getAll', 1, 'id')) }),
	'query:setPosition': (out) => ({
		queryId: nth(out, 'query:getAll', 1, 'id'),
		searchSystemId: nth(out, 'projectSettings:getSearchEngines', 0, 'id'),
		position: 3,
		date: from(out, 'project:getAll', 'position_check_dates.0'),
	}),
	'query:addRecommended': (out) => ({
		ids: String(nth(out, 'query:getRecommended', 0, 'queries.0.id')),
	}),
	'urlGroup:create': { additionalFields: { urls: 'https://example-shop.ru/vocabulary' } },
	'urlGroup:update': (out) => ({ groupId: nth(out, 'urlGroup:create', 0, 'group_id') }),
	'urlGroup:changeUrls': (out) => ({
		urlIds: String(nth(out, 'urlGroup:create', 0, 'urls.0.url_id')),
		additionalFields: { groupName: 'Vocabulary' },
	}),
	'urlGroup:delete': (out) => ({
		additionalFields: { groupIds: String(nth(out, 'urlGroup:create', 0, 'group_id')) },
	}),
	'urlGroup:setGoals': (out) => ({
		goalIds: String(nth(out, 'urlGroup:getGoals', 0, 'goals.0.goal_id')),
	}),
	'member:add': { email: 'vocabulary@seo-tools.test' },
	'member:update': (out) => ({ accessId: nth(out, 'member:add', 0, 'access_id') }),
	'member:remove': (out) => ({ accessId: nth(out, 'member:add', 0, 'access_id') }),
	'member:leaveProject': { project: projectRef(SEED.projects.sharedRead) },
	'kpi:get': (out) => ({ kpiId: nth(out, 'kpi:calculate', 0, 'kpi_id') }),
	'kpi:delete': (out) => ({ kpiId: nth(out, 'kpi:calculate', 0, 'kpi_id') }),
	'geoProject:link': (out) => ({
		aiProjectId: nth(out, 'geoProject:getAll', 0, 'projects.0.ai_project_id'),
	}),
	'keywordResearch:getSemanticCoreCompetitors': { site: 'example-shop.ru' },
	'keywordResearch:buildSemanticCore': { site: 'example-shop.ru' },
	'keywordResearch:getSiteRegionality': { domain: 'example-shop.ru' },
	'keywordResearch:getWebmasterQueries': (out) => ({
		hostId: from(out, 'keywordResearch:getWebmasterSites', 'host_id'),
	}),
	'semantics:getTask': task('semantics:createTask'),
	'semantics:runCompetitorsStep': task('semantics:createTask'),
	'semantics:runProximityStep': task('semantics:createTask'),
	'semantics:runURLTopStep': task('semantics:createTask'),
	'semantics:runKeywordsCollectStep': task('semantics:createTask'),
	'semantics:runKeywordsFilterStep': task('semantics:createTask'),
	'semantics:runKeywordsAnalyseStep': task('semantics:createTask'),
	'semantics:getStepResult': task('semantics:createTask'),
	'semantics:addToProject': task('semantics:createTask'),
	'serp:getTaskStatus': task('serp:createTask'),
	'serp:getTaskResult': task('serp:createTask'),
	'serp:getTop10': { additionalFields: { queries: 'купить слона' } },
	'serp:getSearchVisibility': { additionalFields: { domains: 'example-shop.ru' } },
	'siteAnalysis:analyseSite': { domain: 'example-shop.ru' },
};

/** The hand-written operations, each run as RUNS says. */
const handWritten = ALL_RESOURCES.flatMap((resource) =>
	resource.operations
		.filter((operation) => !(operation instanceof ToolOperation))
		.map((operation) => `${resource.value}:${operation.value}`),
);

/**
 * The declared operations pass the tool's answer on in the service's own names, the project added
 * (docs/decisions/agent-catalog-operations.md#one-declaration-per-tool): one run each, after the
 * hand-written ones, every required field filled and no waiting.
 */
const declaredRuns = DECLARED.map((entry) => {
	const key = `${entry.resource}:${entry.operation.value}`;
	const extra = DECLARED_INPUTS[key] ?? {};
	return [
		key,
		(out: Outputs) => parametersOf(entry, typeof extra === 'function' ? extra(out) : extra),
	] as const;
});
const operations = [...handWritten, ...declaredRuns.map(([key]) => key)];

describe('output field names', () => {
	const h = useHarness();
	const outputs = new Map<string, IDataObject[]>();

	it('every operation has a run', () => {
		expect(handWritten.filter((key) => !RUNS[key])).toEqual([]);
		expect(Object.keys(RUNS).filter((key) => !handWritten.includes(key))).toEqual([]);
	});

	it('every operation runs', async () => {
		const failed: string[] = [];
		const all = [
			...Object.entries(RUNS).map(([key, run]) => {
				const [resource, operation] = key.split(':');
				const parameters = typeof run === 'function' ? run : () => run;
				return [key, (out: Outputs) => ({ resource, operation, ...parameters(out) })] as const;
			}),
			...declaredRuns,
		];
		// What needs a record a later operation makes, and deletions that end what others need,
		// run last, in this order.
		const LAST = [
			'kpi:get',
			'kpi:delete',
			'folder:delete',
			'query:deleteAll',
			'projectSettings:deleteProject',
			'account:delete',
		];
		const last = (key: string) => LAST.includes(key);
		const runs = [
			...all.filter(([key]) => !last(key)),
			...LAST.map((key) => all.find(([name]) => name === key)!),
		];
		for (const [key, parametersFor] of runs) {
			const status = runs.find(([name]) => name === READ_UNTIL_DONE[key]);
			for (let read = 0; status && read < STATUS_READS; read++) await h.run(status[1](outputs));
			const parameters = parametersFor(outputs);
			let result;
			try {
				result = await h.run(parameters, { continueOnFail: true });
			} catch (error) {
				failed.push(`${key}: ${(error as Error).message.split('\n').slice(0, 2).join(' ')}`);
				continue;
			}
			const items = result.output.map((item) => item.json);
			outputs.set(key, items);
			const error = items.find((item) => item.error !== undefined);
			if (result.status !== 'success' || error)
				failed.push(`${key}: ${String(error?.error ?? result.status)}`);
		}
		expect(failed).toEqual([]);
	});

	it('every field name of every operation is in the vocabulary', () => {
		expect(outputs.size).toBe(operations.length);
		const unknown = [...outputs].flatMap(([key, items]) =>
			[...new Set(items.flatMap((item) => Object.keys(item)))]
				.filter((name) => OUTPUT_VOCABULARY[name] === undefined)
				.map((name) => `${key}: ${name}`),
		);
		expect(unknown).toEqual([]);
	});

	it('every ID field and list of IDs, at any depth, is text (one type everywhere)', () => {
		const numbers: string[] = [];
		const visit = (value: unknown, where: string) => {
			if (Array.isArray(value)) value.forEach((entry) => visit(entry, where));
			else if (value && typeof value === 'object')
				for (const [name, entry] of Object.entries(value)) {
					const ids = /(^|_)id$/.test(name) ? [entry] : /(^|_)ids$/.test(name) ? entry : [];
					if (Array.isArray(ids) && ids.some((id) => typeof id === 'number'))
						numbers.push(`${where}: ${name}`);
					visit(entry, where);
				}
		};
		for (const [key, items] of outputs) if (key !== 'agent:callTool') visit(items, key);
		expect([...new Set(numbers)]).toEqual([]);
	});

	it('no item gives one ID under two names', () => {
		const twice = [...outputs].flatMap(([key, items]) =>
			items.flatMap((item) => {
				const ids = Object.entries(item).filter(
					([name, value]) => /_id$/.test(name) && name !== 'project_id' && value !== null,
				);
				return item.id === undefined
					? []
					: ids
							.filter(([, value]) => String(value) === String(item.id))
							.map(([name]) => `${key}: id and ${name}`);
			}),
		);
		expect([...new Set(twice)]).toEqual([]);
	});
});

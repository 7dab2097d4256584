/**
 * One name per fact: every operation runs once against the simulator and each field name of its
 * output is one of the vocabulary below (a fact the node or the service names); every ID field, at
 * any depth, is text; no item gives one ID under two names.
 */
import type { IDataObject } from 'n8n-workflow';
import { ALL_RESOURCES } from '../../../nodes/SeoTools/actions/allResources';
import { ToolOperation } from '../../../nodes/SeoTools/actions/toolOperation';
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
		toGroupId: from(out, 'queryGroup:create', 'group_id'),
	}),
	'queryGroup:delete': (out) => ({
		project: shop,
		groupIds: from(out, 'queryGroup:create', 'group_id'),
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
	// Last: the account's API key stops working.
	'account:delete': { confirm: true },
};

// The operations declared from one agent tool output the tool's answer in the service's own names
// with the project added (docs/decisions/agent-catalog-operations.md#one-declaration-per-tool); this
// vocabulary holds the names the node itself gives, so it runs the hand-written operations.
const operations = ALL_RESOURCES.flatMap((resource) =>
	resource.operations
		.filter((operation) => !(operation instanceof ToolOperation))
		.map((operation) => `${resource.value}:${operation.value}`),
);

describe('output field names', () => {
	const h = useHarness();
	const outputs = new Map<string, IDataObject[]>();

	it('every operation has a run', () => {
		expect(operations.filter((key) => !RUNS[key])).toEqual([]);
		expect(Object.keys(RUNS).filter((key) => !operations.includes(key))).toEqual([]);
	});

	it('every operation runs', async () => {
		const failed: string[] = [];
		for (const [key, run] of Object.entries(RUNS)) {
			const [resource, operation] = key.split(':');
			const parameters = typeof run === 'function' ? run(outputs) : run;
			let result;
			try {
				result = await h.run({ resource, operation, ...parameters }, { continueOnFail: true });
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

	it('every ID field, at any depth, is text (one type everywhere)', () => {
		const numbers: string[] = [];
		const visit = (value: unknown, where: string) => {
			if (Array.isArray(value)) value.forEach((entry) => visit(entry, where));
			else if (value && typeof value === 'object')
				for (const [name, entry] of Object.entries(value)) {
					if (/(^|_)id$/.test(name) && typeof entry === 'number') numbers.push(`${where}: ${name}`);
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

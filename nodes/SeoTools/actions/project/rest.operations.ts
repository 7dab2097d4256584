import { NodeOperationError, type IDataObject, type IExecuteFunctions, type INodeExecutionData } from 'n8n-workflow';
import { restApiRequest } from '../../transport/restApi';

import { returnAllProperties, takeLimit } from '../../shared/returnAll';
import { splitLines } from '../../shared/lists';
import type { OperationModule } from '../types';

/** Spec 4.7: domains are sent without protocol. */
function readDomain(ctx: IExecuteFunctions, itemIndex: number): string {
	const raw = String(ctx.getNodeParameter('domain', itemIndex, '')).trim();
	const domain = raw.replace(/^https?:\/\//i, '').replace(/\/.*$/, '').toLowerCase();
	if (!/^[a-z0-9.-]+\.[a-z0-9-]{2,}$/i.test(domain)) {
		throw new NodeOperationError(ctx.getNode(), `Domain: "${raw}" is not a domain name`, {
			itemIndex,
			description: 'Use a domain like example.com (a protocol or path is removed automatically).',
		});
	}
	return domain;
}

const domainField = {
	displayName: 'Domain',
	name: 'domain',
	type: 'string' as const,
	default: '',
	required: true,
	placeholder: 'example.com',
	description: 'Domain of the site, without protocol',
};

export const getManyProjects: OperationModule = {
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many projects',
	description: 'List own projects and projects shared with you, with the dates of finished position checks and audit errors',
	credential: 'account',
	properties: [...returnAllProperties()],
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const answer = await restApiRequest(this, { path: 'projects/list', retry: 'safe', itemIndex });
		const entries = takeLimit(this, itemIndex, (Array.isArray(answer.data) ? answer.data : []) as IDataObject[]);
		return entries.map((entry) => {
			const project = (entry.project ?? {}) as IDataObject;
			const updates = Array.isArray(entry.update) ? (entry.update as string[]) : [];
			return {
				json: {
					...project,
					position_check_dates: updates,
					last_position_check: updates.length ? updates[updates.length - 1] : null,
					audit_errors: entry.errors === false || entry.errors === undefined ? null : entry.errors,
				},
			};
		});
	},
};

export const getSearchSystems: OperationModule = {
	value: 'searchSystems',
	name: 'Get Search Systems',
	action: 'Get search systems for a new project',
	description: 'Step 1 of creating a project: the search engines and regions available for a domain',
	credential: 'account',
	properties: [domainField],
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const domain = readDomain(this, itemIndex);
		const answer = await restApiRequest(this, { path: 'projects/ss-list', body: { domain }, retry: 'safe', itemIndex });
		const data = (answer.data ?? {}) as IDataObject;
		// The API spells the key "search_sestem"; read both spellings.
		const systems = ((data.search_systems_with_regions as IDataObject[]) ?? []).map((entry) => {
			const system = (entry.search_sestem ?? entry.search_system ?? {}) as IDataObject;
			const regions = (entry.region ?? {}) as IDataObject;
			return {
				search_engine_id: system.id,
				name: system.name,
				domain: system.domain,
				slug: system.slug,
				regions: Object.entries(regions).map(([id, name]) => ({ id, name })),
			};
		});
		return [{ json: { domain, prepared: (data.prepared_search_systems as IDataObject[]) ?? [], search_systems: systems } }];
	},
};

export const suggestQueries: OperationModule = {
	value: 'suggestQueries',
	name: 'Suggest Queries',
	action: 'Suggest queries for a domain',
	description: 'Step 2 of creating a project: up to 500 phrases the domain already ranks for, most frequent first',
	credential: 'account',
	properties: [domainField, ...returnAllProperties()],
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const domain = readDomain(this, itemIndex);
		const answer = await restApiRequest(this, { path: 'projects/get-words', body: { domain }, retry: 'safe', itemIndex });
		const words = takeLimit(this, itemIndex, (Array.isArray(answer.data) ? answer.data : []) as string[]);
		return words.map((query, rank) => ({ json: { domain, rank: rank + 1, query } }));
	},
};

export const createProject: OperationModule = {
	value: 'create',
	name: 'Create',
	action: 'Create a project',
	description:
		'Step 3: create a project for a domain with search engines, regions and queries. Position checks then run on the quick-start schedule and consume your limits.',
	credential: 'account',
	properties: [
		domainField,
		{
			displayName: 'Search Systems',
			name: 'searchSystems',
			type: 'fixedCollection',
			typeOptions: { multipleValues: true },
			default: {},
			placeholder: 'Add Search System',
			description: 'Engines and regions from Get Search Systems; the first is the priority one. Empty: the two main engines, region Moscow.',
			options: [
				{
					displayName: 'Search System',
					name: 'system',
					values: [
						{ displayName: 'Search Engine ID', name: 'searchEngine', type: 'number', default: 1, description: '1 and 2: the two engines on desktop; 7 and 8: their mobile variants' },
						{
							displayName: 'Region ID',
							name: 'region',
							type: 'number',
							default: 0,
							required: true,
							description: 'The region ID (lr) as Get Search Systems lists it for this engine',
						},
					],
				},
			],
		},
		{
			displayName: 'Queries',
			name: 'keywords',
			type: 'string',
			typeOptions: { rows: 6 },
			default: '',
			description: 'Search queries, one per line (they go to the general group). Empty: the project is created without queries.',
		},
		{
			displayName: 'Dry Run',
			name: 'dryRun',
			type: 'boolean',
			default: false,
			description: 'Whether to only report how the service parsed the input, creating nothing',
		},
	],
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const domain = readDomain(this, itemIndex);
		const systems = ((this.getNodeParameter('searchSystems', itemIndex, {}) as IDataObject).system ?? []) as IDataObject[];
		const keywords = splitLines(this.getNodeParameter('keywords', itemIndex, ''));
		const dryRun = this.getNodeParameter('dryRun', itemIndex, false) as boolean;
		const body: IDataObject = { domain };
		for (const s of systems) {
			const region = Number(s.region);
			// Region ids are the service's (spec 4.7 ss-list); the node assumes none, not even Moscow's.
			if (!Number.isInteger(region) || region <= 0) {
				throw new NodeOperationError(this.getNode(), `Search Systems: Region ID must be a region ID from Get Search Systems (got "${String(s.region)}")`, { itemIndex, description: 'Nothing was sent.' });
			}
		}
		if (systems.length) body['search-systems'] = systems.map((s) => ({ search_engine: Number(s.searchEngine), search_region: Number(s.region) }));
		if (keywords.length) body['key-words'] = keywords;
		if (dryRun) body.debug = 1;
		const answer = await restApiRequest(this, { path: 'projects/add', body, retry: dryRun ? 'safe' : 'never', itemIndex });
		const data = (answer.data ?? {}) as IDataObject;
		if (dryRun) return [{ json: { dry_run: true, domain, parsed: data, message: answer.message } }];
		return [{ json: { dry_run: false, domain, project_id: String(data.project_id ?? ''), message: answer.message } }];
	},
};


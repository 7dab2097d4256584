import {
	NodeOperationError,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';
import { restApiRequest } from '../../../shared/transport';
import { splitLines } from '../../../shared/parts/parseIds';
import type { OperationModule } from '../types';
import { ID_RULE, idFrom } from '../../../shared/parts/idFrom';
import { aboutDomain, domainField, readDomain } from './domainField';
import { itemParameter } from '../../../shared/utils/itemParameter';

export class CreateProject implements OperationModule {
	readonly value = 'create';
	readonly name = 'Create';
	readonly action = 'Create a project';
	readonly description =
		'Step 3: create a project for a domain with search engines, regions and queries. Position checks then run on the quick-start schedule and consume your limits.';
	readonly credential = 'account';
	readonly properties: INodeProperties[] = [
		domainField,
		{
			displayName: 'Search Systems',
			name: 'searchSystems',
			type: 'fixedCollection',
			typeOptions: { multipleValues: true },
			default: {},
			placeholder: 'Add Search System',
			description:
				'Engines and regions from Get Search Systems; the first is the priority one. Empty: the two main engines, region Moscow.',
			options: [
				{
					displayName: 'Search System',
					name: 'system',
					values: [
						{
							displayName: 'Search Engine ID',
							name: 'searchEngine',
							type: 'number',
							default: 1,
							description: '1 and 2: the two engines on desktop; 7 and 8: their mobile variants',
						},
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
			description:
				'Search queries, one per line (they go to the general group). Empty: the project is created without queries.',
		},
		{
			displayName: 'Dry Run',
			name: 'dryRun',
			type: 'boolean',
			default: false,
			description: 'Whether to only report how the service parsed the input, creating nothing',
		},
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const domain = readDomain(ctx, itemIndex);
		const systems = (itemParameter<IDataObject>(ctx, 'searchSystems', itemIndex, {}).system ??
			[]) as IDataObject[];
		const keywords = splitLines(itemParameter(ctx, 'keywords', itemIndex, ''));
		const dryRun = itemParameter<boolean>(ctx, 'dryRun', itemIndex, false);
		const body: IDataObject = { domain: domain.sent };
		const searchSystems = systems.map((s) => {
			// Region ids are the service's (ss-list, docs/service/rest-api.md#projects); the node assumes
			// none, not even Moscow's.
			const region = idFrom(s.region);
			const engine = idFrom(s.searchEngine);
			if (region === undefined || region <= 0 || engine === undefined) {
				throw new NodeOperationError(
					ctx.getNode(),
					region === undefined || region <= 0
						? `Search Systems: Region ID must be a region ID from Get Search Systems (got "${String(s.region)}")`
						: `Search Systems: Search Engine must be a search engine ID (got "${String(s.searchEngine)}")`,
					{ itemIndex, description: `An ID is ${ID_RULE}. Nothing was sent.` },
				);
			}
			return { search_engine: engine, search_region: region };
		});
		if (searchSystems.length) body['search-systems'] = searchSystems;
		if (keywords.length) body['key-words'] = keywords;
		if (dryRun) body.debug = 1;
		const answer = await restApiRequest(ctx, {
			path: 'projects/add',
			body,
			retry: dryRun ? 'safe' : 'never',
			itemIndex,
			...aboutDomain(domain),
		});
		const data = (answer.data ?? {}) as IDataObject;
		if (dryRun)
			return [
				{ json: { dry_run: true, domain: domain.sent, parsed: data, message: answer.message } },
			];
		return [
			{
				json: {
					dry_run: false,
					domain: domain.sent,
					project_id: String(data.project_id ?? ''),
					message: answer.message,
				},
			},
		];
	}
}

import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { restApiRequest } from '../../../shared/transport';
import type { OperationModule } from '../types';
import { aboutDomain, domainField, readDomain } from './domainField';

export class GetSearchSystems implements OperationModule {
	readonly value = 'searchSystems';
	readonly name = 'Get Search Systems';
	readonly action = 'Get search systems for a new project';
	readonly description =
		'Step 1 of creating a project: the search engines and regions available for a domain';
	readonly credential = 'account';
	readonly properties: INodeProperties[] = [domainField];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const domain = readDomain(ctx, itemIndex);
		const answer = await restApiRequest(ctx, {
			path: 'projects/ss-list',
			body: { domain: domain.sent },
			retry: 'safe',
			itemIndex,
			...aboutDomain(domain),
		});
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
		return [
			{
				json: {
					domain: domain.sent,
					prepared: (data.prepared_search_systems as IDataObject[]) ?? [],
					search_systems: systems,
				},
			},
		];
	}
}

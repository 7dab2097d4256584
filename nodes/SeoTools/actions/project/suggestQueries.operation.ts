import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { restApiRequest } from '../../../shared/transport';
import { returnAllProperties, takeLimit } from '../../../shared/parts/returnAllProperties';
import type { OperationModule } from '../types';
import { aboutDomain, domainField, readDomain } from './domainField';

export class SuggestQueries implements OperationModule {
	readonly value = 'suggestQueries';
	readonly name = 'Suggest Queries';
	readonly action = 'Suggest queries for a domain';
	readonly description =
		'Step 2 of creating a project: up to 500 phrases the domain already ranks for, most frequent first';
	readonly credential = 'account';
	readonly properties: INodeProperties[] = [domainField, ...returnAllProperties()];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const domain = readDomain(ctx, itemIndex);
		const answer = await restApiRequest(ctx, {
			path: 'projects/get-words',
			body: { domain: domain.sent },
			retry: 'safe',
			itemIndex,
			...aboutDomain(domain),
		});
		const words = takeLimit(
			ctx,
			itemIndex,
			(Array.isArray(answer.data) ? answer.data : []) as string[],
		);
		return words.map((query, rank) => ({ json: { domain: domain.sent, rank: rank + 1, query } }));
	}
}

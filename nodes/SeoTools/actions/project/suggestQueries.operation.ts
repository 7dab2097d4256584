import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { restApiRequest } from '../../transport';
import { returnAllProperties, takeLimit } from '../../shared/returnAll';
import type { OperationModule } from '../types';
import { aboutDomain, domainField, readDomain } from './domainField';

export const suggestQueries: OperationModule = {
	value: 'suggestQueries',
	name: 'Suggest Queries',
	action: 'Suggest queries for a domain',
	description:
		'Step 2 of creating a project: up to 500 phrases the domain already ranks for, most frequent first',
	credential: 'account',
	properties: [domainField, ...returnAllProperties()],
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const domain = readDomain(this, itemIndex);
		const answer = await restApiRequest(this, {
			path: 'projects/get-words',
			body: { domain: domain.sent },
			retry: 'safe',
			itemIndex,
			...aboutDomain(domain),
		});
		const words = takeLimit(
			this,
			itemIndex,
			(Array.isArray(answer.data) ? answer.data : []) as string[],
		);
		return words.map((query, rank) => ({ json: { domain: domain.sent, rank: rank + 1, query } }));
	},
};

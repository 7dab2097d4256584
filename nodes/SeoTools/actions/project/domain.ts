import { NodeOperationError, type IExecuteFunctions } from 'n8n-workflow';

/** Spec 4.7: domains are sent without protocol. */
export function readDomain(ctx: IExecuteFunctions, itemIndex: number): string {
	const raw = String(ctx.getNodeParameter('domain', itemIndex, '')).trim();
	const domain = raw
		.replace(/^https?:\/\//i, '')
		.replace(/\/.*$/, '')
		.toLowerCase();
	if (!/^[a-z0-9.-]+\.[a-z0-9-]{2,}$/i.test(domain)) {
		throw new NodeOperationError(ctx.getNode(), `Domain: "${raw}" is not a domain name`, {
			itemIndex,
			description: 'Use a domain like example.com (a protocol or path is removed automatically).',
		});
	}
	return domain;
}

export const domainField = {
	displayName: 'Domain',
	name: 'domain',
	type: 'string' as const,
	default: '',
	required: true,
	placeholder: 'example.com',
	description: 'Domain of the site, without protocol',
};

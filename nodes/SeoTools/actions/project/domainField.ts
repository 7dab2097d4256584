import { NodeOperationError, type IExecuteFunctions } from 'n8n-workflow';
import { readDomainName } from '../../../shared/parts/readDomainName';
import { itemParameter } from '../../../shared/utils/itemParameter';

/** A domain read from the Domain field: the form sent, and the one the user reads. */
export interface Domain {
	/** What the service is sent: ASCII (A-labels), lower case, no www. (docs/decisions/node-conventions.md#domains-as-users-type-them). */
	sent: string;
	unicode: string;
}

/**
 * The Domain field of Get Search Systems, Suggest Queries and Create, read the one way
 * (shared/parts/readDomainName.ts); a name that is not a domain stops the item before anything is sent.
 */
export function readDomain(ctx: IExecuteFunctions, itemIndex: number): Domain {
	const raw = String(itemParameter(ctx, 'domain', itemIndex, ''));
	const reading = readDomainName(raw);
	if (!reading.ok) {
		throw new NodeOperationError(ctx.getNode(), `Domain: "${raw.trim()}" ${reading.rule}`, {
			itemIndex,
			description:
				'A domain is labels of letters (any script), digits and hyphens separated by dots, like example.com or магазин.рф. A protocol, www., a port, a path or a query are removed automatically. Nothing was sent.',
		});
	}
	return { sent: reading.ascii, unicode: reading.unicode };
}

/** Names the domain in the service's errors, both forms when they differ. */
export const domainSent = (domain: Domain) =>
	`domain sent: ${domain.sent}${domain.unicode === domain.sent ? '' : ` (${domain.unicode})`}`;

/**
 * What a call about a domain adds to the service's errors: the domain sent, and what the REST API's
 * 404 `Domain not found` means (docs/service/errors.md#rest-api-codes: the service found no domain
 * in the request).
 */
export const aboutDomain = (domain: Domain) => ({
	about: domainSent(domain),
	hints: {
		404: 'The service found no domain it could use in the request. The domain sent is named above: check that it is the site’s domain.',
	},
});

export const domainField = {
	displayName: 'Domain',
	name: 'domain',
	type: 'string' as const,
	default: '',
	required: true,
	placeholder: 'example.com',
	description:
		'Domain of the site, in any script (магазин.рф); a pasted address is reduced to its domain',
};

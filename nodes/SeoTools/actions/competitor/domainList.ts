import { NodeOperationError, type IExecuteFunctions, type INodeProperties } from 'n8n-workflow';
import { readDomainName } from '../../../shared/parts/readDomainName';
import { itemParameter } from '../../../shared/utils/itemParameter';

/**
 * The most domains a competitor list takes: "up to 20 domains; the list is replaced entirely"
 * (docs/service/agent-interface.md#catalog-sections, set_competitor_tracking and set_auto_competitors).
 */
export const MAX_COMPETITOR_DOMAINS = 20;

/** A list of domains typed as text: one per line or separated by commas. */
export function domainListField(overrides: Partial<INodeProperties> = {}): INodeProperties {
	return {
		displayName: 'Domains',
		name: 'domains',
		type: 'string',
		typeOptions: { rows: 4 },
		default: '',
		placeholder: 'competitor-one.com, competitor-two.com',
		description: `Up to ${MAX_COMPETITOR_DOMAINS} domains, one per line or separated by commas. The list replaces the current one entirely.`,
		...overrides,
	} as INodeProperties;
}

/**
 * A domain typed by the user, in the form the service is sent (docs/decisions/node-conventions.md#domains-as-users-type-them), or an error naming the field before anything is sent.
 */
export function competitorDomain(
	ctx: IExecuteFunctions,
	itemIndex: number,
	label: string,
	typed: string,
): string {
	const reading = readDomainName(typed);
	if (reading.ok) return reading.ascii;
	throw new NodeOperationError(ctx.getNode(), `${label}: "${typed.trim()}" ${reading.rule}`, {
		itemIndex,
		description:
			'A domain is labels of letters (any script), digits and hyphens separated by dots, like example.com. Nothing was sent.',
	});
}

/**
 * The domains of the Domains field, each once. A list longer than `max`, or an empty one when
 * `required`, fails naming the field before anything is sent.
 */
export function domainList(
	ctx: IExecuteFunctions,
	itemIndex: number,
	rule: { required: boolean; max?: number },
): string[] | undefined {
	const raw = itemParameter<string | string[]>(ctx, 'domains', itemIndex, '');
	const parts = Array.isArray(raw) ? raw.map(String) : String(raw ?? '').split(/[\n,;]+/);
	const typed = parts.filter((part) => part.trim());
	const domains = [
		...new Set(typed.map((part) => competitorDomain(ctx, itemIndex, 'Domains', part))),
	];
	const fail = (message: string) =>
		new NodeOperationError(ctx.getNode(), message, {
			itemIndex,
			description: 'Nothing was sent. Write one domain per line or separate them by commas.',
		});
	if (rule.max !== undefined && domains.length > rule.max)
		throw fail(`Domains: at most ${rule.max} domains, and ${domains.length} were given`);
	if (rule.required && domains.length === 0) throw fail('Domains: give at least one domain');
	return domains.length ? domains : undefined;
}

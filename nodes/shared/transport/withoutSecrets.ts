import type { INodeExecutionData } from 'n8n-workflow';
import { secretsOf } from './rememberSecrets';
import { REDACTED } from './redact';
import { secretForms } from './secretForms';

/** The forms of every secret, longest first: a form that contains another is cut whole. */
function formsOf(secrets: string[]): string[] {
	const forms = new Set(secrets.flatMap(secretForms));
	return [...forms].sort((a, b) => b.length - a.length);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One pass over a string finds any form of any secret; a string shorter than the shortest form
 * (most of an answer's values: numbers as text, dates, names) cannot hold one and is not searched.
 */
interface Matcher {
	pattern: RegExp;
	shortest: number;
}

function matcherFor(secrets: string[]): Matcher {
	const forms = formsOf(secrets);
	return {
		pattern: new RegExp(forms.map(escaped).join('|'), 'g'),
		shortest: forms[forms.length - 1].length,
	};
}

/**
 * The value with every string cleared of the secrets; the same object when nothing matched, so
 * a large listing without any echo is walked, not copied (200,000 rows of Query → Get Many).
 * Only the path to a changed string is copied: the items the node received are never changed.
 */
function cleared(value: unknown, matcher: Matcher): unknown {
	if (typeof value === 'string') {
		if (value.length < matcher.shortest) return value;
		const { pattern } = matcher;
		pattern.lastIndex = 0;
		return pattern.test(value) ? value.replace(pattern, REDACTED) : value;
	}
	if (typeof value !== 'object' || value === null) return value;
	if (Array.isArray(value)) {
		let copy: unknown[] | undefined;
		for (let i = 0; i < value.length; i++) {
			const inner = value[i] as unknown;
			const next = cleared(inner, matcher);
			if (next !== inner) (copy ??= value.slice())[i] = next;
		}
		return copy ?? value;
	}
	let copy: Record<string, unknown> | undefined;
	const record = value as Record<string, unknown>;
	for (const key in record) {
		const inner = record[key];
		const next = cleared(inner, matcher);
		if (next !== inner) (copy ??= { ...record })[key] = next;
	}
	return copy ?? value;
}

/**
 * Clears the output items of every secret this execution holds, whatever the service echoed
 * (a video task's `request`, an answer quoting the request URL). Binary data is left alone. The
 * array is changed in place (it is the node's own output); an item whose json changed is a new
 * item object.
 */
export async function withoutSecrets(
	ctx: object,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const secrets = secretsOf(ctx);
	if (!secrets.length) return items;
	const matcher = matcherFor(secrets);
	for (let i = 0; i < items.length; i++) {
		const item = items[i];
		const json = cleared(item.json, matcher) as INodeExecutionData['json'];
		if (json !== item.json) items[i] = { ...item, json };
	}
	return items;
}

/**
 * A site's domain as users type or paste it, read into the form the service is sent
 * (docs/decisions/node-conventions.md#domains-as-users-type-them): any script, any case, a trailing dot, `www.`,
 * a protocol, path, port, query or user part around it. The result is the ASCII form (A-labels,
 * `магазин.рф` → `xn--80aj2ahcb.xn--p1ai`), the form host names take in DNS and in URLs.
 */

export type DomainReading =
	| { ok: true; ascii: string; unicode: string }
	| { ok: false; rule: string };

/** Dots as some keyboards and IME write them; UTS #46 reads them as dots. */
const DOTS = /[\u3002\uff0e\uff61]/g;
/** What a label may hold as typed: letters and digits of any script, combining marks, hyphens. */
const LABEL_CHARACTER = /^[\p{L}\p{N}\p{M}-]$/u;
const MAX_LABEL = 63;
const MAX_NAME = 253;

const refuse = (rule: string): DomainReading => ({ ok: false, rule });

/** The host part of what was typed: scheme, user part, port, path, query and fragment dropped. */
function hostOf(typed: string): string {
	let rest = typed.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/^\/\//, '');
	rest = rest.replace(/[/?#\\].*$/s, '');
	rest = rest.slice(rest.lastIndexOf('@') + 1);
	return rest.replace(/:\d*$/, '');
}

/**
 * The ASCII form by the WHATWG URL parser's domain-to-ASCII (UTS #46: case folding, NFC, Punycode),
 * a global of every JavaScript runtime n8n runs on; undefined when it refuses the name.
 */
function toAscii(name: string): string | undefined {
	try {
		return new URL(`http://${name}/`).hostname;
	} catch {
		return undefined;
	}
}

/** The labels as typed, `www.` dropped, or the rule they break (structure only, any script). */
function typedLabels(text: string): string[] | { rule: string } {
	let name = hostOf(text).replace(DOTS, '.');
	if (!name) return { rule: 'has no domain in it; enter one like example.com' };
	if (/\s/.test(name)) return { rule: 'contains a space; a domain has none' };
	if (name.endsWith('.')) name = name.slice(0, -1); // the root's dot: example.com. is example.com
	const odd = [...name].find((ch) => ch !== '.' && !LABEL_CHARACTER.test(ch));
	if (odd !== undefined)
		return {
			rule: `contains "${odd}", which a domain cannot have (letters, digits, hyphens and dots only)`,
		};
	const labels = name.split('.');
	if (labels.some((label) => label === ''))
		return { rule: 'has an empty label (two dots in a row, or a dot at the start or end)' };
	if (labels.length < 2)
		return { rule: 'is a single label; a site’s domain has a name and a zone, like example.com' };
	const hyphenated = labels.find((label) => label.startsWith('-') || label.endsWith('-'));
	if (hyphenated !== undefined)
		return { rule: `has a label that starts or ends with a hyphen ("${hyphenated}")` };
	if (/^\d+$/.test(labels[labels.length - 1]))
		return { rule: 'ends in a number; an IP address is not a domain' };
	// www. names the same site as the domain itself (the service keeps it as a mirror).
	return labels.length > 2 && labels[0].toLowerCase() === 'www' ? labels.slice(1) : labels;
}

/** The DNS lengths (RFC 1035), counted on the form sent; undefined when they hold. */
function lengthRule(labels: string[], ascii: string): string | undefined {
	const asciiLabels = ascii.split('.');
	const long = asciiLabels.findIndex((label) => label.length > MAX_LABEL);
	if (long !== -1) {
		const typed = labels[long] ?? asciiLabels[long];
		const sent =
			asciiLabels[long] === typed.toLowerCase() ? '' : ` (as sent: ${asciiLabels[long].length})`;
		return `has a label longer than ${MAX_LABEL} characters ("${typed.slice(0, 20)}…", ${[...typed].length} characters${sent})`;
	}
	if (ascii.length > MAX_NAME)
		return `is longer than ${MAX_NAME} characters in the form sent (${ascii.length})`;
	return undefined;
}

export function readDomainName(typed: string): DomainReading {
	const text = typed.trim();
	if (!text) return refuse('is empty; enter the site’s domain, like example.com');
	const labels = typedLabels(text);
	if (!Array.isArray(labels)) return refuse(labels.rule);
	const unicode = labels.join('.').normalize('NFC').toLowerCase();
	const ascii = toAscii(unicode);
	if (ascii === undefined || !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(ascii))
		return refuse('is not a valid internationalised domain name');
	const tooLong = lengthRule(labels, ascii);
	return tooLong ? refuse(tooLong) : { ok: true, ascii, unicode };
}

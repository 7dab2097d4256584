import { LoggerProxy } from 'n8n-workflow';
import type { Simulator } from '../../simulator';
import { figures } from './report';

/**
 * Everything a user or an operator could see: error messages and descriptions, output items,
 * the whole run data, and what went through n8n's logger or the console. The suite adds to it
 * as it runs and searches it once at the end, for every secret any part of the suite saw.
 */
const seen: string[] = [];

/**
 * What was searched as it arrived instead (the load's 10,000 items: keeping them would distort
 * its heap figure), for the secrets known at that moment.
 */
const searchedAtOnce = { texts: 0, bytes: 0, forms: new Set<string>(), found: [] as string[] };

/** Node runs handed to the search (every run of the suite goes through one harness wrapper). */
let runs = 0;

const asText = (text: unknown) => (typeof text === 'string' ? text : JSON.stringify(text));
const present = (texts: unknown[]) =>
	texts.filter((text) => text !== undefined && text !== null).map(asText);

export function observe(...texts: unknown[]): void {
	seen.push(...present(texts));
}

export function countRun(): void {
	runs++;
}

/** Searches these texts now, for these secrets, and keeps only the counts and any finding. */
export function searchAtOnce(secrets: string[], ...texts: unknown[]): void {
	const list = present(texts);
	const forms = secretForms(secrets);
	searchedAtOnce.texts += list.length;
	searchedAtOnce.bytes += list.reduce((n, t) => n + t.length, 0);
	for (const form of forms) searchedAtOnce.forms.add(form);
	searchedAtOnce.found.push(...findLeaks(list, forms));
}

/** Routes n8n's logger and the console into what the suite observes. */
export function captureLogs(): () => void {
	const record = (level: string) => (message: unknown, meta?: unknown) =>
		observe(`[${level}] ${String(message)}`, meta);
	LoggerProxy.init({
		error: record('error'),
		warn: record('warn'),
		info: record('info'),
		debug: record('debug'),
	} as unknown as Parameters<typeof LoggerProxy.init>[0]);
	const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
		jest
			.spyOn(console, level)
			.mockImplementation((...args: unknown[]) =>
				observe(`[console.${level}] ${args.map(String).join(' ')}`),
			),
	);
	return () => spies.forEach((spy) => spy.mockRestore());
}

/** The tokens a simulator issued, read from what clients sent back to it. */
export function issuedTokens(sim: Simulator): string[] {
	const tokens = sim.requests.flatMap((r) => [r.headers.token, r.headers['refresh-token']]);
	return tokens.filter((t): t is string => typeof t === 'string' && t.length > 20);
}

/** Each secret raw, URL-encoded and Base64-encoded whole (without padding, both alphabets). */
export const secretForms = (secrets: string[]) => [
	...new Set(
		secrets
			.filter(Boolean)
			.flatMap((s) => [
				s,
				encodeURIComponent(s),
				Buffer.from(s).toString('base64').replace(/=+$/, ''),
				Buffer.from(s).toString('base64url'),
			]),
	),
];

/** Where any form of a secret occurs in the texts (the first place for each form). */
export function findLeaks(texts: string[], forms: string[]): string[] {
	const found: string[] = [];
	for (const form of forms) {
		const where = texts.findIndex((text) => text.includes(form));
		if (where !== -1) found.push(`${form.slice(0, 6)}… in: ${texts[where].slice(0, 160)}`);
	}
	return found;
}

/** Searches everything observed for each secret, in each of its forms; records the figures. */
export function searchLeaks(secrets: string[]): string[] {
	const forms = secretForms(secrets);
	const found = [...searchedAtOnce.found, ...findLeaks(seen, forms)];
	figures.leaks = {
		runs,
		texts: seen.length + searchedAtOnce.texts,
		bytes: seen.reduce((n, t) => n + t.length, searchedAtOnce.bytes),
		secrets: new Set([...forms, ...searchedAtOnce.forms]).size,
		found,
	};
	return found;
}

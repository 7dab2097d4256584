import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from './built-package';

/**
 * Lets the bench sample memory right after each synchronous parse of an answer, from outside the
 * package (nothing in nodes/ knows about it). A 50,000-row page is parsed in one synchronous call,
 * during which no timer fires, so a timer alone would miss what the parse holds at its end (the
 * body's bytes and the parsed rows together).
 *
 * Two places are wrapped for the duration of a run: the built package's exported
 * `parseJsonBody` (found by its export in dist/, wherever the transport keeps it; tsc's CommonJS
 * calls it through the module object, so replacing the export reaches every caller), and
 * `JSON.parse` for texts of 64 KiB or more (a body parsed whole). Each returns its count, so a
 * run can tell that the hook saw the parses rather than silently measuring without it.
 */
const PARSER_EXPORT = 'parseJsonBody';
const LARGE_TEXT = 64 * 1024;

function builtParserModules(dir = join(DIST, 'nodes')): string[] {
	const found: string[] = [];
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) found.push(...builtParserModules(path));
		else if (
			entry.name.endsWith('.js') &&
			readFileSync(path, 'utf8').includes(`exports.${PARSER_EXPORT} =`)
		)
			found.push(path);
	}
	return found;
}

type Parser = (...args: unknown[]) => unknown;

export interface ParseHook {
	/** Parses seen since the hook was installed. */
	parses: () => number;
	undo: () => void;
}

export function afterEachParse(after: () => void): ParseHook {
	let parses = 0;
	const undos: Array<() => void> = [];
	for (const file of builtParserModules()) {
		// eslint-disable-next-line @typescript-eslint/no-require-imports -- the built module n8n-core's run loads
		const module = require(file) as Record<string, Parser>;
		const original = module[PARSER_EXPORT];
		module[PARSER_EXPORT] = function (this: unknown, ...args: unknown[]) {
			const result = original.apply(this, args);
			parses++;
			after();
			return result;
		};
		undos.push(() => {
			module[PARSER_EXPORT] = original;
		});
	}
	const jsonParse = JSON.parse;
	JSON.parse = function (text: string, reviver?: Parameters<typeof JSON.parse>[1]) {
		const result: unknown = jsonParse(text, reviver);
		if (typeof text === 'string' && text.length >= LARGE_TEXT) {
			parses++;
			after();
		}
		return result;
	};
	undos.push(() => {
		JSON.parse = jsonParse;
	});
	return { parses: () => parses, undo: () => undos.forEach((undo) => undo()) };
}

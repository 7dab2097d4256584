import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MODULES } from './built-package';

/**
 * Lets the bench sample memory right after each parse of an answer, from outside the package
 * (nothing in nodes/ knows about it). A body gathered whole is parsed in one synchronous call,
 * during which no timer fires, so a timer alone would miss what the parse holds at its end (the
 * body's bytes and the parsed rows together); an answer read as a stream is parsed between its
 * chunks, where the timer fires too, and is sampled once more when it is read.
 *
 * Three places are wrapped for the duration of a run: the built package's exported
 * `parseJsonBody` and `readWithin` (a streamed answer; found by their exports in tsc's modules, wherever
 * the transport keeps them; tsc's CommonJS calls them through the module object, so replacing
 * the export reaches every caller), and `JSON.parse` for texts of 64 KiB or more (a body parsed
 * whole). Each returns its count, so a run can tell that the hook saw the parses rather than
 * silently measuring without it.
 */
const PARSER_EXPORTS = ['parseJsonBody', 'readWithin'];
const LARGE_TEXT = 64 * 1024;

/** Built modules and the parser each exports. */
function builtParserModules(dir = join(MODULES, 'nodes')): Array<[string, string]> {
	const found: Array<[string, string]> = [];
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) found.push(...builtParserModules(path));
		else if (entry.name.endsWith('.js')) {
			const text = readFileSync(path, 'utf8');
			for (const name of PARSER_EXPORTS)
				if (text.includes(`exports.${name} =`)) found.push([path, name]);
		}
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
	const parsed = () => {
		parses++;
		after();
	};
	for (const [file, name] of builtParserModules()) {
		// eslint-disable-next-line @typescript-eslint/no-require-imports -- the built module n8n-core's run loads
		const module = require(file) as Record<string, Parser>;
		const original = module[name];
		module[name] = function (this: unknown, ...args: unknown[]) {
			const result = original.apply(this, args);
			if (result instanceof Promise) return result.finally(parsed);
			parsed();
			return result;
		};
		undos.push(() => {
			module[name] = original;
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

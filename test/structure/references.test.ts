/**
 * Every reference in the code and the docs can be followed inside the repository
 * (docs/service/README.md): the service's documentation is cited through the pages of
 * docs/service/, never by its own section numbers; a reason is cited as a section of
 * docs/decisions/ (a page and its heading), never as a number in a tracker readers do not have; a path names a file or
 * folder that exists (a page may name a source file by its path below nodes/SeoTools/ or nodes/, as
 * `shared/parts/video/reserveVideoSlot.ts`); and a link to a Markdown page's `#anchor` opens a heading that
 * exists.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { ROOT } from './imports';
import { githubAnchors } from './markdownAnchors';

const FOLDERS = ['nodes', 'credentials', 'simulator', 'test', 'scripts', 'dev', 'docs', 'packages'];
const ROOT_FILES = ['README.md', 'CONTRIBUTING.md'];
const TEXT = /\.(ts|js|mjs|cjs|md)$/;

function filesBelow(folder: string): string[] {
	const walk = (dir: string): string[] =>
		readdirSync(dir).flatMap((name) => {
			if (name === 'node_modules' || name === 'dist') return [];
			const path = join(dir, name);
			if (statSync(path).isDirectory()) return walk(path);
			return TEXT.test(name) ? [relative(ROOT, path)] : [];
		});
	return walk(join(ROOT, folder));
}

/** This file's own examples lead nowhere on purpose. */
const SELF = relative(ROOT, __filename);
const FILES = [...FOLDERS.flatMap(filesBelow), ...ROOT_FILES].filter((f) => f !== SELF).sort();
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** A numbered section of a document the repository does not hold, or a tracker's number. */
const OUTSIDE = [
	/\b(?:spec|http-api(?:\.md)?|agent[- ]interface(?:\.md)?)\b[\s(§]*\d/i,
	/\bissues?\s*#?\d/i,
	/(?<![\w/[(])(?:http-api|agent-interface)\.md/,
	/\bshared\/spec\//,

	// A catalog section of the agent interface is numbered in docs/service/agent-interface.md.
	/(?<!catalog )\bsection\s+\d/i,
	/§\s*\d/,
];
/** Numbered sections of RFCs and other published standards stay citable. */
const STANDARD = /\b(?:RFC|JSON-RPC|MCP)\b[^.;]{0,40}$/;

function outsideReferences(text: string): string[] {
	const found: string[] = [];
	for (const pattern of OUTSIDE) {
		const global = new RegExp(pattern.source, pattern.flags + 'g');
		for (const match of text.matchAll(global)) {
			const before = text.slice(Math.max(0, match.index - 40), match.index);
			if (!STANDARD.test(before)) found.push(match[0].trim());
		}
	}
	return found;
}

/** A path from the repository's root: a top folder, then the rest of the path. */
const ROOT_PATH = new RegExp(
	`(?<=^|[\\s\`'"(\\[,])((?:${[...FOLDERS, 'examples'].join('|')})/[\\w./*<>{}$-]*)(#[\\w-]+)?`,
	'gm',
);
/** A pattern or a template (`docs/decisions*.md`, `docs/service/<page>.md`) names no one file. */
const PATTERN = /[*<>{}$]/;
/** The comments of a source file: what it cites (its strings are data, not references). */
const COMMENT = /\/\*[\s\S]*?\*\/|(?<![:'"\w])\/\/.*$/gm;
const cited = (file: string, text: string) =>
	file.endsWith('.md') ? text : [...text.matchAll(COMMENT)].map((m) => m[0]).join('\n');

/** A relative Markdown link: `[text](path#anchor)`. */
const MARKDOWN_LINK = /\]\((?!https?:|mailto:)([^)\s#]*)(#[^)\s]+)?\)/g;

type Reference = { target: string; anchor?: string };

function references(file: string, text: string): Reference[] {
	const found: Reference[] = [];
	for (const match of cited(file, text).matchAll(ROOT_PATH)) {
		if (PATTERN.test(match[1])) continue;
		const target = match[1].replace(/[.,/]+$/, '');
		found.push({ target, anchor: match[2]?.slice(1) });
	}
	if (file.endsWith('.md')) {
		for (const match of text.matchAll(MARKDOWN_LINK)) {
			const target = match[1] ? normalize(join(dirname(file), match[1])) : file;
			found.push({ target, anchor: match[2]?.slice(1) });
		}
	}
	return found;
}

/** A source file a page names in backticks, often by its path below nodes/SeoTools/ or nodes/. */
const NAMED_SOURCE = /`([\w./-]+\.ts)`/g;
const ALL_PATHS = FOLDERS.flatMap((folder) => filesBelow(folder));

function namedSources(file: string, text: string): string[] {
	if (!file.endsWith('.md')) return [];
	return [...text.matchAll(NAMED_SOURCE)]
		.map((m) => m[1])
		.filter(
			(name) =>
				!existsSync(join(ROOT, name)) &&
				!existsSync(join(ROOT, dirname(file), name)) &&
				!ALL_PATHS.some((path) => path.endsWith(`/${name}`)),
		)
		.map((name) => `${name}: no file of the repository has this path`);
}

function broken(file: string, text: string): string[] {
	return namedSources(file, text).concat(
		references(file, text).flatMap(({ target, anchor }) => {
			if (!existsSync(join(ROOT, target))) return [`${target}: no such file or folder`];
			if (!anchor || !target.endsWith('.md')) return [];
			return githubAnchors(read(target)).has(anchor)
				? []
				: [`${target}#${anchor}: no such heading`];
		}),
	);
}

describe('references lead inside the repository', () => {
	const join2 = (...parts: string[]) => parts.join(' ');

	it('recognises a numbered section of an outside document, but not of a standard', () => {
		expect(outsideReferences(`as ${join2('spec', '4.6')} says`)).toHaveLength(1);
		expect(outsideReferences(`(${join2('http-api', '3.4')})`)).toHaveLength(1);
		expect(outsideReferences(`since ${join2('issue', '25')}`)).toHaveLength(1);
		expect(outsideReferences(`what ${'agent-interface'}.md promises`)).toHaveLength(1);
		expect(outsideReferences('see [agent-interface.md](agent-interface.md#transport)')).toEqual([]);
		expect(outsideReferences(`RFC 9110 ${join2('section', '15.6.4')}`)).toEqual([]);
		expect(outsideReferences('RFC 6585 §4 makes')).toEqual([]);
		expect(outsideReferences('the spec says nothing')).toEqual([]);
	});

	it('recognises paths and anchors that lead nowhere', () => {
		expect(
			broken('docs/x.md', 'see `docs/service/README.md` and [a](service/limits.md#tools-api)'),
		).toEqual([]);
		expect(broken('docs/x.md', 'see docs/nothing-here.md')).toEqual([
			'docs/nothing-here.md: no such file or folder',
		]);
		expect(broken('nodes/x.ts', '// docs/service/limits.md#no-such-heading')).toEqual([
			'docs/service/limits.md#no-such-heading: no such heading',
		]);
		expect(broken('nodes/x.ts', '// docs/decisions*.md and docs/service/<page>.md')).toEqual([]);
		expect(
			broken('docs/x.md', 'see `shared/parts/video/reserveVideoSlot.ts` and `gone/nowhere.ts`'),
		).toEqual(['gone/nowhere.ts: no file of the repository has this path']);
	});

	it.each(FILES)('%s cites no numbered section of an outside document nor a tracker', (file) => {
		expect(outsideReferences(read(file))).toEqual([]);
	});

	it.each(FILES)('%s names only paths and headings that exist', (file) => {
		expect(broken(file, read(file))).toEqual([]);
	});

	it("recognises the service's documentation under another name", () => {
		expect(otherNames("// as the document says; the spec's default")).toEqual([
			'the document',
			'the spec',
		]);
		expect(otherNames('// the service\'s documentation; a spec file; "the spec"')).toEqual([]);
	});

	it.each(FILES)("%s calls the service's documentation by one name", (file) => {
		expect(otherNames(cited(file, read(file)))).toEqual([]);
	});
});

/** Other names for the service's documentation (docs/service/README.md gives the one name). */
function otherNames(text: string): string[] {
	return [
		...text.matchAll(/(?<!")\b(?:the|its|agent) (?:document|spec|specification)\b(?!")/gi),
	].map((m) => m[0]);
}

import { BOOLEAN_PREFIXES, PARAM_TYPES } from './params';
import { SECTION_4_3 } from './section-4-3';
import { SECTION_4_4 } from './section-4-4';
import { SECTION_4_5 } from './section-4-5';
import { SECTION_4_6 } from './section-4-6';
import { SECTION_4_7 } from './section-4-7';
import { SECTION_4_8 } from './section-4-8';
import { SECTION_4_9 } from './section-4-9';
import { SECTION_4_10 } from './section-4-10';
import { SECTION_4_11 } from './section-4-11';
import type { CatalogRow, CatalogSection, ParamSchema } from './types';

export type { CatalogRow, CatalogSection, ParamSchema } from './types';

/** Every named tool of the document, section by section (4.11+ unnamed tools are left out). */
export const SECTIONS: CatalogSection[] = [
	SECTION_4_3,
	SECTION_4_4,
	SECTION_4_5,
	SECTION_4_6,
	SECTION_4_7,
	SECTION_4_8,
	SECTION_4_9,
	SECTION_4_10,
	SECTION_4_11,
];

/** Who may call a tool on a project: any member, members with write access, or the owner only. */
export type Rights = 'read' | 'member' | 'write' | 'owner';

export interface ParamSpec {
	name: string;
	required: boolean;
	schema: ParamSchema;
}

export interface CatalogTool {
	name: string;
	section: CatalogSection;
	mutating: boolean;
	destructive: boolean;
	long: boolean;
	/** `project`: project_id required; `account`: none; `project-optional`: may be given. */
	scope: 'project' | 'account' | 'project-optional';
	rights: Rights;
	params: ParamSpec[];
	/** The tools/list entry as sent on the wire. */
	definition: Record<string, unknown>;
}

export const META_PREFIX = 'seo-tools';

function paramSchema(name: string, values: string | undefined): ParamSchema {
	const known = PARAM_TYPES[name] ?? (BOOLEAN_PREFIXES.some((p) => name.startsWith(p)) ? { type: 'boolean' } : { type: 'string' });
	return values ? { ...known, type: 'string', enum: values.split('|') } : { ...known };
}

function parseParams(notation: string): ParamSpec[] {
	return notation
		.split(',')
		.map((part) => part.trim())
		.filter(Boolean)
		.map((part) => {
			const [head, values] = part.split(':');
			const required = head.endsWith('!');
			const name = required ? head.slice(0, -1) : head;
			return { name, required, schema: paramSchema(name, values) };
		});
}

function describe(section: CatalogSection, row: CatalogRow, long: boolean, destructive: boolean): string {
	const parts = [`[${section.id} ${section.title}]`];
	if (row.about) parts.push(`${row.about}.`);
	if (destructive) parts.push('Destructive: deletes irreversibly.');
	if (long) parts.push('Long: queues a task and returns report_id; call the tool again with that report_id until the result is ready.');
	return parts.join(' ');
}

function buildTool(section: CatalogSection, row: CatalogRow): CatalogTool {
	const flags = row.flags.split(',').filter(Boolean);
	const destructive = flags.includes('D');
	const mutating = destructive || flags.includes('M');
	const long = flags.includes('L');
	const scope = section.scope === 'account' ? 'account' : (row.scope ?? 'project');
	const params = parseParams(row.params);
	// Rule 4: every long tool is polled with report_id, also where the row does not list it (site_analysis).
	if (long && !params.some((p) => p.name === 'report_id')) params.push({ name: 'report_id', required: false, schema: { ...PARAM_TYPES.report_id } });
	if (scope !== 'account') {
		params.unshift({ name: 'project_id', required: scope === 'project', schema: { ...PARAM_TYPES.project_id } });
	}
	const rights: Rights = row.rights ?? (mutating ? 'write' : 'read');
	const properties = Object.fromEntries(params.map((p) => [p.name, p.schema]));
	const required = params.filter((p) => p.required).map((p) => p.name);
	// Spec 4.1: M gets readOnlyHint false, D destructiveHint true, the rest only read. MCP's
	// default destructiveHint is true, so plain mutating tools say false explicitly.
	const annotations = destructive
		? { readOnlyHint: false, destructiveHint: true }
		: mutating
			? { readOnlyHint: false, destructiveHint: false }
			: { readOnlyHint: true };
	const definition = {
		name: row.name,
		description: describe(section, row, long, destructive),
		inputSchema: { type: 'object', properties, ...(required.length ? { required } : {}) },
		annotations,
		_meta: {
			[`${META_PREFIX}/section`]: section.id,
			[`${META_PREFIX}/sectionTitle`]: section.title,
			[`${META_PREFIX}/flags`]: flags,
			[`${META_PREFIX}/long`]: long,
		},
	};
	return { name: row.name, section, mutating, destructive, long, scope, rights, params, definition };
}

export const CATALOG: CatalogTool[] = SECTIONS.flatMap((section) => section.tools.map((row) => buildTool(section, row)));

const BY_NAME = new Map(CATALOG.map((tool) => [tool.name, tool]));

export function catalogTool(name: string): CatalogTool | undefined {
	return BY_NAME.get(name);
}

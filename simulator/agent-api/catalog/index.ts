import { BOOLEAN_PREFIXES, PARAM_TYPES } from './params';
import { PROJECT_POSITIONS_SEMANTICS_COMPETITORS_AUDIT } from './projectPositionsSemanticsCompetitorsAudit';
import { PROJECT_CREATION_SETTINGS_CHECK_RUNS } from './projectCreationSettingsCheckRuns';
import { PROJECT_QUERIES_GROUPS_URLS } from './projectQueriesGroupsUrls';
import { PROJECT_COMPETITORS } from './projectCompetitors';
import { PROJECT_RECOMMENDATIONS } from './projectRecommendations';
import { PROJECT_EVENTS_NOTES_REPORTS_ACCESS } from './projectEventsNotesReportsAccess';
import { SEMANTICS_KEYWORD_FREQUENCY } from './semanticsKeywordFrequency';
import { SERP_POSITIONS_INDEXING } from './serpPositionsIndexing';
import { SITE_ANALYSIS } from './siteAnalysis';
import type { CatalogRow, CatalogSection, ParamSchema } from './types';

export type { CatalogRow, CatalogSection, ParamSchema } from './types';

/** Every named tool of the service's documentation, section by section (4.11+ unnamed tools are left out). */
export const SECTIONS: CatalogSection[] = [
	PROJECT_POSITIONS_SEMANTICS_COMPETITORS_AUDIT,
	PROJECT_CREATION_SETTINGS_CHECK_RUNS,
	PROJECT_QUERIES_GROUPS_URLS,
	PROJECT_COMPETITORS,
	PROJECT_RECOMMENDATIONS,
	PROJECT_EVENTS_NOTES_REPORTS_ACCESS,
	SEMANTICS_KEYWORD_FREQUENCY,
	SERP_POSITIONS_INDEXING,
	SITE_ANALYSIS,
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
	/** The row's own notes from the service's documentation (may be empty). */
	about: string;
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
	const known =
		PARAM_TYPES[name] ??
		(BOOLEAN_PREFIXES.some((p) => name.startsWith(p)) ? { type: 'boolean' } : { type: 'string' });
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

function describe(
	section: CatalogSection,
	row: CatalogRow,
	long: boolean,
	destructive: boolean,
): string {
	const parts = [`[${section.id} ${section.title}]`];
	if (row.about) parts.push(`${row.about}.`);
	if (destructive) parts.push('Destructive: deletes irreversibly.');
	if (long)
		parts.push(
			'Long: queues a task and returns report_id; call the tool again with that report_id until the result is ready.',
		);
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
	if (long && !params.some((p) => p.name === 'report_id'))
		params.push({ name: 'report_id', required: false, schema: { ...PARAM_TYPES.report_id } });
	if (scope !== 'account') {
		params.unshift({
			name: 'project_id',
			required: scope === 'project',
			schema: { ...PARAM_TYPES.project_id },
		});
	}
	const rights: Rights = row.rights ?? (mutating ? 'write' : 'read');
	const properties = Object.fromEntries(params.map((p) => [p.name, p.schema]));
	const required = params.filter((p) => p.required).map((p) => p.name);
	// docs/service/agent-interface.md#annotations: M gets readOnlyHint false, D destructiveHint true,
	// the rest only read. MCP's default destructiveHint is true, so plain mutating tools say false
	// explicitly.
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
	return {
		name: row.name,
		section,
		about: row.about,
		mutating,
		destructive,
		long,
		scope,
		rights,
		params,
		definition,
	};
}

export const CATALOG: CatalogTool[] = SECTIONS.flatMap((section) =>
	section.tools.map((row) => buildTool(section, row)),
);

const BY_NAME = new Map(CATALOG.map((tool) => [tool.name, tool]));

export function catalogTool(name: string): CatalogTool | undefined {
	return BY_NAME.get(name);
}

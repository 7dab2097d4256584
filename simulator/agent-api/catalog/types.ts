/**
 * One row of a catalog table, as the agent-interface document lists it (sections 4.3-4.11).
 * `params` is the service documentation's parameter list in a small notation: `name!` marks a parameter the
 * simulator requires, `name:a|b|c` gives its allowed values; types come from ./params.ts.
 */
export interface CatalogRow {
	name: string;
	/** The service documentation's flags: M mutating, D destructive, L long (comma-separated). */
	flags: string;
	params: string;
	/** The row's own notes from the service's documentation; the tool description. */
	about: string;
	/** Overrides the section's scope: `account` tools take no project_id, `project-optional` may take one. */
	scope?: 'account' | 'project-optional';
	/** Rights beyond what the flags imply: `owner` only, or `member` (any access, also read). */
	rights?: 'owner' | 'member';
}

export interface CatalogSection {
	id: string;
	title: string;
	/** `project` sections add a required integer project_id to every tool (document 4.2). */
	scope: 'project' | 'account';
	tools: CatalogRow[];
}

/** A JSON Schema fragment for one parameter. */
export interface ParamSchema {
	type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
	items?: ParamSchema;
	enum?: string[];
	description?: string;
	format?: string;
}

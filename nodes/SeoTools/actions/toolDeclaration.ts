import type { EnumOption } from '../../shared/parts/agent/enumChoice';
import type { PickerMethod } from '../../shared/parts/agent/pickerField';

/**
 * What an operation built on one agent tool is, written once (docs/decisions/agent-catalog-operations.md#one-declaration-per-tool):
 * the node's fields, its README row and its generic tests are all read from this. The tool's
 * parameters are the ones the service's documentation lists (docs/service/agent-catalog.md);
 * which of them the service requires is what the live schema says, checked before sending.
 */
export interface ToolDeclaration {
	/** The tool's name in the catalog. */
	tool: string;
	/** One sentence for the editor (what the operation does, in the user's words). */
	description: string;
	/** `project`: the Project field and project_id are sent (sections 4.3 to 4.8); `account`: none. */
	scope: 'project' | 'account';
	/** The tool's parameters, in the order the documentation lists them. */
	fields?: ToolField[];
	/** The tool reads a list by limit and offset: Return All and Limit, one item per row. */
	paging?: 'offset';
	/** How its work is waited for, when it queues it (Wait for Completion). */
	wait?: ReportIdWait | TaskIdWait;
	/** What a destructive tool deletes, for Confirm Deletion ("folder"). */
	deletes?: string;
	/**
	 * A check run: Max Cost reads get_check_cost first and refuses the run when it would cost more;
	 * these are the fields of get_check_cost's answer that hold this run's cost.
	 */
	costOf?: string[];
}

/** A long tool of the catalog (flag L): it answers report_id and is called again with it. */
export interface ReportIdWait {
	kind: 'reportId';
}

/**
 * A tool whose work is followed by a task id: `statusTool` is called with it until its progress
 * reaches 100 (or its status says done), then `resultTool` reads the result by the same task id
 * (docs/service/agent-catalog.md, 4.10: serp_se1_set, serp_se1_status, serp_se1_get).
 */
export interface TaskIdWait {
	kind: 'taskId';
	statusTool: string;
	resultTool: string;
	/**
	 * A step of a task with several (the semantics wizard's run_semantics_* tools): the status
	 * tool's answer is read for this step, and the result tool is asked for this step's rows.
	 */
	step?: number;
}

/** How a parameter is typed in the editor. */
export type ToolFieldType =
	| 'string'
	| 'number'
	| 'boolean'
	| 'date'
	/** Several texts: one per line, or separated by commas. */
	| 'list'
	/** Several ids or numbers. */
	| 'numberList'
	/** One of the values the documentation lists. */
	| 'options'
	/** A JSON value (objects the documentation does not describe). */
	| 'json';

export interface ToolField {
	/** The parameter's name as the documentation writes it (the field shows it in words). */
	param: string;
	type: ToolFieldType;
	/** Shown at the top and refused empty before sending; the others are Additional Fields. */
	required?: boolean;
	/** The values the documentation lists (type `options`). */
	options?: readonly string[];
	/**
	 * The editor's list the value is picked from (SeoTools/methods/): one choice for a single
	 * field, several for a `list` or `numberList` one (docs/decisions/agent-catalog-operations.md#pickers-for-lists-of-ids).
	 */
	picker?: PickerMethod;
	/**
	 * The choices the documentation describes in words without spelling the values sent ("query
	 * groups or URL groups"): the field offers them, and the value the live schema lists for the
	 * one chosen is sent (enumChoice.ts; the choice's own value when the schema lists none).
	 */
	choices?: readonly EnumOption[];
	/** What the parameter means, for the editor. */
	description: string;
}

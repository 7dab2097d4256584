import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { closingSession } from './closingSession';
import { idNameOptions } from './idNameOptions';
import { projectPicker } from './projectPicker';
import { toolRows } from './toolRows';

/** A picker read from one list tool: its rows' ids and names, under their plausible field names. */
interface ToolPicker {
	tool: string;
	/** `project`: the list of the project chosen in the Project field; `account`: the account's. */
	scope: 'project' | 'account';
	id: readonly string[];
	name: readonly string[];
	unnamed: string;
}

export function toolPicker(picker: ToolPicker) {
	const options = async (ctx: ILoadOptionsFunctions, projectId?: number) =>
		idNameOptions(
			await toolRows(ctx, picker.tool, projectId === undefined ? {} : { project_id: projectId }),
			picker,
		);
	// A project's list asks for a project first, never an error or an empty list (projectPicker).
	if (picker.scope === 'project')
		return projectPicker({ what: title(`${picker.unnamed}s`), read: options }).required;
	return async function (this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
		return await closingSession(this, async () => await options(this));
	};
}

/** "KPI calculations" as n8n's titles write it: "KPI Calculations". */
const title = (words: string) => words.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

// The editor's lists of the declared agent operations' ids, each read from the tool that lists them.
export const getFolders = toolPicker({
	tool: 'list_project_folders',
	scope: 'account',
	id: ['id', 'folder_id'],
	name: ['name', 'title'],
	unnamed: 'Folder',
});
export const getSemanticsTasks = toolPicker({
	tool: 'list_semantics_tasks',
	scope: 'project',
	id: ['id', 'task_id'],
	name: ['name', 'title'],
	unnamed: 'Semantics task',
});
export const getMembers = toolPicker({
	tool: 'list_project_members',
	scope: 'project',
	id: ['access_id', 'id'],
	name: ['email', 'name'],
	unnamed: 'Member',
});
export const getKpiResults = toolPicker({
	tool: 'list_kpi_results',
	scope: 'project',
	id: ['kpi_id', 'id'],
	name: ['name', 'date', 'created_at'],
	unnamed: 'KPI calculation',
});
export const getSearchEngines = toolPicker({
	tool: 'list_search_engines',
	scope: 'account',
	id: ['id', 'engine_id'],
	name: ['name', 'title'],
	unnamed: 'Search engine',
});
/** The analytics counter's goals of the project: for Set Goals and the KPI's counter goals. */
export const getUrlGroupGoals = toolPicker({
	tool: 'get_url_group_goals',
	scope: 'project',
	id: ['goal_id', 'id'],
	name: ['name', 'title'],
	unnamed: 'Counter goal',
});

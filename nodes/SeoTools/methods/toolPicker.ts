import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { aboutChosenProject } from './aboutChosenProject';
import { closingSession } from './closingSession';
import { idNameOptions } from './idNameOptions';
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
	return async function (this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
		const options = async (projectId?: number) =>
			idNameOptions(
				await toolRows(this, picker.tool, projectId === undefined ? {} : { project_id: projectId }),
				picker,
			);
		return picker.scope === 'project'
			? await aboutChosenProject(this, options)
			: await closingSession(this, async () => await options());
	};
}

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

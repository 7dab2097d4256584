import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { aboutChosenProject } from './aboutChosenProject';
import { idNameOptions } from './idNameOptions';
import { toolRows } from './toolRows';

/** How many URL groups the picker offers; others are typed as an ID. */
const PICKER_GROUPS = 500;

/** The chosen project's URL groups (get_url_groups). */
export async function getUrlGroups(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await aboutChosenProject(this, async (projectId) =>
		idNameOptions(
			await toolRows(this, 'get_url_groups', { project_id: projectId, limit: PICKER_GROUPS }),
			{ id: ['id', 'group_id'], name: ['name', 'title'], unnamed: 'URL group' },
		),
	);
}

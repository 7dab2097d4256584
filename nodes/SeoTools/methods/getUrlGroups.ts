import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { parseProjectId } from '../../shared/parts/projectLocator';
import { fieldOf } from '../../shared/parts/agent/fieldOf';
import { closingSession } from './closingSession';
import { toolRows } from './toolRows';

/** How many URL groups the picker offers; others are typed as an ID. */
const PICKER_GROUPS = 500;

/** The chosen project's URL groups (get_url_groups). */
export async function getUrlGroups(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const projectId = parseProjectId(this.getCurrentNodeParameter('project', { extractValue: true }));
	if (projectId === undefined) return [];
	return await closingSession(this, async () => {
		const rows = await toolRows(this, 'get_url_groups', {
			project_id: projectId,
			limit: PICKER_GROUPS,
		});
		return rows
			.map((row) => ({
				id: fieldOf(row, ['id', 'group_id']),
				name: fieldOf(row, ['name', 'title']),
			}))
			.filter((group) => group.id !== undefined)
			.map((group) => ({
				name: `${String(group.name ?? 'URL group')} (#${String(group.id)})`,
				value: String(group.id),
			}));
	});
}

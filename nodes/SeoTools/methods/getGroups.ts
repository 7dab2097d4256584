import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { fieldOf } from '../../shared/parts/agent/fieldOf';
import { projectApiRequest } from '../../shared/transport';
import { projectPicker } from './projectPicker';
import { URL_GROUP_FIELDS, urlGroupRows } from './getUrlGroups';

/**
 * The query groups among a project's groups: groups/get may also list the project's URL groups
 * (docs/service/project-api.md), which take no queries and are not query groups anywhere else, so a
 * group that get_url_groups names (same ID, and the same name when both have one) is left out.
 */
export function queryGroupsOnly(groups: IDataObject[], urlGroups: IDataObject[]): IDataObject[] {
	const urlNames = new Map(
		urlGroups.map((row) => [
			String(fieldOf(row, URL_GROUP_FIELDS.id)),
			fieldOf(row, URL_GROUP_FIELDS.name),
		]),
	);
	return groups.filter((group) => {
		const id = String(group.id);
		if (!urlNames.has(id)) return true;
		const urlName = urlNames.get(id);
		return (
			urlName !== undefined && group.name !== undefined && String(urlName) !== String(group.name)
		);
	});
}

async function queryGroupOptions(
	ctx: ILoadOptionsFunctions,
	projectId: number,
): Promise<INodePropertyOptions[]> {
	const groups = (await projectApiRequest(ctx, {
		path: 'groups/get',
		qs: { project_id: projectId },
		form: 'bare',
	})) as IDataObject[];
	return queryGroupsOnly(groups ?? [], await urlGroupRows(ctx, projectId)).map((g) => ({
		name: `${String(g.name)} (#${String(g.id)})`,
		value: String(g.id),
	}));
}

/** The query groups of the chosen project. */
const queryGroups = projectPicker({
	what: 'Query Groups',
	empty: 'All Query Groups',
	// The general group always exists with ID 1 (docs/service/project-api.md), so a field that
	// defaults to it keeps a valid value while no project is chosen.
	beforeProject: { name: 'Общая (#1): Choose a Project to List Its Query Groups', value: '1' },
	read: queryGroupOptions,
});

export const getGroups = queryGroups.required;
export const getGroupsOrAll = queryGroups.optional;

import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { parseProjectId } from '../../shared/parts/projectLocator';
import { projectApiRequest } from '../../shared/transport';

/** Groups of the chosen project (the list may include URL groups; the service refuses queries in those). */
export async function getGroups(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const projectId = parseProjectId(this.getCurrentNodeParameter('project', { extractValue: true }));
	if (projectId === undefined) return [{ name: 'Общая (General Group)', value: '1' }];
	const groups = (await projectApiRequest(this, {
		path: 'groups/get',
		qs: { project_id: projectId },
		form: 'bare',
	})) as IDataObject[];
	return (groups ?? []).map((g) => ({
		name: `${String(g.name)} (#${String(g.id)})`,
		value: String(g.id),
	}));
}

import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { callAgentTool } from '../transport';

/**
 * Projects for the project field. The project API has no list method, so the list comes from
 * the agent interface's list_projects tool, which takes the same API key.
 */
export async function searchProjects(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const data = await callAgentTool(this, 'list_projects', {}, { retry: 'safe' });
	const list = (
		Array.isArray(data) ? data : (((data as IDataObject)?.projects as IDataObject[]) ?? [])
	) as IDataObject[];
	const needle = (filter ?? '').toLowerCase();
	const results = list
		.map((p) => ({
			name: `${String(p.name ?? p.domain ?? p.id)} (${String(p.domain ?? '')}, #${String(p.id)})`,
			value: String(p.id),
		}))
		.filter((r) => !needle || r.name.toLowerCase().includes(needle));
	return { results };
}

import {
	NodeOperationError,
	type IDataObject,
	type ILoadOptionsFunctions,
	type INodeListSearchResult,
} from 'n8n-workflow';
import { callAgentTool } from '../transport';
import { listIn } from '../shared/listIn';
import { closingSession } from './closingSession';
import { isRecord } from '../utils/isRecord';

/**
 * Projects for the project field. The project API has no list method, so the list comes from
 * the agent interface's list_projects tool, which takes the same API key.
 */
export async function searchProjects(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const data = await closingSession(
		this,
		async () => await callAgentTool(this, 'list_projects', {}, { retry: 'safe' }),
	);
	// The document shows no result shapes: the list is found in any plausible form (listIn).
	const list = listIn(data);
	if (!list) {
		throw new NodeOperationError(
			this.getNode(),
			'The project list could not be read: the service’s list_projects answered without a list',
			{
				description:
					'Enter the project ID instead (By ID), or copy the project page address (By URL).',
			},
		);
	}
	const projects = list
		.filter(isRecord)
		.filter((p) => p.id !== undefined || p.project_id !== undefined);
	const needle = (filter ?? '').toLowerCase();
	const results = projects
		.map((p: IDataObject) => {
			const id = String(p.id ?? p.project_id);
			const domain = p.domain ?? p.main_mirror;
			const about = [domain, `#${id}`].filter((v) => v !== undefined && v !== '').join(', ');
			return { name: `${String(p.name ?? domain ?? id)} (${about})`, value: id };
		})
		.filter((r) => !needle || r.name.toLowerCase().includes(needle));
	return { results };
}

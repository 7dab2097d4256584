import {
	NodeOperationError,
	type IDataObject,
	type ILoadOptionsFunctions,
	type INodeListSearchResult,
} from 'n8n-workflow';
import { restApiRequest } from '../../shared/transport';
import { agentToolCall } from '../../shared/parts/agent/agentToolCall';
import { readRows } from '../../shared/parts/answers/readRows';
import { closingSession } from './closingSession';
import { isRecord } from '../../shared/utils/isRecord';

/**
 * The projects of the REST API's projects/list (docs/service/rest-api.md#projects): each entry
 * holds the project card.
 */
async function accountProjects(ctx: ILoadOptionsFunctions): Promise<IDataObject[]> {
	const answer = await restApiRequest(ctx, { path: 'projects/list', retry: 'safe' });
	const entries = Array.isArray(answer.data) ? answer.data : [];
	return entries.filter(isRecord).map((entry) => (isRecord(entry.project) ? entry.project : entry));
}

/**
 * Projects for the project field, read with the credential the field's operation or event uses:
 * the account's projects/list for the account credential (the trigger's Position Check
 * Finished), else the agent interface's list_projects tool, as the project API has no list method.
 */
export async function searchProjects(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const projects =
		this.getCurrentNodeParameter('credentialKind') === 'account'
			? await accountProjects(this)
			: await agentProjects(this);
	const needle = (filter ?? '').toLowerCase();
	const results = projects
		.filter((p) => p.id !== undefined || p.project_id !== undefined)
		.map((p: IDataObject) => {
			const id = String(p.id ?? p.project_id);
			const domain = p.domain ?? p.main_mirror;
			const about = [domain, `#${id}`].filter((v) => v !== undefined && v !== '').join(', ');
			return { name: `${String(p.name ?? domain ?? id)} (${about})`, value: id };
		})
		.filter((r) => !needle || r.name.toLowerCase().includes(needle));
	return { results };
}

async function agentProjects(ctx: ILoadOptionsFunctions): Promise<IDataObject[]> {
	const data = await closingSession(
		ctx,
		async () => await agentToolCall(ctx, undefined, { tool: 'list_projects', args: {} }),
	);
	// The service's documentation shows no result shapes: the list is found in any plausible form (readRows).
	const list = readRows(data, { strict: true })?.rows;
	if (!list) {
		throw new NodeOperationError(
			ctx.getNode(),
			'The project list could not be read: the service’s list_projects answered without a list',
			{
				description:
					'Enter the project ID instead (By ID), or copy the project page address (By URL).',
			},
		);
	}
	return list.filter(isRecord);
}

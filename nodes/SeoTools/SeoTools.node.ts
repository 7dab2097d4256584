import {
	NodeConnectionTypes,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeType,
	type INodeTypeDescription,
} from 'n8n-workflow';
import { nodeProperties, operationSubtitle } from './actions/description';
import { RESOURCES } from './actions/allResources';
import { CREDENTIALS } from '../shared/parts/credentialSelector';
import { route } from './actions/router';
import { getGroups } from './methods/loadOptions';
import { searchProjects } from './methods/listSearch';
import { getAgentToolFields, getAgentToolSections, searchAgentTools } from './methods/agentTools';
import { getVideoEditModels, getVideoModels } from './methods/videoModels';

export class SeoTools implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'SEO Tools',
		name: 'seoTools',
		icon: { light: 'file:../../icons/seoTools.svg', dark: 'file:../../icons/seoTools.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: operationSubtitle(RESOURCES),
		description:
			'Work with the SEO Tools service: rank-tracking projects, query groups, queries, audit, uptime, traffic, balance, AI video and the agent (MCP) tools',
		defaults: { name: 'SEO Tools' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: CREDENTIALS,
		properties: nodeProperties(RESOURCES),
	};

	methods = {
		listSearch: { searchProjects, searchAgentTools },
		loadOptions: { getGroups, getVideoModels, getVideoEditModels, getAgentToolSections },
		resourceMapping: { getAgentToolFields },
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await route(this);
	}
}

import {
	NodeConnectionTypes,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeType,
	type INodeTypeDescription,
} from 'n8n-workflow';
import { operationSubtitle, resourceProperties } from './actions/description';
import { RESOURCES } from './actions/allResources';
import { CREDENTIALS } from './shared/credentialSelector';
import { route } from './actions/router';
import { DEFAULT_MAX_PARALLEL } from './transport/governor';
import { getGroups } from './methods/loadOptions';
import { searchProjects } from './methods/listSearch';
import { getAgentToolFields, getAgentToolSections, searchAgentTools } from './methods/agentTools';
import { getVideoEditModels, getVideoModels } from './methods/videoModels';

export class SeoTools implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'SEO Tools',
		name: 'seoTools',
		icon: { light: 'file:seoTools.svg', dark: 'file:seoTools.dark.svg' },
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
		properties: [
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: RESOURCES.map(({ name, value }) => ({ name, value })),
				default: 'project',
			},
			...RESOURCES.flatMap(resourceProperties),
			{
				displayName: 'Request Options',
				name: 'requestOptions',
				type: 'collection',
				placeholder: 'Add Option',
				default: {},
				options: [
					{
						displayName: 'Max Parallel Requests',
						name: 'maxParallelRequests',
						type: 'number',
						typeOptions: { minValue: 1, maxValue: 1000, numberPrecision: 0 },
						default: DEFAULT_MAX_PARALLEL,
						description:
							'Most requests in flight at once. The node starts with a few, sends more while the service answers fast, and slows down by itself when it answers "too many requests" (HTTP 429), is overloaded or gets slower. 1 sends one at a time.',
					},
					{
						displayName: 'Timeout (Seconds)',
						name: 'timeout',
						type: 'number',
						typeOptions: { minValue: 1 },
						default: 30,
						description: 'How long to wait for each answer of the service',
					},
				],
			},
			{
				displayName: 'Output Options',
				name: 'outputOptions',
				type: 'collection',
				placeholder: 'Add Option',
				default: {},
				options: [
					{
						displayName: 'IDs as Numbers',
						name: 'idsAsNumbers',
						type: 'boolean',
						default: false,
						description:
							'Whether to turn IDs the service gives as text ("101") into numbers (101) in every ID field of the output. Off keeps the service\'s own form.',
					},
				],
			},
		],
	};

	methods = {
		listSearch: { searchProjects, searchAgentTools },
		loadOptions: { getGroups, getVideoModels, getVideoEditModels, getAgentToolSections },
		resourceMapping: { getAgentToolFields },
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await route.call(this);
	}
}

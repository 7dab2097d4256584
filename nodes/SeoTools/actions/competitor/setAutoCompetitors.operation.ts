import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { enumChoice, enumField, type EnumOption } from '../../../shared/parts/agent/enumChoice';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { agentToolCall } from '../../../shared/parts/agent/agentToolCall';
import type { OperationModule } from '../types';
import { domainList, domainListField, MAX_COMPETITOR_DOMAINS } from './domainList';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';

/**
 * "top 100 by visibility or own domains" (docs/service/agent-interface.md#catalog-sections): the
 * values are read from the tool's schema when it lists them (docs/decisions/agent-interface.md#group-analytics-competitor-and-recommendation).
 */
const SOURCES: readonly EnumOption[] = [
	{
		value: 'top100',
		name: 'Top 100 by Visibility',
		description: 'The service picks the 100 most visible domains',
		pattern: /top|visib|auto/i,
	},
	{
		value: 'own',
		name: 'Own Domains',
		description: 'The domains you list',
		pattern: /own|domain|custom|manual|list/i,
	},
];

export class SetAutoCompetitors implements OperationModule {
	readonly value = 'setAutoCompetitors';
	readonly name = 'Set Auto Competitors';
	readonly action = 'Set the auto competitors list for analysis';
	readonly description =
		'Choose the competitors the project’s analysis compares with: the top 100 by visibility or your own list';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		enumField(SOURCES, {
			displayName: 'Source',
			name: 'source',
			description: 'Where the project’s competitors for analysis come from',
		}),
		domainListField({ displayOptions: { show: { source: ['own'] } } }),
		{
			displayName: 'Merge Subdomains',
			name: 'mergeSubdomains',
			type: 'boolean',
			default: false,
			description: 'Whether to count a domain’s subdomains as the domain itself',
		},
		{
			displayName: 'Exclude Aggregators',
			name: 'excludeAggregators',
			type: 'boolean',
			default: false,
			description: 'Whether to leave aggregator sites out of the list',
		},
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const tool = 'set_auto_competitors';
		const own = itemParameter<string>(ctx, 'source', itemIndex, 'top100') === 'own';
		const args = {
			project_id: projectId,
			source: await enumChoice(ctx, itemIndex, {
				tool,
				field: 'source',
				label: 'Source',
				options: SOURCES,
			}),
			domains: own
				? domainList(ctx, itemIndex, { required: true, max: MAX_COMPETITOR_DOMAINS })
				: undefined,
			merge_subdomains: itemParameter<boolean>(ctx, 'mergeSubdomains', itemIndex, false),
			exclude_aggregators: itemParameter<boolean>(ctx, 'excludeAggregators', itemIndex, false),
		};
		return itemsFrom(await agentToolCall(ctx, itemIndex, { tool, args }), aboutProject(projectId), {
			whole: true,
		});
	}
}

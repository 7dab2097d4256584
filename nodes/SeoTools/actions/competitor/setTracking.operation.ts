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
 * "off, own snippets only, or own domains" (docs/service/agent-interface.md#catalog-sections): the
 * values are read from the tool's schema when it lists them (docs/decisions/agent-interface.md#group-analytics-competitor-and-recommendation).
 */
const MODES: readonly EnumOption[] = [
	{ value: 'off', name: 'Off', pattern: /off|none|disabl/i },
	{
		value: 'snippets',
		name: 'Own Snippets Only',
		description: 'Track only the project’s own snippets',
		pattern: /snippet/i,
	},
	{
		value: 'domains',
		name: 'Own Domains',
		description: 'Track the positions of the domains you list',
		pattern: /domain|custom|list/i,
	},
];

export class SetCompetitorTracking implements OperationModule {
	readonly value = 'setTracking';
	readonly name = 'Set Tracking';
	readonly action = 'Set the tracking of competitor positions';
	readonly description =
		'Turn the tracking of competitor positions and snippets off, or track your own list of domains';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		enumField(MODES, {
			displayName: 'Mode',
			name: 'mode',
			default: 'domains',
			description:
				'What to track from now on. Competitor → Get Settings shows the project’s current mode.',
		}),
		domainListField({ displayOptions: { show: { mode: ['domains'] } } }),
		{
			displayName: 'Every N Checks',
			name: 'everyNChecks',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 1,
			description: 'Track at every Nth position check of the project (1: at every check)',
			displayOptions: { hide: { mode: ['off'] } },
		},
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const tool = 'set_competitor_tracking';
		const mode = itemParameter<string>(ctx, 'mode', itemIndex, 'domains');
		const args = {
			project_id: projectId,
			mode: await enumChoice(ctx, itemIndex, {
				tool,
				field: 'mode',
				label: 'Mode',
				options: MODES,
			}),
			domains:
				mode === 'domains'
					? domainList(ctx, itemIndex, { required: true, max: MAX_COMPETITOR_DOMAINS })
					: undefined,
			every_n_checks:
				mode === 'off' ? undefined : itemParameter<number>(ctx, 'everyNChecks', itemIndex, 1),
		};
		return itemsFrom(await agentToolCall(ctx, itemIndex, { tool, args }), aboutProject(projectId), {
			whole: true,
		});
	}
}

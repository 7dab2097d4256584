import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { enumChoice } from '../../../shared/parts/agent/enumChoice';
import { TRACKING_MODES } from './trackingModes';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { agentToolCall } from '../../../shared/parts/agent/agentToolCall';
import type { OperationModule } from '../types';
import { domainList, domainListField, MAX_COMPETITOR_DOMAINS } from './domainList';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';

export class SetCompetitorTracking implements OperationModule {
	readonly value = 'setTracking';
	readonly name = 'Set Tracking';
	readonly action = 'Set the tracking of competitor positions';
	readonly description =
		'Turn the tracking of competitor positions and snippets off, or track your own list of domains';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		{
			displayName: 'Mode Name or ID',
			name: 'mode',
			type: 'options',
			typeOptions: {
				loadOptionsMethod: 'getCompetitorTrackingModes',
				loadOptionsDependsOn: ['project.value'],
			},
			required: true,
			default: '',
			description:
				'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
			hint: 'What to track from now on. The list marks the project’s mode now (current).',
		},
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
		const mode = String(itemParameter<string>(ctx, 'mode', itemIndex, ''));
		// No mode is assumed: a preset would silently change a project whose tracking is off
		// (docs/decisions/editor-ux.md#competitor-tracking-mode).
		if (mode === '')
			throw new NodeOperationError(ctx.getNode(), 'Mode: choose what to track', {
				itemIndex,
				description:
					'Nothing was sent. Choose Off, Own Snippets Only or Own Domains; the list marks the project’s mode now (current), and Competitor → Get Settings shows it too.',
			});
		const args = {
			project_id: projectId,
			mode: await enumChoice(ctx, itemIndex, {
				tool,
				field: 'mode',
				label: 'Mode',
				options: TRACKING_MODES,
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

import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { pickerField } from '../../../shared/parts/agent/pickerField';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { requiredText } from '../../../shared/parts/requiredText';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { agentToolCall } from '../../../shared/parts/agent/agentToolCall';
import type { OperationModule } from '../types';
import { competitorDomain } from './domainList';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';

export class SetCompetitorType implements OperationModule {
	readonly value = 'setType';
	readonly name = 'Set Type';
	readonly action = 'Set the type of a competitor domain';
	readonly description = 'Mark a competitor domain as a competitor, an aggregator or another type';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		{
			displayName: 'Domain',
			name: 'domain',
			description: 'The competitor domain whose type to set, without http:// (e.g. competitor.com)',
			type: 'string',
			required: true,
			default: '',
			placeholder: 'competitor.com',
		},
		pickerField('getCompetitorTypes', {
			displayName: 'Domain Type Name or ID',
			name: 'type',
			required: true,
			description:
				'Choose from the list, or specify a type’s slug using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
		}),
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		const domain = competitorDomain(
			ctx,
			itemIndex,
			'Domain',
			String(itemParameter<string>(ctx, 'domain', itemIndex, '')),
		);
		const type = requiredText(ctx, itemIndex, 'type', 'Domain Type');
		const data = await agentToolCall(ctx, itemIndex, {
			tool: 'set_competitor_type',
			args: { project_id: projectId, domain, type },
		});
		return itemsFrom(data, aboutProject(projectId), { whole: true });
	}
}

import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { pickerField } from '../../../shared/parts/agent/pickerField';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { requiredText } from '../../../shared/parts/requiredText';

/** Where an event lives: the project's own events, or a query group's (create_group_event and its kin). */
export type EventScope = { kind: 'project' } | { kind: 'queryGroup'; group?: string };

/**
 * The Scope field every Event operation starts with, and the query group picked for it. The
 * document keeps a project's events (get_events, create_event…) and a query group's events
 * (get_group_events, create_group_event…) as two families of tools; one field chooses the family,
 * so each operation reads the same for both (docs/decisions/agent-interface.md#rank-tracker-data-through-the-agent-interface).
 */
export const eventScope = {
	/** `groupRequired`: whether the operation needs one group (all but Get Many, where empty means every group). */
	properties(groupRequired: boolean): INodeProperties[] {
		return [
			{
				displayName: 'Scope',
				name: 'scope',
				description:
					'Whether the events are about the whole project or about one of its query groups',
				type: 'options',
				default: 'project',
				options: [
					{
						name: 'Project',
						value: 'project',
						description: 'Events of the whole project',
					},
					{
						name: 'Query Group',
						value: 'queryGroup',
						description: 'Events of one query group of the project',
					},
				],
			},
			pickerField('getGroups', {
				displayName: 'Query Group Name or ID',
				name: 'group',
				required: groupRequired,
				displayOptions: { show: { scope: ['queryGroup'] } },
				...(groupRequired ? {} : { hint: 'Empty: the events of every query group' }),
			}),
		];
	},

	read(ctx: IExecuteFunctions, itemIndex: number, groupRequired: boolean): EventScope {
		if (itemParameter<string>(ctx, 'scope', itemIndex, 'project') !== 'queryGroup')
			return { kind: 'project' };
		if (groupRequired)
			return { kind: 'queryGroup', group: requiredText(ctx, itemIndex, 'group', 'Query Group') };
		const group = String(itemParameter<unknown>(ctx, 'group', itemIndex, '') ?? '').trim();
		return { kind: 'queryGroup', group: group || undefined };
	},
};

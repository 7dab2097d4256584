import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { agentWaitFields, agentWaitSettingsOf } from '../../../shared/parts/agent/agentWaitFields';
import type { PollSettings } from '../../../shared/parts/agent/waitForAgentTask';
import { itemParameter } from '../../../shared/utils/itemParameter';

/** A "wait" switch and the poll fields it shows. */
export function reportWaitFields(name: string, displayName: string, description: string) {
	const wait: INodeProperties = {
		displayName,
		name,
		type: 'boolean',
		default: true,
		description,
	};
	return [wait, ...agentWaitFields(name)];
}

/** The item's poll settings when its wait switch is on. */
export const waitOf = (
	ctx: IExecuteFunctions,
	itemIndex: number,
	name: string,
): PollSettings | undefined =>
	itemParameter(ctx, name, itemIndex, true) ? agentWaitSettingsOf(ctx, itemIndex) : undefined;

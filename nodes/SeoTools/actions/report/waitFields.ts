import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { pollFields, pollSettingsOf } from '../../../shared/parts/agent/pollFields';
import type { PollSettings } from '../../../shared/parts/agent/runLongTool';
import { itemParameter } from '../../../shared/utils/itemParameter';

/** A "wait" switch and the poll fields it shows. */
export function waitFields(name: string, displayName: string, description: string) {
	const wait: INodeProperties = {
		displayName,
		name,
		type: 'boolean',
		default: true,
		description,
	};
	return [wait, ...pollFields(name)];
}

/** The item's poll settings when its wait switch is on. */
export const waitOf = (
	ctx: IExecuteFunctions,
	itemIndex: number,
	name: string,
): PollSettings | undefined =>
	itemParameter(ctx, name, itemIndex, true) ? pollSettingsOf(ctx, itemIndex) : undefined;

import { NodeOperationError, type IExecuteFunctions } from 'n8n-workflow';
import { itemParameter } from '../utils/itemParameter';

/** A text field that must not be empty, trimmed; empty fails naming the field before any request. */
export function requiredText(
	ctx: IExecuteFunctions,
	itemIndex: number,
	name: string,
	label: string,
): string {
	const value = String(itemParameter<string>(ctx, name, itemIndex, '') ?? '').trim();
	if (value) return value;
	throw new NodeOperationError(ctx.getNode(), `${label} must not be empty`, {
		itemIndex,
		description: 'Nothing was sent.',
	});
}

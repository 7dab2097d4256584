import { NodeOperationError, type IExecuteFunctions } from 'n8n-workflow';
import { itemParameter } from '../../shared/utils/itemParameter';

/** A text field that must hold something besides spaces, trimmed, or an error naming it before any request. */
export function requiredText(
	ctx: IExecuteFunctions,
	itemIndex: number,
	name: string,
	label: string,
): string {
	const text = String(itemParameter<unknown>(ctx, name, itemIndex, '') ?? '').trim();
	if (text) return text;
	throw new NodeOperationError(ctx.getNode(), `${label} must not be empty`, { itemIndex });
}

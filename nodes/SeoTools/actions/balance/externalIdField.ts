import { NodeOperationError, type IExecuteFunctions } from 'n8n-workflow';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { ID_RULE, idFrom } from '../../../shared/parts/idFrom';

/** docs/service/rest-api.md#balance-item-states: ext_id of a linked payment carries this prefix. */
const EXT_PREFIX = 'gateway_m_payment_';

export function positiveInteger(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	value: unknown,
): number {
	const n = idFrom(value);
	if (n === undefined || n <= 0) {
		throw new NodeOperationError(
			ctx.getNode(),
			`${field} must be a whole number above 0 (got "${String(value)}")`,
			{ itemIndex, description: `${field} is ${ID_RULE}, above 0. Nothing was sent.` },
		);
	}
	return n;
}

export function externalId(ctx: IExecuteFunctions, itemIndex: number): string {
	const raw = String(itemParameter(ctx, 'externalId', itemIndex, '')).trim();
	const id = raw.startsWith(EXT_PREFIX) ? raw.slice(EXT_PREFIX.length) : raw;
	if (!id)
		throw new NodeOperationError(ctx.getNode(), 'Provider Payment ID must not be empty', {
			itemIndex,
		});
	return id;
}

export const externalIdField = {
	displayName: 'Provider Payment ID',
	name: 'externalId',
	type: 'string' as const,
	default: '',
	required: true,
	description: 'ID of the payment at the payment provider (without the gateway_m_payment_ prefix)',
};

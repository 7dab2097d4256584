import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { restApiRequest } from '../../../shared/transport';
import { externalId, externalIdField, positiveInteger } from './externalIdField';
import type { OperationModule } from '../types';
import { itemParameter } from '../../../shared/utils/itemParameter';

export class LinkPayment implements OperationModule {
	readonly value = 'update';
	readonly name = 'Link Payment';
	readonly action = 'Link a provider payment to a top up';
	readonly description = 'Attach the provider payment to the top-up item. Possible once per item.';
	readonly credential = 'account';
	readonly itemsInOrder = true;
	readonly properties: INodeProperties[] = [
		{
			displayName: 'Payment ID',
			name: 'paymentId',
			// Text, not a number field: no number is every top-up's; a stored number still reads.
			type: 'string',
			default: '',
			placeholder: 'e.g. 12345',
			required: true,
			description: 'The payment_id from Create Top-Up',
		},
		externalIdField,
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const paymentId = positiveInteger(
			ctx,
			itemIndex,
			'Payment ID',
			itemParameter(ctx, 'paymentId', itemIndex),
		);
		const external = externalId(ctx, itemIndex);
		const answer = await restApiRequest(ctx, {
			path: 'balance/update',
			body: { payment_id: paymentId, external_id: external },
			retry: 'never',
			itemIndex,
		});
		const item = (answer.data ?? {}) as IDataObject;
		return [{ json: { ...item, credited: String(item.status) === '1' } }];
	}
}

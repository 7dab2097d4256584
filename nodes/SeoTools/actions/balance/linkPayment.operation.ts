import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { restApiRequest } from '../../transport';
import { externalId, externalIdField, positiveInteger } from './fields';
import type { OperationModule } from '../types';
import { itemParameter } from '../../utils/parameters';

export const linkPayment: OperationModule = {
	value: 'update',
	name: 'Link Payment',
	action: 'Link a provider payment to a top up',
	description: 'Attach the provider payment to the top-up item. Possible once per item.',
	credential: 'account',
	itemsInOrder: true,
	properties: [
		{
			displayName: 'Payment ID',
			name: 'paymentId',
			type: 'number',
			default: 0,
			required: true,
			description: 'The payment_id from Create Top-Up',
		},
		externalIdField,
	],
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const paymentId = positiveInteger(
			this,
			itemIndex,
			'Payment ID',
			itemParameter(this, 'paymentId', itemIndex),
		);
		const external = externalId(this, itemIndex);
		const answer = await restApiRequest(this, {
			path: 'balance/update',
			body: { payment_id: paymentId, external_id: external },
			retry: 'never',
			itemIndex,
		});
		const item = (answer.data ?? {}) as IDataObject;
		return [{ json: { ...item, credited: String(item.status) === '1' } }];
	},
};

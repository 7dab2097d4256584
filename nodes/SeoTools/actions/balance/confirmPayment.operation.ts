import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { restApiRequest, serviceCodeOf } from '../../../shared/transport';
import { asNodeError } from '../../../shared/utils/asNodeError';
import { externalId, externalIdField } from './externalIdField';
import type { OperationModule } from '../types';

export class ConfirmPayment implements OperationModule {
	readonly value = 'confirm';
	readonly name = 'Confirm Payment';
	readonly action = 'Confirm a payment';
	readonly description =
		'Ask the service to check the payment at the provider and credit it. Sent once, never repeated; the output says whether money was credited.';
	readonly credential = 'account';
	readonly itemsInOrder = true;
	readonly properties: INodeProperties[] = [externalIdField];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const external = externalId(ctx, itemIndex);
		try {
			const answer = await restApiRequest(ctx, {
				path: 'balance/confirm',
				body: { external_id: external, source: 'gateway' },
				retry: 'never',
				itemIndex,
			});
			return [
				{
					json: {
						external_id: external,
						credited: true,
						message: answer.message || 'Payment credited',
					},
				},
			];
		} catch (error) {
			// Code 500 is the documented "not credited" answer (not paid, unknown, already credited, mismatch).
			if (serviceCodeOf(error) === '500') {
				return [
					{
						json: {
							external_id: external,
							credited: false,
							reason:
								'The service did not credit this payment: it is not paid yet, unknown to the provider, already credited, or its metadata does not match the top-up.',
							message: error.message,
						},
					},
				];
			}
			throw asNodeError(ctx.getNode(), error, itemIndex);
		}
	}
}

import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { restApiRequest, accountCredential } from '../../../shared/transport';
import { noteTopUp } from './noteTopUp';
import { positiveInteger } from './externalIdField';
import type { OperationModule } from '../types';
import { itemParameter } from '../../../shared/utils/itemParameter';

export class CreateTopUp implements OperationModule {
	readonly value = 'add';
	readonly name = 'Create Top-Up';
	readonly action = 'Create a balance top-up';
	readonly description =
		'Create a balance item awaiting payment. Within 50 minutes the same unpaid sum returns the same item. Nothing is credited until the payment is confirmed.';
	readonly credential = 'account';
	readonly itemsInOrder = true;
	readonly properties: INodeProperties[] = [
		{
			displayName: 'Sum (Roubles)',
			name: 'sum',
			description: 'The sum to top the balance up by, in whole roubles',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 1000,
			required: true,
		},
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const sum = positiveInteger(ctx, itemIndex, 'Sum', itemParameter(ctx, 'sum', itemIndex));
		const answer = await restApiRequest(ctx, {
			path: 'balance/add',
			body: { sum },
			retry: 'never',
			itemIndex,
		});
		const paymentId = String((answer.data as IDataObject)?.payment_id ?? '');
		const { baseUrl, email } = await accountCredential(ctx, itemIndex);
		const reuse = paymentId
			? noteTopUp(`${baseUrl}|${email.toLowerCase()}`, paymentId, sum, Date.now())
			: { reused: 'unknown' as const };
		const reusedNote =
			reuse.reused === true
				? `The service returned the unpaid top-up ${paymentId} that this n8n process already got ${Math.round((Date.now() - reuse.firstSeenAt) / 60_000)} min ago: balance/add reuses an unpaid item of the same sum for 50 minutes. It is one item: pay it once.`
				: 'New, or an unpaid top-up of the same sum created in the last 50 minutes outside this n8n process (the service reuses those and does not say which).';
		if (reuse.reused === true) {
			ctx.addExecutionHints({
				message: `Create Top-Up: payment_id ${paymentId} was reused for the same sum (50-minute rule)`,
				type: 'info',
				location: 'outputPane',
			});
		}
		return [
			{
				json: {
					payment_id: paymentId,
					sum,
					reused_existing_top_up: reuse.reused,
					reuse_note: reusedNote,
					credited: false,
					status: 'awaiting payment',
					next_step: `Create the provider payment with metadata balance_hid=${paymentId}, your user id and sum=${sum}, then Link Payment.`,
				},
			},
		];
	}
}

import { NodeOperationError, type IDataObject, type IExecuteFunctions, type INodeExecutionData } from 'n8n-workflow';
import { restApiRequest } from '../../transport/restApi';
import { accountCredential } from '../../transport/credentials';
import { noteTopUp } from './topUps';
import { serviceCodeOf } from '../../transport/errors';
import { asNodeError } from '../errorItem';
import type { OperationModule } from '../types';

/** Spec 2.5: ext_id of a linked payment carries this prefix. */
const EXT_PREFIX = 'gateway_m_payment_';

function positiveInteger(ctx: IExecuteFunctions, itemIndex: number, field: string, value: unknown): number {
	const n = Number(value);
	if (!Number.isInteger(n) || n <= 0) {
		throw new NodeOperationError(ctx.getNode(), `${field} must be a whole number above 0 (got "${String(value)}")`, { itemIndex });
	}
	return n;
}

function externalId(ctx: IExecuteFunctions, itemIndex: number): string {
	const raw = String(ctx.getNodeParameter('externalId', itemIndex, '')).trim();
	const id = raw.startsWith(EXT_PREFIX) ? raw.slice(EXT_PREFIX.length) : raw;
	if (!id) throw new NodeOperationError(ctx.getNode(), 'Provider Payment ID must not be empty', { itemIndex });
	return id;
}

const externalIdField = {
	displayName: 'Provider Payment ID',
	name: 'externalId',
	type: 'string' as const,
	default: '',
	required: true,
	description: 'ID of the payment at the payment provider (without the gateway_m_payment_ prefix)',
};

export const createTopUp: OperationModule = {
	value: 'add',
	name: 'Create Top-Up',
	action: 'Create a balance top up',
	description:
		'Create a balance item awaiting payment. Within 50 minutes the same unpaid sum returns the same item. Nothing is credited until the payment is confirmed.',
	credential: 'account',
	itemsInOrder: true,
	properties: [{ displayName: 'Sum (Roubles)', name: 'sum', type: 'number', typeOptions: { minValue: 1 }, default: 1000, required: true }],
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const sum = positiveInteger(this, itemIndex, 'Sum', this.getNodeParameter('sum', itemIndex));
		const answer = await restApiRequest(this, { path: 'balance/add', body: { sum }, retry: 'never', itemIndex });
		const paymentId = String((answer.data as IDataObject)?.payment_id ?? '');
		const { baseUrl, email } = await accountCredential(this, itemIndex);
		const reuse = paymentId ? noteTopUp(`${baseUrl}|${email.toLowerCase()}`, paymentId, sum, Date.now()) : { reused: 'unknown' as const };
		const reusedNote =
			reuse.reused === true
				? `The service returned the unpaid top-up ${paymentId} that this n8n process already got ${Math.round((Date.now() - reuse.firstSeenAt) / 60_000)} min ago: balance/add reuses an unpaid item of the same sum for 50 minutes. It is one item: pay it once.`
				: 'New, or an unpaid top-up of the same sum created in the last 50 minutes outside this n8n process (the service reuses those and does not say which).';
		if (reuse.reused === true) {
			this.addExecutionHints({ message: `Create Top-Up: payment_id ${paymentId} was reused for the same sum (50-minute rule)`, type: 'info', location: 'outputPane' });
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
	},
};

export const linkPayment: OperationModule = {
	value: 'update',
	name: 'Link Payment',
	action: 'Link a provider payment to a top up',
	description: 'Attach the provider payment to the top-up item. Possible once per item.',
	credential: 'account',
	itemsInOrder: true,
	properties: [{ displayName: 'Payment ID', name: 'paymentId', type: 'number', default: 0, required: true, description: 'The payment_id from Create Top-Up' }, externalIdField],
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const paymentId = positiveInteger(this, itemIndex, 'Payment ID', this.getNodeParameter('paymentId', itemIndex));
		const external = externalId(this, itemIndex);
		const answer = await restApiRequest(this, { path: 'balance/update', body: { payment_id: paymentId, external_id: external }, retry: 'never', itemIndex });
		const item = (answer.data ?? {}) as IDataObject;
		return [{ json: { ...item, credited: String(item.status) === '1' } }];
	},
};

export const confirmPayment: OperationModule = {
	value: 'confirm',
	name: 'Confirm Payment',
	action: 'Confirm a payment',
	description:
		'Ask the service to check the payment at the provider and credit it. Sent once, never repeated; the output says whether money was credited.',
	credential: 'account',
	itemsInOrder: true,
	properties: [externalIdField],
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const external = externalId(this, itemIndex);
		try {
			const answer = await restApiRequest(this, { path: 'balance/confirm', body: { external_id: external, source: 'gateway' }, retry: 'never', itemIndex });
			return [{ json: { external_id: external, credited: true, message: answer.message || 'Payment credited' } }];
		} catch (error) {
			// Code 500 is the documented "not credited" answer (not paid, unknown, already credited, mismatch).
			if (serviceCodeOf(error) === '500') {
				return [
					{
						json: {
							external_id: external,
							credited: false,
							reason: 'The service did not credit this payment: it is not paid yet, unknown to the provider, already credited, or its metadata does not match the top-up.',
							message: error.message,
						},
					},
				];
			}
			throw asNodeError(this.getNode(), error, itemIndex);
		}
	},
};

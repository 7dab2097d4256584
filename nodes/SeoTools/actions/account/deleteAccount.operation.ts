import {
	NodeOperationError,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';
import { restApiRequest, forgetSession } from '../../../shared/transport';
import type { OperationModule } from '../types';
import { itemParameter } from '../../../shared/utils/itemParameter';

export class DeleteAccount implements OperationModule {
	readonly value = 'delete';
	readonly name = 'Delete Account';
	readonly action = 'Delete the account';
	readonly description =
		'Disable the account of the credential. Data is kept, but signing in fails until the service support restores it.';
	readonly credential = 'account';
	readonly itemsInOrder = true;
	readonly properties: INodeProperties[] = [
		{
			displayName: 'Confirm Account Deletion',
			name: 'confirm',
			type: 'boolean',
			default: false,
			description: 'Whether you really want to disable the account of this credential',
		},
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		if (!itemParameter(ctx, 'confirm', itemIndex, false)) {
			throw new NodeOperationError(
				ctx.getNode(),
				'Confirm Account Deletion must be on to delete the account',
				{
					itemIndex,
					description:
						'Deleting disables the account of the credential; signing in then fails with code 418.',
				},
			);
		}
		const answer = await restApiRequest(ctx, { path: 'user/delete', retry: 'never', itemIndex });
		await forgetSession(ctx, itemIndex);
		return [{ json: { deleted: true, code: answer.code, message: answer.message } }];
	}
}

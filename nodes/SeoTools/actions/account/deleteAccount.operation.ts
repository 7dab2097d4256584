import { NodeOperationError, type IExecuteFunctions, type INodeExecutionData } from 'n8n-workflow';
import { restApiRequest, forgetSession } from '../../transport';
import type { OperationModule } from '../types';
import { itemParameter } from '../../utils/parameters';

export const deleteAccount: OperationModule = {
	value: 'delete',
	name: 'Delete Account',
	action: 'Delete the account',
	description:
		'Disable the account of the credential. Data is kept, but signing in fails until the service support restores it.',
	credential: 'account',
	itemsInOrder: true,
	properties: [
		{
			displayName: 'Confirm Account Deletion',
			name: 'confirm',
			type: 'boolean',
			default: false,
			description: 'Whether you really want to disable the account of this credential',
		},
	],
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		if (!itemParameter(this, 'confirm', itemIndex, false)) {
			throw new NodeOperationError(
				this.getNode(),
				'Confirm Account Deletion must be on to delete the account',
				{
					itemIndex,
					description:
						'Deleting disables the account of the credential; signing in then fails with code 418.',
				},
			);
		}
		const answer = await restApiRequest(this, { path: 'user/delete', retry: 'never', itemIndex });
		await forgetSession(this, itemIndex);
		return [{ json: { deleted: true, code: answer.code, message: answer.message } }];
	},
};

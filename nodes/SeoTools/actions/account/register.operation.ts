import {
	NodeOperationError,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';
import { restApiRequest } from '../../../shared/transport';
import { emailField, passwordField } from '../../../shared/parts/emailField';
import type { OperationModule } from '../types';
import { itemParameter } from '../../../shared/utils/itemParameter';

/**
 * Register (docs/service/rest-api.md#accounts): the e-mail must not contain & = + < > , ' nor two
 * dots in a row.
 */
export function emailProblem(email: string): string | undefined {
	if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return 'is not an e-mail address';
	if (/[&=+<>,']/.test(email)) return "must not contain & = + < > , or '";
	if (email.includes('..')) return 'must not contain two dots in a row';
	return undefined;
}

export class Register implements OperationModule {
	readonly value = 'register';
	readonly name = 'Register';
	readonly action = 'Register an account';
	readonly description =
		'Create a new service account. The new account signs in with its own e-mail and password.';
	readonly credential = 'account';
	readonly itemsInOrder = true;
	readonly properties: INodeProperties[] = [
		emailField,
		{
			...passwordField,
			// A node parameter is saved in the workflow, unlike a credential's encrypted fields.
			hint: 'Saved in this workflow as typed, unlike credentials, which n8n encrypts. To keep it out of the workflow, take it from the input with an expression such as {{ $json.password }}.',
		},
		{
			displayName: 'Additional Fields',
			name: 'additionalFields',
			type: 'collection',
			placeholder: 'Add Field',
			default: {},
			options: [
				{
					displayName: 'Mobile Phone',
					name: 'mobile_phone',
					type: 'string',
					default: '',
					description: 'The account holder’s mobile phone number',
				},
				{
					displayName: 'Name',
					name: 'name',
					type: 'string',
					default: '',
					description: 'The account holder’s name',
				},
				{
					displayName: 'Username',
					name: 'username',
					type: 'string',
					default: '',
					description: 'The account’s username',
				},
			],
		},
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const email = String(itemParameter(ctx, 'email', itemIndex, '')).trim();
		const problem = emailProblem(email);
		if (problem) throw new NodeOperationError(ctx.getNode(), `Email ${problem}`, { itemIndex });
		const password = String(itemParameter(ctx, 'password', itemIndex, ''));
		if (!password)
			throw new NodeOperationError(ctx.getNode(), 'Password must not be empty', { itemIndex });
		const extra = itemParameter<IDataObject>(ctx, 'additionalFields', itemIndex, {});
		const body: IDataObject = { email, password };
		for (const key of ['name', 'username', 'mobile_phone']) if (extra[key]) body[key] = extra[key];
		const answer = await restApiRequest(ctx, {
			path: 'user/register',
			body,
			retry: 'never',
			itemIndex,
			authenticated: false,
		});
		// The answer holds a token pair of the new account: never passed on.
		return [{ json: { registered: true, email, message: answer.message || 'Account created' } }];
	}
}

import type { INodeProperties } from 'n8n-workflow';

// The account's sign-in fields, as the account credential and Account → Register show them.

export const emailField: INodeProperties = {
	displayName: 'Email',
	name: 'email',
	description: 'The e-mail address of the account',
	type: 'string',
	placeholder: 'name@email.com',
	default: '',
	required: true,
};

export const passwordField: INodeProperties = {
	displayName: 'Password',
	name: 'password',
	description: 'The password of the account',
	type: 'string',
	typeOptions: { password: true },
	default: '',
	required: true,
};

import type { ResourceModule } from '../types';
import { deleteAccount } from './deleteAccount.operation';
import { register } from './register.operation';

export const accountResource: ResourceModule = {
	value: 'account',
	name: 'Account',
	operations: [deleteAccount, register],
};

import type { ResourceModule } from '../types';
import { DeleteAccount } from './deleteAccount.operation';
import { Register } from './register.operation';

export const accountResource: ResourceModule = {
	value: 'account',
	name: 'Account',
	operations: [new DeleteAccount(), new Register()],
};

import type { ResourceModule } from '../types';
import { deleteAccount, register } from './operations';

export const accountResource: ResourceModule = {
	value: 'account',
	name: 'Account',
	operations: [deleteAccount, register],
};

import type { ResourceModule } from '../types';
import { confirmPayment } from './confirm.operation';
import { createTopUp } from './add.operation';
import { linkPayment } from './update.operation';

export const balanceResource: ResourceModule = {
	value: 'balance',
	name: 'Balance',
	operations: [confirmPayment, createTopUp, linkPayment],
};

import type { ResourceModule } from '../types';
import { confirmPayment } from './confirmPayment.operation';
import { createTopUp } from './createTopUp.operation';
import { linkPayment } from './linkPayment.operation';

export const balanceResource: ResourceModule = {
	value: 'balance',
	name: 'Balance',
	operations: [confirmPayment, createTopUp, linkPayment],
};

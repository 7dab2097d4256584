import type { ResourceModule } from '../types';
import { confirmPayment, createTopUp, linkPayment } from './operations';

export const balanceResource: ResourceModule = {
	value: 'balance',
	name: 'Balance',
	operations: [confirmPayment, createTopUp, linkPayment],
};

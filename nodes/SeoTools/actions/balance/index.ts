import type { ResourceModule } from '../types';
import { ConfirmPayment } from './confirmPayment.operation';
import { CreateTopUp } from './createTopUp.operation';
import { LinkPayment } from './linkPayment.operation';

export const balanceResource: ResourceModule = {
	value: 'balance',
	name: 'Balance',
	operations: [new ConfirmPayment(), new CreateTopUp(), new LinkPayment()],
};

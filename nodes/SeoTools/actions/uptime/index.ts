import type { ResourceModule } from '../types';
import { GetUptime } from './get.operation';

export const uptimeResource: ResourceModule = {
	value: 'uptime',
	name: 'Uptime',
	operations: [new GetUptime()],
};

import type { ResourceModule } from '../types';
import { getUptime } from './get.operation';

export const uptimeResource: ResourceModule = {
	value: 'uptime',
	name: 'Uptime',
	operations: [getUptime],
};

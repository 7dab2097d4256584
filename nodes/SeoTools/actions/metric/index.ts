import type { ResourceModule } from '../types';
import { GetMetrics } from './get.operation';

export const metricResource: ResourceModule = {
	value: 'metric',
	name: 'Metric',
	operations: [new GetMetrics()],
};

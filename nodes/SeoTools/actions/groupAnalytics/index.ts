import type { ResourceModule } from '../types';
import { GetManyGroupAnalytics } from './getMany.operation';
import { GetGroupGrowth } from './getGrowth.operation';
import { GetGroupHistory } from './getHistory.operation';

export const groupAnalyticsResource: ResourceModule = {
	value: 'groupAnalytics',
	name: 'Group Analytics',
	operations: [new GetManyGroupAnalytics(), new GetGroupHistory(), new GetGroupGrowth()],
};

import type { ResourceModule } from '../types';
import { GetURLs } from './getURLs.operation';
import { GetQueries } from './getQueries.operation';
import { GetQueryGroupDynamics } from './getQueryGroupDynamics.operation';
import { GetURLDynamics } from './getURLDynamics.operation';
import { GetManyGroupAnalytics } from './getMany.operation';
import { GetGroupGrowth } from './getGrowth.operation';
import { GetGroupHistory } from './getHistory.operation';

export const groupAnalyticsResource: ResourceModule = {
	value: 'groupAnalytics',
	name: 'Group Analytics',
	operations: [
		new GetManyGroupAnalytics(),
		new GetGroupHistory(),
		new GetGroupGrowth(),
		new GetURLs(),
		new GetQueries(),
		new GetQueryGroupDynamics(),
		new GetURLDynamics(),
	],
};

import type { ResourceModule } from '../types';
import { CompareChecks } from './compareChecks.operation';
import { GetDistribution } from './getDistribution.operation';
import { GetManyPositions } from './getMany.operation';
import { GetProblemQueries } from './getProblemQueries.operation';
import { GetQueryDetails } from './getQueryDetails.operation';

export const positionResource: ResourceModule = {
	value: 'position',
	name: 'Position',
	operations: [
		new GetManyPositions(),
		new CompareChecks(),
		new GetProblemQueries(),
		new GetDistribution(),
		new GetQueryDetails(),
	],
};

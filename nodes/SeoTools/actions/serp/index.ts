import type { ResourceModule } from '../types';
import { GetVisibility } from './getVisibility.operation';
import { CheckSE1Filters } from './checkSE1Filters.operation';
import { GetSE1XML } from './getSE1XML.operation';
import { CheckVideoPosition } from './checkVideoPosition.operation';
import { CheckSE1Positions } from './checkSE1Positions.operation';
import { CheckSE2Positions } from './checkSE2Positions.operation';
import { GetSearchVisibility } from './getSearchVisibility.operation';
import { CheckPositionsInBulk } from './checkPositionsInBulk.operation';
import { GetSnippets } from './getSnippets.operation';
import { CreateTask } from './createTask.operation';
import { CreateTaskWithAds } from './createTaskWithAds.operation';
import { GetRegions } from './getRegions.operation';
import { GetTaskResult } from './getTaskResult.operation';
import { GetTaskStatus } from './getTaskStatus.operation';
import { GetTop10 } from './getTop10.operation';

export const serpResource: ResourceModule = {
	value: 'serp',
	name: 'SERP',
	operations: [
		new CreateTask(),
		new CreateTaskWithAds(),
		new GetTaskStatus(),
		new GetTaskResult(),
		new GetTop10(),
		new GetRegions(),
		new GetVisibility(),
		new CheckSE1Filters(),
		new GetSE1XML(),
		new CheckVideoPosition(),
		new CheckSE1Positions(),
		new CheckSE2Positions(),
		new GetSearchVisibility(),
		new CheckPositionsInBulk(),
		new GetSnippets(),
	],
};

import type { ResourceModule } from '../types';
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
	],
};

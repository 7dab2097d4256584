import type { ResourceModule } from '../types';
import { Get } from './get.operation';
import { Set } from './set.operation';

export const reportScheduleResource: ResourceModule = {
	value: 'reportSchedule',
	name: 'Report Schedule',
	operations: [new Get(), new Set()],
};

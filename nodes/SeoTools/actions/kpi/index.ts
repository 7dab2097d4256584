import type { ResourceModule } from '../types';
import { Calculate } from './calculate.operation';
import { Delete } from './delete.operation';
import { Get } from './get.operation';
import { GetMany } from './getMany.operation';

export const kpiResource: ResourceModule = {
	value: 'kpi',
	name: 'KPI',
	operations: [new GetMany(), new Get(), new Calculate(), new Delete()],
};

import type { ResourceModule } from '../types';
import { createGroup } from './create.operation';
import { deleteGroups } from './delete.operation';
import { getManyGroups } from './getMany.operation';
import { moveQueries } from './moveQueries.operation';

export const queryGroupResource: ResourceModule = {
	value: 'queryGroup',
	name: 'Query Group',
	operations: [createGroup, deleteGroups, getManyGroups, moveQueries],
};

import type { ResourceModule } from '../types';
import { deleteQueries } from './delete.operation';
import { getManyQueries } from './getAll.operation';
import { setQueries } from './set.operation';

export const queryResource: ResourceModule = {
	value: 'query',
	name: 'Query',
	operations: [setQueries, deleteQueries, getManyQueries],
};

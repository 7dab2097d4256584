import type { ResourceModule } from '../types';
import { deleteQueries } from './delete.operation';
import { getManyQueries } from './getMany.operation';
import { addOrUpdateQueries } from './addOrUpdate.operation';

export const queryResource: ResourceModule = {
	value: 'query',
	name: 'Query',
	operations: [addOrUpdateQueries, deleteQueries, getManyQueries],
};

import type { ResourceModule } from '../types';
import { DeleteQueries } from './delete.operation';
import { GetManyQueries } from './getMany.operation';
import { AddOrUpdateQueries } from './addOrUpdate.operation';

export const queryResource: ResourceModule = {
	value: 'query',
	name: 'Query',
	operations: [new AddOrUpdateQueries(), new DeleteQueries(), new GetManyQueries()],
};

import type { ResourceModule } from '../types';
import { SetURLs } from './setURLs.operation';
import { ResetURLs } from './resetURLs.operation';
import { Recalculate } from './recalculate.operation';
import { DeleteAll } from './deleteAll.operation';
import { SetPosition } from './setPosition.operation';
import { GetRecommended } from './getRecommended.operation';
import { AddRecommended } from './addRecommended.operation';
import { DeleteQueries } from './delete.operation';
import { GetManyQueries } from './getMany.operation';
import { AddOrUpdateQueries } from './addOrUpdate.operation';

export const queryResource: ResourceModule = {
	value: 'query',
	name: 'Query',
	operations: [
		new AddOrUpdateQueries(),
		new DeleteQueries(),
		new GetManyQueries(),
		new SetURLs(),
		new ResetURLs(),
		new Recalculate(),
		new DeleteAll(),
		new SetPosition(),
		new GetRecommended(),
		new AddRecommended(),
	],
};

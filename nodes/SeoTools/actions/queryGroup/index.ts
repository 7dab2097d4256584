import type { ResourceModule } from '../types';
import { Update } from './update.operation';
import { CreateGroup } from './create.operation';
import { DeleteGroups } from './delete.operation';
import { GetManyGroups } from './getMany.operation';
import { MoveQueries } from './moveQueries.operation';

export const queryGroupResource: ResourceModule = {
	value: 'queryGroup',
	name: 'Query Group',
	operations: [
		new CreateGroup(),
		new DeleteGroups(),
		new GetManyGroups(),
		new MoveQueries(),
		new Update(),
	],
};

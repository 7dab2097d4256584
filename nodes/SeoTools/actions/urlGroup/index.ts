import type { ResourceModule } from '../types';
import { GetURLs } from './getURLs.operation';
import { ChangeURLs } from './changeURLs.operation';
import { CreateGroup } from './create.operation';
import { DeleteGroups } from './delete.operation';
import { GenerateGroups } from './generate.operation';
import { GetGoals } from './getGoals.operation';
import { GetManyGroups } from './getMany.operation';
import { SetGoals } from './setGoals.operation';
import { UpdateGroup } from './update.operation';

export const urlGroupResource: ResourceModule = {
	value: 'urlGroup',
	name: 'URL Group',
	operations: [
		new GetManyGroups(),
		new CreateGroup(),
		new UpdateGroup(),
		new ChangeURLs(),
		new DeleteGroups(),
		new GenerateGroups(),
		new GetGoals(),
		new SetGoals(),
		new GetURLs(),
	],
};

import type { ResourceModule } from '../types';
import { CreateProject } from './createProject.operation';
import { DeleteProject } from './deleteProject.operation';
import { Get } from './get.operation';
import { GetOptions } from './getOptions.operation';
import { GetRegions } from './getRegions.operation';
import { GetSearchEngines } from './getSearchEngines.operation';
import { GetSummary } from './getSummary.operation';
import { SetFavorite } from './setFavorite.operation';
import { Update } from './update.operation';

export const projectSettingsResource: ResourceModule = {
	value: 'projectSettings',
	name: 'Project Settings',
	operations: [
		new Get(),
		new GetSummary(),
		new Update(),
		new CreateProject(),
		new DeleteProject(),
		new SetFavorite(),
		new GetOptions(),
		new GetRegions(),
		new GetSearchEngines(),
	],
};

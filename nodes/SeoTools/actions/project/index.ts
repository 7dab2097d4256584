import type { ResourceModule } from '../types';
import { CreateProject } from './create.operation';
import { GetProject } from './get.operation';
import { GetManyProjects } from './getMany.operation';
import { GetLimitsForecast } from './getLimitsForecast.operation';
import { RunPositionCheck } from './runPositionCheck.operation';
import { GetSearchSystems } from './getSearchSystems.operation';
import { ResumeProject } from './resume.operation';
import { PauseProject } from './pause.operation';
import { SuggestQueries } from './suggestQueries.operation';
import { GetTraffic } from './getTraffic.operation';

export const projectResource: ResourceModule = {
	value: 'project',
	name: 'Project',
	operations: [
		new CreateProject(),
		new GetProject(),
		new GetLimitsForecast(),
		new GetManyProjects(),
		new GetSearchSystems(),
		new GetTraffic(),
		new PauseProject(),
		new ResumeProject(),
		new RunPositionCheck(),
		new SuggestQueries(),
	],
};

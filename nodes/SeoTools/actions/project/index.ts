import type { ResourceModule } from '../types';
import { createProject } from './create.operation';
import { getProject } from './get.operation';
import { getManyProjects } from './getAll.operation';
import { getLimitsForecast } from './limitsForecast.operation';
import { runPositionCheck } from './parse.operation';
import { getSearchSystems } from './searchSystems.operation';
import { resumeProject } from './start.operation';
import { pauseProject } from './stop.operation';
import { suggestQueries } from './suggestQueries.operation';
import { getTraffic } from './traffic.operation';

export const projectResource: ResourceModule = {
	value: 'project',
	name: 'Project',
	operations: [
		createProject,
		getProject,
		getLimitsForecast,
		getManyProjects,
		getSearchSystems,
		getTraffic,
		pauseProject,
		resumeProject,
		runPositionCheck,
		suggestQueries,
	],
};

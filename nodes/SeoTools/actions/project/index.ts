import type { ResourceModule } from '../types';
import { getLimitsForecast } from './forecast.operation';
import { getProject } from './get.operation';
import { runPositionCheck } from './parse.operation';
import { pauseProject, resumeProject } from './pauseResume.operation';
import { createProject, getManyProjects, getSearchSystems, suggestQueries } from './rest.operations';
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

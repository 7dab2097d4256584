import type { ResourceModule } from '../types';
import { createProject } from './create.operation';
import { getProject } from './get.operation';
import { getManyProjects } from './getMany.operation';
import { getLimitsForecast } from './getLimitsForecast.operation';
import { runPositionCheck } from './runPositionCheck.operation';
import { getSearchSystems } from './getSearchSystems.operation';
import { resumeProject } from './resume.operation';
import { pauseProject } from './pause.operation';
import { suggestQueries } from './suggestQueries.operation';
import { getTraffic } from './getTraffic.operation';

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

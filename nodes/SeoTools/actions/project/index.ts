import type { ResourceModule } from '../types';
import { getLimitsForecast } from './forecast.operation';
import { getProject } from './get.operation';
import { runPositionCheck } from './parse.operation';
import { pauseProject, resumeProject } from './pauseResume.operation';
import { getTraffic } from './traffic.operation';

export const projectResource: ResourceModule = {
	value: 'project',
	name: 'Project',
	operations: [getProject, getLimitsForecast, getTraffic, pauseProject, resumeProject, runPositionCheck],
};

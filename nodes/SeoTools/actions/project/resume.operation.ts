import { projectCall } from '../projectCall';
import { statusOutput } from './pauseState';

export const resumeProject = projectCall({
	value: 'start',
	name: 'Resume',
	action: 'Resume a project',
	description: 'Restart scheduled checks with the schedule from before the pause',
	path: 'project/start',
	form: 'wrapped',
	retry: 'never',
	output: statusOutput(false),
});

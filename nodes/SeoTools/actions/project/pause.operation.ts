import { projectCall } from '../projectCall';
import { statusOutput } from './pauseState';

export const pauseProject = projectCall({
	value: 'stop',
	name: 'Pause',
	action: 'Pause a project',
	description: 'Stop scheduled checks; the schedule is remembered and data is kept',
	path: 'project/stop',
	form: 'wrapped',
	retry: 'never',
	output: statusOutput(true),
});

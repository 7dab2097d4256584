import type { IDataObject } from 'n8n-workflow';
import { projectCall } from './projectCall';

const statusOutput = (paused: boolean) => (result: unknown, context: IDataObject) => {
	const messages = Array.isArray(result) ? result.map(String) : [String(result ?? '')];
	return [{ json: { ...context, paused, message: messages.join(' ') } }];
};

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

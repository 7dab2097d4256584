import { projectCall } from '../projectCall';

export const getLimitsForecast = projectCall({
	value: 'limitsForecast',
	name: 'Get Limits Forecast',
	action: 'Get the limits forecast of a project',
	description: 'Limits the project will consume in the next 30 days at its current settings',
	path: 'project/limits-forecast',
	form: 'wrapped',
});

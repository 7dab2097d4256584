import { projectCall } from '../projectCall';

export const getFullAudit = projectCall({
	value: 'get',
	name: 'Get Full',
	action: 'Get the full audit of a project',
	description:
		'Get every stored technical check result as one object (the structure follows the service interface and may change; prefer the other audit operations)',
	path: 'audit/get',
	form: 'bare',
});

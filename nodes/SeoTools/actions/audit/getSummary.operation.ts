import { projectCall } from '../projectCall';
import { toItems } from '../../shared/items';

export const getAuditSummary = projectCall({
	value: 'summary',
	name: 'Get Summary',
	action: 'Get the audit summary of a project',
	description: 'One item per check with a warning flag (subdomains and server response)',
	path: 'audit/getsummary',
	form: 'bare',
	output: (rows, context) => toItems(rows ?? [], context),
});

import type { ResourceModule } from '../types';
import { getFullAudit } from './getFull.operation';
import { getIndexCounts } from './getIndexCounts.operation';
import { getRobotsTxtHistory } from './getRobotsTxtHistory.operation';
import { getRobotsTxtVersions } from './getRobotsTxtVersions.operation';
import { getAuditSummary } from './getSummary.operation';

export const auditResource: ResourceModule = {
	value: 'audit',
	name: 'Audit',
	operations: [
		getFullAudit,
		getIndexCounts,
		getRobotsTxtHistory,
		getRobotsTxtVersions,
		getAuditSummary,
	],
};

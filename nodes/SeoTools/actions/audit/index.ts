import type { ResourceModule } from '../types';
import { GetFullAudit } from './getFull.operation';
import { GetIndexCounts } from './getIndexCounts.operation';
import { GetRobotsTxtHistory } from './getRobotsTxtHistory.operation';
import { GetRobotsTxtVersions } from './getRobotsTxtVersions.operation';
import { GetAuditSummary } from './getSummary.operation';

export const auditResource: ResourceModule = {
	value: 'audit',
	name: 'Audit',
	operations: [
		new GetFullAudit(),
		new GetIndexCounts(),
		new GetRobotsTxtHistory(),
		new GetRobotsTxtVersions(),
		new GetAuditSummary(),
	],
};

import type { ResourceModule } from '../types';
import { getAuditSummary, getFullAudit, getIndexCounts, getRobotsHistory, getRobotsVersions } from './operations';

export const auditResource: ResourceModule = {
	value: 'audit',
	name: 'Audit',
	operations: [getFullAudit, getIndexCounts, getRobotsHistory, getRobotsVersions, getAuditSummary],
};

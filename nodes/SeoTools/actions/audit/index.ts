import type { ResourceModule } from '../types';
import { getFullAudit } from './get.operation';
import { getIndexCounts } from './pages.operation';
import { getRobotsHistory } from './robots.operation';
import { getRobotsVersions } from './robotsVersions.operation';
import { getAuditSummary } from './summary.operation';

export const auditResource: ResourceModule = {
	value: 'audit',
	name: 'Audit',
	operations: [getFullAudit, getIndexCounts, getRobotsHistory, getRobotsVersions, getAuditSummary],
};

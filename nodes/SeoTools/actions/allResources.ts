import { accountResource } from './account';
import { agentResource } from './agent';
import { auditResource } from './audit';
import { balanceResource } from './balance';
import { eventResource } from './event';
import { competitorResource } from './competitor';
import { groupAnalyticsResource } from './groupAnalytics';
import { metricResource } from './metric';
import { noteResource } from './note';
import { positionResource } from './position';
import { projectResource } from './project';
import { queryResource } from './query';
import { queryGroupResource } from './queryGroup';
import { recommendationResource } from './recommendation';
import { reportResource } from './report';
import type { ResourceModule } from './types';
import { uptimeResource } from './uptime';
import { videoResource } from './video';

/** Every resource of the node, in the order the editor lists them. */
export const ALL_RESOURCES: ResourceModule[] = [
	projectResource,
	queryGroupResource,
	queryResource,
	auditResource,
	uptimeResource,
	positionResource,
	metricResource,
	groupAnalyticsResource,
	competitorResource,
	recommendationResource,
	eventResource,
	noteResource,
	reportResource,
	videoResource,
	balanceResource,
	accountResource,
	agentResource,
];

import { accountResource } from './account';
import { agentResource } from './agent';
import { auditResource } from './audit';
import { balanceResource } from './balance';
import { checkRunResource } from './checkRun';
import { eventResource } from './event';
import { folderResource } from './folder';
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
import { serpResource } from './serp';
import { projectSettingsResource } from './projectSettings';
import { reportScheduleResource } from './reportSchedule';
import { memberResource } from './member';
import { kpiResource } from './kpi';
import { geoProjectResource } from './geoProject';
import { keywordResearchResource } from './keywordResearch';
import { siteAnalysisResource } from './siteAnalysis';
import { semanticsResource } from './semantics';
import type { ResourceModule } from './types';
import { uptimeResource } from './uptime';
import { urlGroupResource } from './urlGroup';
import { videoResource } from './video';

/** Every resource of the node, in the order the editor lists them. */
export const ALL_RESOURCES: ResourceModule[] = [
	projectResource,
	projectSettingsResource,
	checkRunResource,
	folderResource,
	queryGroupResource,
	queryResource,
	urlGroupResource,
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
	reportScheduleResource,
	memberResource,
	kpiResource,
	geoProjectResource,
	keywordResearchResource,
	semanticsResource,
	serpResource,
	siteAnalysisResource,
	videoResource,
	balanceResource,
	accountResource,
	agentResource,
];

import { ANALYTICS_TOOLS } from './analytics';
import type { ToolImpl } from './call';
import { CHECK_TOOLS } from './checks';
import { COMPETITOR_TOOLS } from './competitors';
import { FOLDER_TOOLS } from './folders';
import { GROUP_TOOLS } from './groups';
import { JOURNAL_TOOLS } from './journal';
import { MEMBER_TOOLS } from './members';
import { MONITORING_TOOLS } from './monitoring';
import { PROJECT_RECORD_TOOLS } from './projectRecords';
import { PROJECT_TOOLS } from './projects';
import { QUERY_TOOLS } from './queries';
import { RECOMMENDATION_TOOLS } from './recommendations';
import { REPORT_TOOLS } from './reports';
import { SEMANTICS_TOOLS } from './semantics';
import { SERVICE_TOOLS } from './services';
import { URL_TOOLS } from './urls';

/** Every catalog tool the simulator runs (all 165 named tools; a test checks none is missing). */
export const IMPLEMENTED: Record<string, ToolImpl> = {
	...PROJECT_TOOLS,
	...MONITORING_TOOLS,
	...GROUP_TOOLS,
	...QUERY_TOOLS,
	...FOLDER_TOOLS,
	...JOURNAL_TOOLS,
	...MEMBER_TOOLS,
	...REPORT_TOOLS,
	...ANALYTICS_TOOLS,
	...CHECK_TOOLS,
	...URL_TOOLS,
	...SEMANTICS_TOOLS,
	...COMPETITOR_TOOLS,
	...RECOMMENDATION_TOOLS,
	...PROJECT_RECORD_TOOLS,
	...SERVICE_TOOLS,
};

import type { ToolImpl } from './call';
import { FOLDER_TOOLS } from './folders';
import { GROUP_TOOLS } from './groups';
import { JOURNAL_TOOLS } from './journal';
import { MEMBER_TOOLS } from './members';
import { MONITORING_TOOLS } from './monitoring';
import { PROJECT_TOOLS } from './projects';
import { QUERY_TOOLS } from './queries';
import { REPORT_TOOLS } from './reports';

/** The catalog tools the simulator really runs; every other catalog tool answers "not simulated". */
export const IMPLEMENTED: Record<string, ToolImpl> = {
	...PROJECT_TOOLS,
	...MONITORING_TOOLS,
	...GROUP_TOOLS,
	...QUERY_TOOLS,
	...FOLDER_TOOLS,
	...JOURNAL_TOOLS,
	...MEMBER_TOOLS,
	...REPORT_TOOLS,
};

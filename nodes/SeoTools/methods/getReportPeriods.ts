import type { IDataObject, INodePropertyOptions } from 'n8n-workflow';
import { fieldOf } from '../../shared/parts/agent/fieldOf';
import { findAgentTool } from '../../shared/parts/agent/listAgentTools';
import { schemaValues } from '../../shared/parts/agent/schemaValues';
import { projectPicker } from './projectPicker';
import { toolRows } from './toolRows';

/** The distinct periods of the project's reports, as list_reports gives them, in its order. */
export function periodsOf(reports: IDataObject[]): string[] {
	const periods = reports
		.map((report) => fieldOf(report, ['period']))
		.filter((period) => typeof period === 'string' || typeof period === 'number')
		.map(String);
	return [...new Set(periods)];
}

/**
 * The periods a report tool takes: the service's documentation names create_report's and
 * set_report_schedule's `period` without its values, so the list is the values the tool's live
 * schema gives (`enum`, `oneOf`/`anyOf` consts); when it gives none, the periods of the project's
 * existing reports (list_reports), each saying so. The first choice sends no period
 * (docs/open-answer-readers.md).
 */
function reportPeriods(tool: 'create_report' | 'set_report_schedule', empty: string) {
	return projectPicker({
		what: 'Periods',
		empty,
		read: async (ctx, projectId): Promise<INodePropertyOptions[]> => {
			const listed = schemaValues(
				(await findAgentTool(ctx, tool))?.inputSchema?.properties?.period,
			);
			if (listed.length)
				return listed.map((value) => ({
					name: String(value),
					value: String(value),
					description: `A period ${tool} takes`,
				}));
			return periodsOf(await toolRows(ctx, 'list_reports', { project_id: projectId })).map(
				(period) => ({
					name: period,
					value: period,
					description: `A period of the project’s existing reports (the service lists no periods for ${tool})`,
				}),
			);
		},
	}).optional;
}

/** Report → Create's periods. */
export const getReportPeriods = reportPeriods(
	'create_report',
	'Use Date From and Date To or the Saved Settings',
);

/** Report Schedule → Set's periods: the empty choice leaves the schedule's period as it is. */
export const getReportSchedulePeriods = reportPeriods(
	'set_report_schedule',
	'Keep the Schedule’s Period',
);

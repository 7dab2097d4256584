import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { finishedChecks } from '../../shared/parts/agent/finishedChecks';
import { aboutChosenProject } from './aboutChosenProject';
import { toolRows } from './toolRows';

/** How many of the newest checks the picker offers; older ones are typed as a date. */
const PICKER_CHECKS = 200;

/** The chosen project's finished position checks, newest first, by date (get_project_updates). */
export async function getCheckDates(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await aboutChosenProject(this, async (projectId) => {
		const rows = await toolRows(this, 'get_project_updates', {
			project_id: projectId,
			limit: PICKER_CHECKS,
		});
		return finishedChecks(rows).map((check) => ({
			name: check.id === undefined ? check.date : `${check.date} (check #${String(check.id)})`,
			value: check.date,
		}));
	});
}

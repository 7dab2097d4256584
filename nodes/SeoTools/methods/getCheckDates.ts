import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { finishedChecks } from '../../shared/parts/agent/finishedChecks';
import { projectPicker } from './projectPicker';
import { toolRows } from './toolRows';

/** How many of the newest checks the picker offers; older ones are typed as a date. */
const PICKER_CHECKS = 200;

/** The chosen project's finished position checks, newest first, by date (get_project_updates). */
const checkDates = projectPicker({
	what: 'Finished Checks',
	async read(ctx: ILoadOptionsFunctions, projectId: number): Promise<INodePropertyOptions[]> {
		const rows = await toolRows(ctx, 'get_project_updates', {
			project_id: projectId,
			limit: PICKER_CHECKS,
		});
		return finishedChecks(rows).map((check) => ({
			name: check.id === undefined ? check.date : `${check.date} (check #${String(check.id)})`,
			value: check.date,
		}));
	},
});

export const getCheckDates = checkDates.required;

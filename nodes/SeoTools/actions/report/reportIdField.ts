import { NodeOperationError, type IExecuteFunctions, type INodeProperties } from 'n8n-workflow';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { itemParameter } from '../../../shared/utils/itemParameter';

/** The Report ID field of Get and Get File. */
export const reportIdField: INodeProperties = {
	displayName: 'Report ID',
	name: 'reportId',
	type: 'string',
	default: '',
	required: true,
	placeholder: 'e.g. 52417',
	description: 'The report’s ID, as Create or Get Many returned it (report_id)',
};

/** The report ID of the item, or an error before anything is sent. */
export function reportIdOfItem(ctx: IExecuteFunctions, itemIndex: number): string {
	const id = String(itemParameter(ctx, 'reportId', itemIndex, '') ?? '').trim();
	if (!id)
		throw new NodeOperationError(ctx.getNode(), 'Report ID: enter the report’s ID', {
			itemIndex,
			description: 'Report → Get Many lists the project’s reports with their report_id.',
		});
	return id;
}

/** The fields that name one report: its project, then its ID. */
export const reportByIdFields: INodeProperties[] = [projectLocator, reportIdField];

/** The project and report an item names, read (and an empty ID refused) before any request. */
export const reportOfItem = (ctx: IExecuteFunctions, itemIndex: number) => ({
	projectId: getProjectId(ctx, itemIndex),
	reportId: reportIdOfItem(ctx, itemIndex),
});

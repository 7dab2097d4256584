import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { restApiRequest } from '../../../shared/transport';
import { returnAllProperties, takeLimit } from '../../../shared/parts/returnAllProperties';
import type { OperationModule } from '../types';

export class GetManyProjects implements OperationModule {
	readonly value = 'getAll';
	readonly name = 'Get Many';
	readonly action = 'Get many projects';
	readonly description =
		'List own projects and projects shared with you, with the dates of finished position checks and audit errors';
	readonly credential = 'account';
	readonly properties: INodeProperties[] = [...returnAllProperties()];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const answer = await restApiRequest(ctx, { path: 'projects/list', retry: 'safe', itemIndex });
		const entries = takeLimit(
			ctx,
			itemIndex,
			(Array.isArray(answer.data) ? answer.data : []) as IDataObject[],
		);
		return entries.map((entry) => {
			const project = (entry.project ?? {}) as IDataObject;
			const updates = Array.isArray(entry.update) ? (entry.update as string[]) : [];
			return {
				json: {
					...project,
					position_check_dates: updates,
					last_position_check: updates.length ? updates[updates.length - 1] : null,
					audit_errors: entry.errors === false || entry.errors === undefined ? null : entry.errors,
				},
			};
		});
	}
}

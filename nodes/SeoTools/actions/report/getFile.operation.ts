import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import type { OperationModule } from '../types';
import { binaryPropertyField, reportFileItem } from './reportFile';
import { reportByIdFields, reportOfItem } from './reportIdField';
import { reportWaitFields, waitOf } from './reportWaitFields';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';

export class GetReportFile implements OperationModule {
	readonly value = 'getFile';
	readonly name = 'Get File';
	readonly action = 'Get the file of a report';
	readonly description = 'Download the file (docx) of a project’s report into binary data';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		...reportByIdFields,
		...reportWaitFields(
			'waitForResult',
			'Wait for the File',
			'Whether to wait while the service is still making the file, calling again every poll interval, instead of returning at once without it',
		),
		binaryPropertyField(),
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const { projectId, reportId } = reportOfItem(ctx, itemIndex);
		const file = await reportFileItem(ctx, itemIndex, {
			projectId,
			reportId,
			wait: waitOf(ctx, itemIndex, 'waitForResult'),
		});
		const item = itemsFrom(file.fields, aboutProject(projectId))[0];
		return [{ ...item, ...(file.binary ? { binary: file.binary } : {}) }];
	}
}

import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { isRecord } from '../../../shared/utils/isRecord';
import { agentToolCall } from '../../../shared/parts/agent/agentToolCall';
import type { OperationModule } from '../types';
import { reportByIdFields, reportOfItem } from './reportIdField';
import { reportWaitFields, waitOf } from './reportWaitFields';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';

export class GetReport implements OperationModule {
	readonly value = 'get';
	readonly name = 'Get';
	readonly action = 'Get a report';
	readonly description =
		'Get a report of a project by its ID: its state, and its content once ready';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		...reportByIdFields,
		...reportWaitFields(
			'waitForResult',
			'Wait for the Report',
			'Whether to wait until the report is ready, calling again every poll interval, instead of returning its current state at once',
		),
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const { projectId, reportId } = reportOfItem(ctx, itemIndex);
		const report = await agentToolCall(ctx, itemIndex, {
			tool: 'get_report',
			args: { project_id: projectId, report_id: reportId },
			wait: waitOf(ctx, itemIndex, 'waitForResult'),
		});
		return itemsFrom(
			{
				report_id: reportId,
				...(isRecord(report) ? report : { value: report as never }),
			},
			aboutProject(projectId),
		);
	}
}

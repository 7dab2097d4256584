import {
	NodeOperationError,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';
import type { OperationModule } from '../types';
import { completionOptions } from './completionOptions';
import { downloadVideo, fetchResult, finish } from './waitForVideo';
import { itemParameter } from '../../../shared/utils/itemParameter';

export class GetResult implements OperationModule {
	readonly value = 'getResult';
	readonly name = 'Get Result';
	readonly action = 'Get the result of a video task';
	readonly description =
		'Fetch a task by report ID (free, repeatable): progress while it runs, links and cost when done';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		{
			displayName: 'Report ID',
			name: 'reportId',
			type: 'string',
			default: '',
			required: true,
			description: 'The report_id returned by Generate or Edit',
		},
		...completionOptions,
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const reportId = String(itemParameter(ctx, 'reportId', itemIndex, '')).trim();
		if (!/^\d+$/.test(reportId))
			throw new NodeOperationError(
				ctx.getNode(),
				`Report ID: "${reportId}" is not a report ID (a whole number)`,
				{ itemIndex },
			);
		const first = await fetchResult(ctx, reportId, itemIndex);
		if (first.finished || !itemParameter(ctx, 'waitForCompletion', itemIndex, false)) {
			const binary =
				first.finished && itemParameter(ctx, 'download', itemIndex, false)
					? await downloadVideo(ctx, first.json, itemIndex)
					: {};
			return [{ json: first.json, ...(Object.keys(binary).length ? { binary } : {}) }];
		}
		return await finish(ctx, reportId, {}, itemIndex);
	}
}

import { NodeOperationError, type IExecuteFunctions, type INodeExecutionData } from 'n8n-workflow';
import type { OperationModule } from '../types';
import { completionOptions } from './fields';
import { downloadVideo, fetchResult, finish } from './task';
import { itemParameter } from '../../utils/parameters';

export const getResult: OperationModule = {
	value: 'getResult',
	name: 'Get Result',
	action: 'Get the result of a video task',
	description:
		'Fetch a task by report ID (free, repeatable): progress while it runs, links and cost when done',
	credential: 'apiKey',
	properties: [
		{
			displayName: 'Report ID',
			name: 'reportId',
			type: 'string',
			default: '',
			required: true,
			description: 'The report_id returned by Generate or Edit',
		},
		...completionOptions,
	],
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const reportId = String(itemParameter(this, 'reportId', itemIndex, '')).trim();
		if (!/^\d+$/.test(reportId))
			throw new NodeOperationError(
				this.getNode(),
				`Report ID: "${reportId}" is not a report ID (a whole number)`,
				{ itemIndex },
			);
		const first = await fetchResult(this, reportId, itemIndex);
		if (first.finished || !itemParameter(this, 'waitForCompletion', itemIndex, false)) {
			const binary =
				first.finished && itemParameter(this, 'download', itemIndex, false)
					? await downloadVideo(this, first.json, itemIndex)
					: {};
			return [{ json: first.json, ...(Object.keys(binary).length ? { binary } : {}) }];
		}
		return await finish(this, reportId, {}, itemIndex);
	},
};

import {
	NodeOperationError,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';
import { mayHaveRun } from '../../../shared/transport';
import { fieldOf } from '../../../shared/parts/agent/fieldOf';
import { pickerField } from '../../../shared/parts/agent/pickerField';
import { reportIdOf, agentTaskState } from '../../../shared/parts/agent/agentTaskState';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { asNodeError } from '../../../shared/utils/asNodeError';
import { isRecord } from '../../../shared/utils/isRecord';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { agentToolCall } from '../../../shared/parts/agent/agentToolCall';
import { afterWorkDone } from '../laterRequestFailed';
import type { OperationModule } from '../types';
import { binaryPropertyField, reportFileItem } from './reportFile';
import { reportWaitFields, waitOf } from './reportWaitFields';
import { reportPeriod } from './reportPeriod';
import { itemsFrom } from '../../../shared/parts/answers/itemsFrom';
import { aboutProject } from '../projectCall';

const WAIT = 'waitForFile';

/** The report_id a create answer names: at its top, inside a `report` record, or in its text. */
function createdReportId(answer: unknown): string | number | undefined {
	if (!isRecord(answer)) return undefined;
	const inner = isRecord(answer.report) ? answer.report : {};
	const named = reportIdOf(fieldOf(answer, ['report_id']) ?? fieldOf(inner, ['report_id', 'id']));
	if (named !== undefined) return named;
	const text = typeof answer.text === 'string' ? answer.text : '';
	return /report_id\W{0,3}(\d+)/i.exec(text)?.[1];
}

/** Sends create_report once; a failure after which the report may exist says how to find it. */
async function createOnce(
	ctx: IExecuteFunctions,
	itemIndex: number,
	args: IDataObject,
): Promise<unknown> {
	try {
		return await agentToolCall(ctx, itemIndex, { tool: 'create_report', args });
	} catch (error) {
		const failure = asNodeError(ctx.getNode(), error, itemIndex);
		if (mayHaveRun(failure))
			failure.description = [
				failure.description,
				'The report may have been created; it was not requested again, so no second report was made.',
				'Report → Get Many lists the project’s reports with their report_id; Report → Get File fetches a report’s file.',
			]
				.filter(Boolean)
				.join(' ');
		throw failure;
	}
}

export class CreateReport implements OperationModule {
	readonly value = 'create';
	readonly name = 'Create';
	readonly action = 'Create a report';
	readonly description =
		'Create a report on a project for a period and, by default, wait for it and download its file';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		{
			displayName: 'Period Name or ID',
			name: 'period',
			type: 'options',
			typeOptions: {
				loadOptionsMethod: 'getReportPeriods',
				loadOptionsDependsOn: ['project.value'],
			},
			default: '',
			description:
				'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
			hint: 'The periods the service offers for reports; the first choice sends none, so Date From and Date To or the project’s saved report settings apply',
		},
		{
			displayName: 'Date From',
			name: 'dateFrom',
			type: 'dateTime',
			default: '',
			description: 'First day of the report; empty lets the period or the saved settings decide',
		},
		{
			displayName: 'Date To',
			name: 'dateTo',
			type: 'dateTime',
			default: '',
			description: 'Last day of the report; empty lets the period or the saved settings decide',
		},
		{
			displayName: 'Compare With Another Period',
			name: 'compare',
			type: 'boolean',
			default: false,
			description: 'Whether the report compares its period with another one',
		},
		{
			displayName: 'Compare From',
			name: 'compareFrom',
			type: 'dateTime',
			default: '',
			description: 'First day of the period to compare with',
			displayOptions: { show: { compare: [true] } },
		},
		{
			displayName: 'Compare To',
			name: 'compareTo',
			type: 'dateTime',
			default: '',
			description: 'Last day of the period to compare with',
			displayOptions: { show: { compare: [true] } },
		},
		pickerField('getReportBlocks', {
			displayName: 'Block Names or IDs',
			name: 'blocks',
			type: 'multiOptions',
			default: [],
			description:
				'The report’s blocks; none uses the blocks of the project’s saved report settings. Choose from the list, or specify aliases using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		}),
		...reportWaitFields(
			WAIT,
			'Wait for the File',
			'Whether to wait until the report is ready and download its file (docx) into binary data, instead of returning its report_id at once. The report is requested once either way.',
		),
		binaryPropertyField({ [WAIT]: [true] }),
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const projectId = getProjectId(ctx, itemIndex);
		// The list's "choose a project first" line has an empty value: it is no block.
		const picked = itemParameter<string[] | string>(ctx, 'blocks', itemIndex, []);
		const blocks = Array.isArray(picked) ? picked.filter((block) => block !== '') : picked;
		const args = {
			project_id: projectId,
			...reportPeriod(ctx, itemIndex),
			blocks: Array.isArray(blocks) && blocks.length === 0 ? undefined : blocks,
		};
		const wait = waitOf(ctx, itemIndex, WAIT);
		const started = Date.now();
		const created = await createOnce(ctx, itemIndex, args);
		const json = isRecord(created) ? created : { value: created as never };
		if (!wait) return itemsFrom(json, aboutProject(projectId));
		const reportId = createdReportId(created);
		if (reportId === undefined)
			throw new NodeOperationError(
				ctx.getNode(),
				'the service created the report but its answer named no report_id to wait for',
				{
					itemIndex,
					description:
						'It was not requested again. Report → Get Many lists the project’s reports with their report_id; Report → Get File fetches the file.',
				},
			);
		try {
			return await waitForReport(ctx, itemIndex, { projectId, reportId, wait, started });
		} catch (error) {
			throw afterWorkDone(
				ctx,
				error,
				itemIndex,
				`The report was created (report_id ${String(reportId)}) and is not requested again: Report → Get File fetches its file.`,
			);
		}
	}
}

/** The created report's state, then its file within what is left of the item's Timeout. */
async function waitForReport(
	ctx: IExecuteFunctions,
	itemIndex: number,
	{
		projectId,
		reportId,
		wait,
		started,
	}: {
		projectId: number;
		reportId: NonNullable<ReturnType<typeof createdReportId>>;
		wait: NonNullable<ReturnType<typeof waitOf>>;
		started: number;
	},
): Promise<INodeExecutionData[]> {
	const report = await agentToolCall(ctx, itemIndex, {
		tool: 'get_report',
		args: { project_id: projectId, report_id: reportId },
		wait,
	});
	const reportJson = isRecord(report) ? report : { value: report as never };
	if (agentTaskState(report, reportId).kind === 'pending')
		return itemsFrom({ report_id: reportId, ...reportJson }, aboutProject(projectId));
	// The file is waited for within what is left of the item's Timeout.
	const left = wait.timeout - Math.floor((Date.now() - started) / 1000);
	const file = await reportFileItem(ctx, itemIndex, {
		projectId,
		reportId,
		wait: { ...wait, timeout: Math.max(1, left) },
	});
	const item = itemsFrom(
		{ report_id: reportId, ...reportJson, file: file.fields },
		aboutProject(projectId),
	)[0];
	return [{ ...item, ...(file.binary ? { binary: file.binary } : {}) }];
}

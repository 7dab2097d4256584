import { NodeOperationError, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { toolsApiRequest, apiKeyCredential } from '../../transport';
import { serviceError } from '../../transport/errors';
import type { FilePart } from '../../transport/multipart';
import { registerTask } from '../../shared/taskRegistry';
import type { Catalog } from './catalog';
import { explainRefusals, mentionsSound, SOUND_HINT } from './refusals';
import { reserveVideoSlot } from '../../shared/videoTaskCap';

export function rejectProblems(
	ctx: IExecuteFunctions,
	itemIndex: number,
	problems: string[],
): void {
	if (!problems.length) return;
	throw new NodeOperationError(ctx.getNode(), problems[0], {
		itemIndex,
		description:
			problems.length > 1
				? `All problems: ${problems.join('; ')}. Nothing was sent.`
				: 'Nothing was sent.',
	});
}

export function pickModel(ctx: IExecuteFunctions, itemIndex: number, catalog: Catalog) {
	const value = String(ctx.getNodeParameter('model', itemIndex, '')).trim() || catalog.default;
	return { value, model: catalog.models.find((m) => m.value === value) };
}

/** A refused task: the service's reasons (code -100 details) in English, each with its original text. */
async function refusedTask(
	ctx: IExecuteFunctions,
	itemIndex: number,
	code: number,
	message: string,
	details: IDataObject = {},
) {
	const reasons = code === -100 ? explainRefusals(details.details) : [];
	const { apiKey } = await apiKeyCredential(ctx, itemIndex);
	return serviceError(ctx.getNode(), {
		surface: 'tools',
		code,
		message: reasons[0] ?? message,
		details:
			reasons.length > 1
				? `all reasons: ${reasons.join('; ')}`
				: Object.keys(details).length && !reasons.length
					? details
					: undefined,
		hint: reasons.length
			? `${mentionsSound(reasons) ? SOUND_HINT : 'The service refused the task parameters.'} Nothing was queued and no limits were charged.`
			: undefined,
		itemIndex,
		secrets: [apiKey],
	});
}

/** Queues a task: sent once, never repeated (limits are charged at queueing). */
export async function queue(
	ctx: IExecuteFunctions,
	itemIndex: number,
	form: IDataObject,
	files: FilePart[],
): Promise<string> {
	// Never a sixth running task because of this node (taskCap.ts).
	const slot = await reserveVideoSlot(ctx, itemIndex);
	let reportId: string | undefined;
	try {
		reportId = await queueOnce(ctx, itemIndex, form, files);
		return reportId;
	} finally {
		if (reportId === undefined) slot.abandon();
		else slot.queued(reportId);
	}
}

async function queueOnce(
	ctx: IExecuteFunctions,
	itemIndex: number,
	form: IDataObject,
	files: FilePart[],
): Promise<string> {
	const answer = await toolsApiRequest(ctx, {
		method: 'POST',
		tool: 'aivideo',
		form,
		files,
		retry: 'never',
		itemIndex,
		returnErrors: true,
	});
	if (answer.state === 'error')
		throw await refusedTask(ctx, itemIndex, answer.code, answer.message, answer.details);
	if (answer.state === 'alreadyRunning') {
		registerTask(ctx.getWorkflow().id, ctx.getWorkflowStaticData('global'), answer.reportId);
		return answer.reportId;
	}
	const reportId = answer.state === 'done' ? answer.data.report_id : undefined;
	if (reportId === undefined || reportId === null) {
		throw new NodeOperationError(
			ctx.getNode(),
			'The service queued nothing: its answer had no report_id',
			{ itemIndex },
		);
	}
	registerTask(ctx.getWorkflow().id, ctx.getWorkflowStaticData('global'), String(reportId));
	return String(reportId);
}

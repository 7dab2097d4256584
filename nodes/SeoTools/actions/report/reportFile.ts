import {
	NodeOperationError,
	type IDataObject,
	type IBinaryKeyData,
	type IExecuteFunctions,
	type INodeProperties,
} from 'n8n-workflow';
import { agentTaskState } from '../../../shared/parts/agent/agentTaskState';
import type { PollSettings } from '../../../shared/parts/agent/waitForAgentTask';
import { isRecord } from '../../../shared/utils/isRecord';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { agentToolCall, agentToolFile } from '../../../shared/parts/agent/agentToolCall';

/** n8n's usual name of the binary property a downloaded file goes to. */
export const binaryPropertyField = (show?: Record<string, boolean[]>): INodeProperties => ({
	displayName: 'Put Output File in Field',
	name: 'binaryPropertyName',
	description: 'The name of the output binary field to put the report file in',
	type: 'string',
	default: 'data',
	required: true,
	...(show ? { displayOptions: { show } } : {}),
});

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Field names a link to the file may come under (the service's documentation names none). */
const LINK_NAMES = ['file_url', 'url', 'link', 'download_url', 'href', 'file', 'file_link'];
/** Where an envelope may hold the file's description. */
const INNER = ['result', 'data', 'report', 'file'];
/** A link in free text: an absolute address, or a path on the service. */
const LINK_IN_TEXT = /(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]+\.docx\b)/i;

/**
 * The link get_report_file answers (docs/service/agent-interface.md: "link to the report file,
 * docx"), in every plausible form: under a link field (also inside an envelope), or in text.
 * It may be absolute or relative to the Base URL.
 */
export function fileLinkIn(answer: unknown): string | undefined {
	if (typeof answer === 'string')
		// A sentence's closing punctuation is not part of the link it ends with.
		return LINK_IN_TEXT.exec(answer)?.[1].replace(/[.,;:!?)»]+$/, '');
	if (!isRecord(answer)) return undefined;
	for (const name of LINK_NAMES) {
		const value = answer[name];
		if (typeof value === 'string' && value.trim() && !/\s/.test(value.trim())) return value.trim();
	}
	for (const name of [...INNER, 'text', 'message']) {
		const found = answer[name] === undefined ? undefined : fileLinkIn(answer[name]);
		if (found) return found;
	}
	return undefined;
}

export interface ReportFile {
	/** get_report_file's answer, with the report_id. */
	fields: IDataObject;
	/** The downloaded file, under the item's binary property; none while the file is not ready. */
	binary?: IBinaryKeyData;
}

/**
 * The report's file: get_report_file by report_id (polled while the file is being
 * made, when `wait` is given), then its link downloaded into binary data. A file that is not
 * ready yet comes back with a note saying so, without binary data.
 */
export async function reportFileItem(
	ctx: IExecuteFunctions,
	itemIndex: number,
	report: { projectId: number; reportId: string | number; wait?: PollSettings },
): Promise<ReportFile> {
	const { projectId, reportId } = report;
	const answer = await agentToolCall(ctx, itemIndex, {
		tool: 'get_report_file',
		args: { project_id: projectId, report_id: reportId },
		wait: report.wait,
	});
	const json: IDataObject = {
		report_id: reportId,
		...(isRecord(answer) ? answer : { value: answer as never }),
	};
	if (agentTaskState(answer, reportId).kind === 'pending')
		return {
			fields: {
				...json,
				note:
					json.note ??
					`The file is not ready yet. Run Report → Get File with report ID ${String(reportId)} later; nothing was created again.`,
			},
		};
	const link = fileLinkIn(answer);
	if (!link)
		throw new NodeOperationError(
			ctx.getNode(),
			`the service’s answer to get_report_file for report ${String(reportId)} named no link to the file`,
			{
				itemIndex,
				description: 'Agent → Call Tool with get_report_file shows the answer as it came.',
			},
		);
	const property = String(itemParameter(ctx, 'binaryPropertyName', itemIndex, 'data'));
	const file = await agentToolFile(ctx, itemIndex, {
		link,
		what: `report ${String(reportId)}`,
		fallbackName: `report-${String(reportId)}.docx`,
		fallbackType: DOCX,
	});
	return { fields: json, binary: { [property]: file } };
}

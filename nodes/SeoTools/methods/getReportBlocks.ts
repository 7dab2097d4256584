import type { IDataObject } from 'n8n-workflow';
import { fieldOf } from '../../shared/parts/agent/fieldOf';
import { isRecord } from '../../shared/utils/isRecord';
import { projectPicker } from './projectPicker';
import { toolAnswer } from './toolRows';

/**
 * Every block an answer of get_report_blocks names (alias, name and whether enabled, by source:
 * docs/service/agent-interface.md#catalog-sections). The service's documentation shows no shape, so blocks are
 * found wherever they sit: one flat list, or lists grouped under their source's name.
 */
export function reportBlocksIn(answer: unknown, source?: string): IDataObject[] {
	if (Array.isArray(answer)) return answer.flatMap((entry) => reportBlocksIn(entry, source));
	if (!isRecord(answer)) return [];
	if (fieldOf(answer, ['alias']) !== undefined)
		return [source === undefined || answer.source !== undefined ? answer : { ...answer, source }];
	return Object.entries(answer).flatMap(([key, value]) =>
		reportBlocksIn(value, Array.isArray(value) ? key : source),
	);
}

const isOn = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/** The report blocks of the chosen project for Report → Create's Blocks field. */
const reportBlocks = projectPicker({
	what: 'Report Blocks',
	async read(ctx, projectId) {
		const answer = await toolAnswer(ctx, 'get_report_blocks', { project_id: projectId });
		return reportBlocksIn(answer).map((block) => {
			const alias = String(fieldOf(block, ['alias']));
			const source = fieldOf(block, ['source', 'group']);
			const enabled = fieldOf(block, ['enabled', 'is_enabled', 'active']);
			const about = [
				source === undefined ? '' : `Source: ${String(source)}`,
				enabled === undefined ? '' : isOn(enabled) ? 'in the saved default' : 'off by default',
			].filter(Boolean);
			return {
				name: `${String(fieldOf(block, ['name', 'title']) ?? alias)} (${alias})`,
				value: alias,
				...(about.length ? { description: about.join('; ') } : {}),
			};
		});
	},
});

export const getReportBlocks = reportBlocks.required;

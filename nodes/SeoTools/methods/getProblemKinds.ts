import type { IDataObject, INodePropertyOptions } from 'n8n-workflow';
import { findAgentTool } from '../../shared/parts/agent/listAgentTools';
import { isRecord } from '../../shared/utils/isRecord';
import { projectPicker } from './projectPicker';
import { toolRows } from './toolRows';

const TOOL = 'get_problem_queries';
/** Where a row of get_problem_queries may name its kinds of problem (the service's documentation shows no shape). */
const KIND_FIELDS = ['problems', 'problem', 'problem_type', 'problem_types', 'kind', 'kinds'];
/** How many of the project's problem queries are read to find the kinds it has. */
const PICKER_ROWS = 500;

/** The kinds of problem the rows name, each once, in the order first seen. */
export function problemKindsIn(rows: IDataObject[]): string[] {
	const kinds = new Set<string>();
	for (const row of rows)
		for (const field of KIND_FIELDS) {
			const value = row[field];
			for (const kind of Array.isArray(value) ? value : [value])
				if ((typeof kind === 'string' && kind !== '') || typeof kind === 'number')
					kinds.add(String(kind));
				else if (isRecord(kind) && typeof (kind.code ?? kind.name) === 'string')
					kinds.add(String(kind.code ?? kind.name));
		}
	return [...kinds];
}

/**
 * The kinds of problem the Problem field takes. The service's documentation does not list them: the tool's
 * live schema does when it lists values for `problem`; otherwise the kinds the project's problem
 * queries carry now are offered (docs/decisions/editor-ux.md#fields-a-user-understands). Other values go in an expression.
 */
const problemKinds = projectPicker({
	what: 'Kinds of Problem',
	empty: 'Every Kind of Problem',
	async read(ctx, projectId): Promise<INodePropertyOptions[]> {
		const listed = (await findAgentTool(ctx, TOOL))?.inputSchema?.properties?.problem?.enum;
		const kinds = listed?.length
			? listed.map(String)
			: problemKindsIn(await toolRows(ctx, TOOL, { project_id: projectId, limit: PICKER_ROWS }));
		return kinds.map((kind) => ({ name: kind, value: kind }));
	},
});

export const getProblemKinds = problemKinds.optional;

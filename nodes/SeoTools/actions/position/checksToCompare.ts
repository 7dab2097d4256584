import {
	NodeOperationError,
	type IDataObject,
	type IExecuteFunctions,
	type INodeProperties,
} from 'n8n-workflow';
import { finishedChecks, type FinishedCheck } from '../../../shared/parts/agent/finishedChecks';
import type { JsonSchema } from '../../../shared/parts/agent/listAgentTools';
import { pickerField } from '../../../shared/parts/agent/pickerField';
import { dateOnly } from '../../../shared/parts/dateOnly';
import { getProjectId, parseProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { resolveAgentTool } from '../../../shared/parts/agent/agentToolCall';
import { readAgentToolRows } from '../../../shared/parts/agent/readAgentToolRows';

/** How Compare Checks picks its two checks. */
type Mode = 'lastTwo' | 'inputItem' | 'chooseDates';

/** The two checks compared, and what is sent for each (its date, or its id when the tool asks for one). */
export interface ComparedChecks {
	projectId: number;
	from: string;
	to: string;
	fromArg: string | number;
	toArg: string | number;
}

const showFor = (...modes: Mode[]) => ({ displayOptions: { show: { checksToCompare: modes } } });

const properties: INodeProperties[] = [
	{
		displayName: 'Checks to Compare',
		name: 'checksToCompare',
		description: 'Which two finished position checks of the project to compare',
		type: 'options',
		default: 'lastTwo',
		options: [
			{
				name: 'Last Check and the One Before',
				value: 'lastTwo',
				description: 'The two newest finished position checks of the project',
			},
			{
				name: 'From the Input Item',
				value: 'inputItem',
				description:
					'The project_id, previous_date and finished_date of the input item, as the SEO Tools Trigger’s Position Check Finished event gives them',
			},
			{
				name: 'Choose Dates',
				value: 'chooseDates',
				description: 'Two finished checks of the project, picked by date',
			},
		],
	},
	{ ...projectLocator, ...showFor('lastTwo', 'chooseDates') },
	pickerField('getCheckDates', {
		displayName: 'From Check Name or ID',
		name: 'fromCheck',
		required: true,
		description:
			'The earlier finished check, by its date (YYYY-MM-DD). Choose from the list, or specify a date using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		...showFor('chooseDates'),
	}),
	pickerField('getCheckDates', {
		displayName: 'To Check Name or ID',
		name: 'toCheck',
		required: true,
		description:
			'The later finished check, by its date (YYYY-MM-DD). Choose from the list, or specify a date using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		...showFor('chooseDates'),
	}),
];

const fail = (ctx: IExecuteFunctions, itemIndex: number, message: string, description: string) =>
	new NodeOperationError(ctx.getNode(), message, { itemIndex, description });

const isNumeric = (schema: JsonSchema | undefined): boolean => {
	if (!schema) return false;
	const types = Array.isArray(schema.type) ? schema.type : [schema.type];
	if (types.some((type) => type === 'integer' || type === 'number')) return true;
	return (schema.anyOf ?? []).some(isNumeric);
};

/** The project's finished checks (get_project_updates, every row). */
async function checksOf(ctx: IExecuteFunctions, itemIndex: number, projectId: number) {
	const rows = await readAgentToolRows(ctx, itemIndex, {
		tool: 'get_project_updates',
		args: { project_id: projectId },
		limit: Infinity,
	});
	return finishedChecks(rows);
}

/** The project and dates of the item, as the Position Check Finished event carries them. */
function fromInputItem(ctx: IExecuteFunctions, itemIndex: number) {
	const json: IDataObject = ctx.getInputData()[itemIndex]?.json ?? {};
	const label = 'Checks to Compare (From the Input Item)';
	const projectId = parseProjectId(json.project_id);
	if (projectId === undefined)
		throw fail(
			ctx,
			itemIndex,
			`${label}: the input item has no project_id`,
			'Connect the SEO Tools Trigger’s Position Check Finished event, or an item with project_id, previous_date and finished_date. Nothing was sent.',
		);
	const date = (field: string) => {
		const value = json[field];
		if (value === undefined || value === null || value === '')
			throw fail(
				ctx,
				itemIndex,
				`${label}: the input item has no ${field}`,
				field === 'previous_date'
					? 'This is the project’s first finished check: there is no earlier one to compare with. Nothing was sent.'
					: 'The item needs project_id, previous_date and finished_date (YYYY-MM-DD). Nothing was sent.',
			);
		return dateOnly(ctx, itemIndex, `${label}: ${field}`, value);
	};
	return { projectId, from: date('previous_date'), to: date('finished_date') };
}

/** The project and the two dates picked in the fields. */
function chosenDates(ctx: IExecuteFunctions, itemIndex: number) {
	const projectId = getProjectId(ctx, itemIndex);
	const date = (name: string, label: string) => {
		const value = itemParameter<string>(ctx, name, itemIndex, '');
		if (value === '' || value === null || value === undefined)
			throw fail(
				ctx,
				itemIndex,
				`${label}: choose a finished check`,
				'Pick a check from the list or give its date (YYYY-MM-DD). Nothing was sent.',
			);
		return dateOnly(ctx, itemIndex, label, value);
	};
	return { projectId, from: date('fromCheck', 'From Check'), to: date('toCheck', 'To Check') };
}

/** The id of the check of a date, for a tool that takes ids. */
function idOf(
	ctx: IExecuteFunctions,
	itemIndex: number,
	checks: FinishedCheck[],
	date: string,
	projectId: number,
): string | number {
	const id = checks.find((check) => check.date === date)?.id;
	if (id !== undefined) return id;
	throw fail(
		ctx,
		itemIndex,
		`No finished position check of project ${projectId} on ${date}`,
		'The service compares checks by their id here, and its list of checks (get_project_updates) has none with that date. Nothing was compared.',
	);
}

/**
 * Compare Checks' choice of checks: the field, the reading of each mode, and the values sent. The
 * document does not type compare_positions' from and to; checks are named by date, and when the
 * catalog's schema types them as numbers the check's id from get_project_updates is sent instead
 * (docs/decisions/agent-interface.md#rank-tracker-data-through-the-agent-interface).
 */
export const checksToCompare = {
	properties,

	async read(ctx: IExecuteFunctions, itemIndex: number): Promise<ComparedChecks> {
		const mode = itemParameter<Mode>(ctx, 'checksToCompare', itemIndex, 'lastTwo');
		// The item's own input is checked before anything is requested.
		const chosen =
			mode === 'inputItem'
				? fromInputItem(ctx, itemIndex)
				: mode === 'chooseDates'
					? chosenDates(ctx, itemIndex)
					: { projectId: getProjectId(ctx, itemIndex), from: '', to: '' };
		const { projectId } = chosen;
		let { from, to } = chosen;
		// Then the tool: a catalog without it fails the item before the checks are read.
		const schema = (await resolveAgentTool(ctx, itemIndex, 'compare_positions')).inputSchema;
		let checks: FinishedCheck[] | undefined;
		if (mode !== 'inputItem' && mode !== 'chooseDates') {
			checks = await checksOf(ctx, itemIndex, projectId);
			if (checks.length < 2)
				throw fail(
					ctx,
					itemIndex,
					`Project ${projectId} has ${checks.length === 0 ? 'no finished position check' : 'only one finished position check'}: there is nothing to compare`,
					'Compare Checks needs two finished checks. Run a position check (Project → Run Position Check) and try again after it finishes.',
				);
			[to, from] = [checks[0].date, checks[1].date];
		}
		const byId = isNumeric(schema?.properties?.from) || isNumeric(schema?.properties?.to);
		if (!byId) return { projectId, from, to, fromArg: from, toArg: to };
		checks ??= await checksOf(ctx, itemIndex, projectId);
		return {
			projectId,
			from,
			to,
			fromArg: idOf(ctx, itemIndex, checks, from, projectId),
			toArg: idOf(ctx, itemIndex, checks, to, projectId),
		};
	},
};

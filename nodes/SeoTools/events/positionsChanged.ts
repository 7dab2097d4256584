import { NodeOperationError, type IDataObject, type IPollFunctions } from 'n8n-workflow';
import { finishedChecks, type FinishedCheck } from '../../shared/parts/agent/finishedChecks';
import { fieldOf } from '../../shared/parts/agent/fieldOf';
import { listAgentTools } from '../../shared/parts/agent/listAgentTools';
import { readComparedPositions, readDepth } from '../../shared/parts/answers/readComparedPositions';
import { agentRows } from './agentRows';
import { eachWatchedProject, firstLatest, watchedProjectsProperties } from './watchedProjectIds';
import type { TriggerEvent } from './types';

/** What counts as a change worth an item. */
interface Rules {
	direction: 'drops' | 'gains' | 'both';
	places: number;
	top: number;
}

const rulesOf = (ctx: IPollFunctions): Rules => ({
	direction: ctx.getNodeParameter('direction', 'both') as Rules['direction'],
	places: Number(ctx.getNodeParameter('minPlaces', 5)),
	top: Number(ctx.getNodeParameter('top', 0)),
});

/**
 * compare_positions' from and to are not typed by the service's documentation: checks go by date, or by their id
 * from get_project_updates when the catalog types them as numbers (as Position → Compare Checks).
 */
async function compareArgs(ctx: IPollFunctions, from: FinishedCheck, to: FinishedCheck) {
	const tool = (await listAgentTools(ctx)).find((t) => t.name === 'compare_positions');
	const type = tool?.inputSchema?.properties?.from?.type;
	const numeric = [type].flat().some((t) => t === 'integer' || t === 'number');
	return numeric && from.id !== undefined && to.id !== undefined
		? { from: from.id, to: to.id }
		: { from: from.date, to: to.date };
}

/** A compared row's two positions (null: not in the top); undefined when the row gives none. */
function queryPositions(
	row: IDataObject,
	from: FinishedCheck,
	to: FinishedCheck,
): { before: number | null; after: number | null } | undefined {
	const read = readComparedPositions(row, [from, to], readDepth(row));
	if (!read) return undefined;
	return {
		before: read.before.found ? read.before.position : null,
		after: read.after.found ? read.after.position : null,
	};
}

/** The movements of one compared pair under the rules: a drop or gain of N places, entering or leaving the top. */
function movements(
	{ before, after }: { before: number | null; after: number | null },
	rules: Rules,
): string[] {
	const out: string[] = [];
	const lost =
		before !== null && after !== null
			? after - before
			: before !== null && after === null
				? Infinity
				: after !== null && before === null
					? -Infinity
					: 0;
	if (rules.direction !== 'gains' && lost >= rules.places && lost > 0) out.push('dropped');
	if (rules.direction !== 'drops' && -lost >= rules.places && lost < 0) out.push('gained');
	if (rules.top > 0) {
		const inBefore = before !== null && before <= rules.top;
		const inAfter = after !== null && after <= rules.top;
		if (!inBefore && inAfter && rules.direction !== 'drops') out.push('entered_top');
		if (inBefore && !inAfter && rules.direction !== 'gains') out.push('left_top');
	}
	return out;
}

async function changesBetween(
	ctx: IPollFunctions,
	projectId: number,
	from: FinishedCheck,
	to: FinishedCheck,
	rules: Rules,
): Promise<IDataObject[]> {
	const rows = await agentRows(ctx, 'compare_positions', {
		project_id: projectId,
		...(await compareArgs(ctx, from, to)),
		limit: 500,
	});
	const read = rows.map((row) => queryPositions(row, from, to));
	if (rows.length && read.every((positions) => !positions))
		throw new NodeOperationError(
			ctx.getNode(),
			`The positions of project ${projectId}'s queries could not be read from compare_positions' answer`,
			{ description: `A row was: ${JSON.stringify(rows[0]).slice(0, 300)}` },
		);
	return rows.flatMap((row, index) => {
		const positions = read[index];
		if (!positions) return [];
		const moved = movements(positions, rules);
		if (!moved.length) return [];
		const { before, after } = positions;
		return [
			{
				event: 'positionsChanged',
				project_id: String(projectId),
				query: (fieldOf(row, ['query', 'phrase', 'keyword', 'name']) ??
					null) as IDataObject[string],
				movements: moved,
				position_before: before,
				position_after: after,
				places_lost: before !== null && after !== null ? after - before : null,
				compared_from: from.date,
				compared_to: to.date,
				row,
			},
		];
	});
}

const checksOf = async (ctx: IPollFunctions, projectId: number) =>
	finishedChecks(await agentRows(ctx, 'get_project_updates', { project_id: projectId }));

export const positionsChanged: TriggerEvent = {
	value: 'positionsChanged',
	name: 'Positions Changed',
	description:
		'A position check finished and queries moved: by at least N places (drops, gains or both), or into or out of the top N. One item per query that moved.',
	credential: 'apiKey',
	properties: [
		...watchedProjectsProperties,
		{
			displayName: 'Direction',
			description: 'Which moves of a query fire the event: drops, gains or both',
			name: 'direction',
			type: 'options',
			default: 'both',
			options: [
				{ name: 'Drops and Gains', value: 'both' },
				{ name: 'Drops Only', value: 'drops' },
				{ name: 'Gains Only', value: 'gains' },
			],
		},
		{
			displayName: 'Moved at Least (Places)',
			name: 'minPlaces',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 5,
			description:
				'A query that moved by this many places or more is an item; one found before and not found now (or the reverse) always counts',
		},
		{
			displayName: 'Top',
			name: 'top',
			type: 'number',
			typeOptions: { minValue: 0 },
			default: 10,
			description: 'Also an item: a query that entered or left this top. 0 turns it off.',
		},
	],
	async poll(ctx, state, baseline) {
		const rules = rulesOf(ctx);
		return await eachWatchedProject(ctx, state, baseline, async (projectId, cursor, first) => {
			const checks = await checksOf(ctx, projectId);
			const newest = checks[0];
			const last = cursor.last as string | undefined;
			if (!newest || newest.date === last) return [];
			// The cursor moves only once the comparison has been read: a failure is retried next poll.
			const previous = checks.find((c) => last !== undefined && c.date === last) ?? checks[1];
			const events =
				first || !previous || newest.date <= String(last ?? '')
					? []
					: await changesBetween(ctx, projectId, previous, newest, rules);
			cursor.last = newest.date;
			return events;
		});
	},
	async latest(ctx) {
		const rules = rulesOf(ctx);
		return await firstLatest(ctx, async (projectId) => {
			const [to, from] = await checksOf(ctx, projectId);
			if (!to || !from) return undefined;
			return (await changesBetween(ctx, projectId, from, to, rules))[0];
		});
	},
	sample: {
		event: 'positionsChanged',
		project_id: '48120',
		query: 'buy running shoes',
		movements: ['dropped', 'left_top'],
		position_before: 7,
		position_after: 15,
		places_lost: 8,
		compared_from: '2026-11-17',
		compared_to: '2026-11-20',
		row: { query: 'buy running shoes', position_before: 7, position_after: 15 },
	},
};

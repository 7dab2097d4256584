import { NodeOperationError, type IDataObject, type IPollFunctions } from 'n8n-workflow';
import { projectApiRequest } from '../../shared/transport';
import { readEach } from './readEach';
import { isRecord } from '../../shared/utils/isRecord';
import { watchedProjectIds, watchedProjectsProperties } from './watchedProjectIds';
import type { TriggerEvent } from './types';

/**
 * project/limits-forecast: "limits to be charged for the project in the next 30 days at current
 * settings" (docs/service/project-api.md; record: project_id, days, limits).
 */
async function forecastOf(ctx: IPollFunctions, projectId: number): Promise<number> {
	const record = await projectApiRequest(ctx, {
		path: 'project/limits-forecast',
		qs: { project_id: projectId },
		form: 'wrapped',
	});
	const raw = isRecord(record) ? record.limits : undefined;
	// A number, or a number written as text; null or a word is no figure (never read as 0).
	const limits =
		typeof raw === 'number' || (typeof raw === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(raw))
			? Number(raw)
			: NaN;
	if (!Number.isFinite(limits))
		throw new NodeOperationError(
			ctx.getNode(),
			`The limits forecast of project ${projectId} could not be read (no number under "limits")`,
		);
	return limits;
}

interface Forecast {
	total: number;
	projects: IDataObject[];
}

/** The forecast of every watched project; undefined when one could not be read (no decision then). */
async function readForecast(ctx: IPollFunctions): Promise<Forecast | undefined> {
	const ids = await watchedProjectIds(ctx);
	const read = await readEach(ctx, ids.length, async (i) => {
		try {
			return { limits: await forecastOf(ctx, ids[i]) };
		} catch (error) {
			return { error };
		}
	});
	const failed = read.filter((r): r is { error: unknown } => 'error' in r);
	if (failed.length === ids.length && ids.length) throw failed[0].error;
	if (failed.length) return undefined;
	const projects = ids.map((id, i) => ({
		project_id: String(id),
		limits: (read[i] as { limits: number }).limits,
	}));
	return { total: projects.reduce((sum, p) => sum + p.limits, 0), projects };
}

const toEvent = (forecast: Forecast, budget: number): IDataObject => ({
	event: 'limitsRunningLow',
	forecast_limits: forecast.total,
	budget_limits: budget,
	short_by: forecast.total - budget,
	days: 30,
	projects: forecast.projects,
});

export const limitsRunningLow: TriggerEvent = {
	value: 'limitsRunningLow',
	name: 'Limits Running Low',
	description:
		'The limits the watched projects will need in the next 30 days (the service’s forecast) rose above the limits you have: once, again only after it fell back',
	credential: 'apiKey',
	properties: [
		...watchedProjectsProperties,
		{
			displayName: 'Limits Available',
			name: 'limitsBudget',
			type: 'number',
			typeOptions: { minValue: 0 },
			default: 1000,
			required: true,
			description:
				'The limits you have for the next 30 days; the event fires when the forecast needs more',
		},
	],
	async poll(ctx, state, baseline) {
		const budget = Number(ctx.getNodeParameter('limitsBudget', 0));
		const forecast = await readForecast(ctx);
		if (!forecast) return [];
		const low = forecast.total > budget;
		// The first poll that could read every forecast is the baseline, even after the first poll.
		const decided = typeof state.low === 'boolean';
		const was = state.low === true;
		state.low = low;
		return !baseline && decided && low && !was ? [toEvent(forecast, budget)] : [];
	},
	async latest(ctx) {
		const forecast = await readForecast(ctx);
		const budget = Number(ctx.getNodeParameter('limitsBudget', 0));
		return forecast && forecast.total > budget ? toEvent(forecast, budget) : undefined;
	},
	sample: {
		event: 'limitsRunningLow',
		forecast_limits: 2657,
		budget_limits: 2000,
		short_by: 657,
		days: 30,
		projects: [{ project_id: '48120', limits: 2657 }],
	},
};

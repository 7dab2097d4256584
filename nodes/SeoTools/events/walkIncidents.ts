import { NodeOperationError, type IDataObject, type IPollFunctions } from 'n8n-workflow';
import { projectApiRequest } from '../../shared/transport';
import { eachWatchedProject, firstLatest, watchedProjectsProperties } from './watchedProjectIds';
import type { TriggerEvent } from './types';
import type { UptimeInterval } from '../../shared/parts/summarizeUptime';

/**
 * Uptime incidents, shared by Uptime Dropped and Uptime Recovered. uptime/get with `period=day`
 * gives the last 24 hours by the hour, consecutive and oldest first (docs/service/project-api.md,
 * audit and uptime); an hour without a check (`percent` null) neither opens nor closes an
 * incident. An incident opens at the first bad hour after a good one and closes at the next
 * good hour, so an outage of many hours is one incident, whatever the number of polls.
 */
export interface UptimeRules {
	threshold: number;
	botBlocked: boolean;
}

export const uptimeRules = (ctx: IPollFunctions): UptimeRules => ({
	threshold: Number(ctx.getNodeParameter('threshold', 100)),
	botBlocked: ctx.getNodeParameter('botBlocked', true) as boolean,
});

/** The open incident a cursor keeps between polls. */
export interface OpenIncident {
	since: string;
	lowest: number;
	bot_blocked: boolean;
	reason: string;
}

export type IncidentChange =
	| { kind: 'dropped'; incident: OpenIncident; interval: UptimeInterval }
	| { kind: 'recovered'; incident: OpenIncident; interval: UptimeInterval };

export async function readHours(ctx: IPollFunctions, projectId: number): Promise<UptimeInterval[]> {
	const intervals = await projectApiRequest(ctx, {
		path: 'uptime/get',
		qs: { project_id: projectId, period: 'day' },
		form: 'wrapped',
	});
	return (Array.isArray(intervals) ? intervals : []) as UptimeInterval[];
}

const isBad = (i: UptimeInterval, rules: UptimeRules) =>
	(i.percent as number) < rules.threshold || (rules.botBlocked && i.bot_blocked === true);

const reasonOf = (i: UptimeInterval, rules: UptimeRules) =>
	(i.percent as number) < rules.threshold ? `below ${rules.threshold}%` : 'bot blocked';

/**
 * Walks the hours after the cursor's last one (that one again too: an hour still running may
 * change its figure) and returns the incidents that opened and closed, oldest first. The cursor
 * keeps the last hour read and the open incident, if any.
 */
export function walkIncidents(
	hours: UptimeInterval[],
	cursor: IDataObject,
	rules: UptimeRules,
): IncidentChange[] {
	const checked = hours.filter((i) => typeof i.percent === 'number');
	const last = typeof cursor.lastHour === 'string' ? cursor.lastHour : undefined;
	const from = last === undefined ? -1 : checked.findIndex((i) => i.date === last);
	const fresh = from < 0 ? checked : checked.slice(from);
	let open = (cursor.open ?? null) as OpenIncident | null;
	const changes: IncidentChange[] = [];
	for (const interval of fresh) {
		if (isBad(interval, rules)) {
			if (!open) {
				open = {
					since: interval.date,
					lowest: interval.percent as number,
					bot_blocked: interval.bot_blocked === true,
					reason: reasonOf(interval, rules),
				};
				changes.push({ kind: 'dropped', incident: { ...open }, interval });
			} else {
				open.lowest = Math.min(open.lowest, interval.percent as number);
				open.bot_blocked = open.bot_blocked || interval.bot_blocked === true;
			}
		} else if (open && interval.date !== open.since) {
			changes.push({ kind: 'recovered', incident: { ...open }, interval });
			open = null;
		}
	}
	if (fresh.length) cursor.lastHour = fresh[fresh.length - 1].date;
	cursor.open = open as unknown as IDataObject;
	return changes;
}

const HOUR_LABEL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/;

/** An hour label as milliseconds (the labels carry no zone: both ends are read alike). */
function hourAt(ctx: IPollFunctions, label: string): number {
	const m = HOUR_LABEL.exec(label);
	const at = m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]) : Date.parse(label);
	if (Number.isNaN(at))
		throw new NodeOperationError(
			ctx.getNode(),
			`The uptime hour "${label}" could not be read as a date, so the incident's length is unknown`,
		);
	return at;
}

/** The Uptime Dropped item: since when, how low, why. */
export const droppedEvent = (projectId: number, change: IncidentChange): IDataObject => ({
	event: 'uptimeDropped',
	project_id: String(projectId),
	since: change.incident.since,
	hour: change.interval.date,
	percent: change.interval.percent,
	lowest_percent: change.incident.lowest,
	bot_blocked: change.interval.bot_blocked,
	reason: change.incident.reason,
});

/** The Uptime Recovered item: the incident's start, end and length in hours. */
export function recoveredEvent(
	ctx: IPollFunctions,
	projectId: number,
	change: IncidentChange,
): IDataObject {
	const hours = (hourAt(ctx, change.interval.date) - hourAt(ctx, change.incident.since)) / 3600000;
	return {
		event: 'uptimeRecovered',
		project_id: String(projectId),
		since: change.incident.since,
		recovered_at: change.interval.date,
		duration_hours: Math.round(hours * 100) / 100,
		lowest_percent: change.incident.lowest,
		bot_blocked: change.incident.bot_blocked,
		reason: change.incident.reason,
		percent: change.interval.percent,
	};
}

export const UPTIME_RULE_PROPERTIES = [
	{
		displayName: 'Threshold (%)',
		name: 'threshold',
		type: 'number' as const,
		typeOptions: { minValue: 0, maxValue: 100 },
		default: 100,
		description:
			'An hour whose share of successful checks is below this counts as down; an incident starts at the first such hour',
	},
	{
		displayName: 'Count Bot Blocked as Down',
		name: 'botBlocked',
		type: 'boolean' as const,
		default: true,
		description:
			'Whether an hour in which the site answered the service bot with 403 or 429 counts as down too',
	},
];

/**
 * Uptime Dropped or Uptime Recovered: the same walk of each watched project's hours, each event
 * keeping its own cursor and firing on its own side of an incident.
 */
export function incidentEvent(
	kind: IncidentChange['kind'],
	about: Pick<TriggerEvent, 'value' | 'name' | 'description' | 'sample'>,
): TriggerEvent {
	const toEvent = (ctx: IPollFunctions, projectId: number, change: IncidentChange) =>
		kind === 'dropped' ? droppedEvent(projectId, change) : recoveredEvent(ctx, projectId, change);
	return {
		...about,
		credential: 'apiKey',
		properties: [...watchedProjectsProperties, ...UPTIME_RULE_PROPERTIES],
		async poll(ctx, state, baseline) {
			const rules = uptimeRules(ctx);
			return await eachWatchedProject(ctx, state, baseline, async (projectId, cursor) =>
				walkIncidents(await readHours(ctx, projectId), cursor, rules)
					.filter((c) => c.kind === kind)
					.map((c) => toEvent(ctx, projectId, c)),
			);
		},
		async latest(ctx) {
			const rules = uptimeRules(ctx);
			return await firstLatest(ctx, async (projectId) => {
				const changes = walkIncidents(await readHours(ctx, projectId), {}, rules).filter(
					(c) => c.kind === kind,
				);
				const last = changes[changes.length - 1];
				return last ? toEvent(ctx, projectId, last) : undefined;
			});
		},
	};
}

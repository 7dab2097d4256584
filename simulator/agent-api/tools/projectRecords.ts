import { DAY, formatDate, formatDateTime } from '../../core/clock';
import { queryGroup } from '../../project-api/groups';
import { agentStore } from '../store';
import { page, projectOf, ToolFailure, type ToolCall, type ToolImpl } from './call';
import { dateArg, listArg, projectSettings, records, type StoredRecord } from './kit';

/** 4.8 beyond events, notes, reports and members: group events, report schedule, KPI, GEO links, access resets. */

interface GroupEvent extends StoredRecord {
	groupId: number;
	name: string;
	date: string;
	work_time: number | null;
	url: string | null;
	description: string | null;
}

const groupEvents = (call: ToolCall) => records<GroupEvent>(call, 'group-event');

function groupEventOf(call: ToolCall): GroupEvent {
	const event = groupEvents(call).find(call.args.event_id, 'Group event');
	if (event.groupId !== Number(call.args.group_id))
		throw new ToolFailure(
			`Group event ${event.id} does not belong to group ${String(call.args.group_id)}`,
		);
	return event;
}

const eventFields = (call: ToolCall, base?: GroupEvent) => ({
	name: call.args.name === undefined ? (base?.name ?? '') : String(call.args.name).trim(),
	date: call.args.date === undefined ? (base?.date ?? '') : dateArg(call.args.date, 'date'),
	work_time:
		call.args.work_time === undefined ? (base?.work_time ?? null) : Number(call.args.work_time),
	url: call.args.url === undefined ? (base?.url ?? null) : String(call.args.url),
	description:
		call.args.description === undefined
			? (base?.description ?? null)
			: String(call.args.description),
});

const groupEventRow = ({ projectId: _p, groupId, id, ...rest }: GroupEvent) => ({
	event_id: id,
	group_id: groupId,
	...rest,
});

const createGroupEvent: ToolImpl = (call) => {
	const group = queryGroup(projectOf(call), Number(call.args.group_id), 'group_id');
	const fields = eventFields(call);
	if (!fields.name) throw new ToolFailure('name: the event name cannot be empty');
	return groupEventRow(groupEvents(call).add(4501, { groupId: group.id, ...fields }));
};

const updateGroupEvent: ToolImpl = (call) => {
	const event = groupEventOf(call);
	Object.assign(event, eventFields(call, event));
	return groupEventRow(event);
};

const deleteGroupEvent: ToolImpl = (call) => {
	const event = groupEventOf(call);
	groupEvents(call).remove(event);
	return { deleted: event.id, group_id: event.groupId };
};

/**
 * One schedule per project (docs/service/agent-interface.md#catalog-sections); disabled until set.
 */
const schedule = (call: ToolCall) =>
	projectSettings(call, 'report-schedule', () => ({
		enabled: false,
		frequency: 'monthly',
		every_n_days: null as number | null,
		hour: 9,
		period: 'month',
		last_n_days: null as number | null,
		compare: false,
		emails: [] as string[],
		error_emails: [] as string[],
		attach_file: true,
		promotion_start_date: null as string | null,
	}));

const FREQUENCIES = ['daily', 'weekly', 'monthly', 'every_n_days'];

const setSchedule: ToolImpl = (call) => {
	const s = schedule(call);
	const a = call.args;
	if (a.frequency !== undefined && !FREQUENCIES.includes(String(a.frequency)))
		throw new ToolFailure(`frequency: allowed values are ${FREQUENCIES.join(', ')}`);
	if (a.hour !== undefined && (Number(a.hour) < 0 || Number(a.hour) > 23))
		throw new ToolFailure('hour: 0 to 23');
	for (const field of ['emails', 'error_emails'] as const) {
		const bad = listArg(a[field]).filter((e) => !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(e));
		if (bad.length) throw new ToolFailure(`${field}: not e-mail addresses: ${bad.join(', ')}`);
	}
	for (const key of Object.keys(s) as Array<keyof typeof s>) {
		if (a[key] === undefined) continue;
		(s as Record<string, unknown>)[key] =
			key === 'promotion_start_date'
				? dateArg(a[key], key)
				: Array.isArray(s[key])
					? listArg(a[key])
					: a[key];
	}
	return { project_id: projectOf(call).id, schedule: s };
};

const leaveProject: ToolImpl = (call) => {
	const project = projectOf(call);
	if (call.role === 'owner')
		throw new ToolFailure('The owner cannot leave the project; delete_project deletes it');
	project.shares = project.shares.filter((s) => s.accountId !== call.account.id);
	agentStore(call.ctx.state).members.delete(`${project.id}:${call.account.id}`);
	for (const folder of agentStore(call.ctx.state).folders)
		if (folder.accountId === call.account.id)
			folder.projectIds = folder.projectIds.filter((id) => id !== project.id);
	return { left: project.id };
};

/**
 * docs/service/agent-interface.md#catalog-sections: all member access, public access and the legacy
 * guest report link.
 */
const resetAccess: ToolImpl = (call) => {
	const project = projectOf(call);
	const store = agentStore(call.ctx.state);
	const removed = project.shares.length;
	project.shares = [];
	for (const key of [...store.members.keys()])
		if (key.startsWith(`${project.id}:`)) store.members.delete(key);
	const wasPublic = store.publicAccess.delete(project.id);
	return {
		project_id: project.id,
		removed_members: removed,
		public_access_disabled: wasPublic,
		guest_link_removed: true,
	};
};

interface KpiResult extends StoredRecord {
	created: string;
	date_from: string;
	date_to: string;
	budget: number | null;
	region_id: number | null;
	forecast: { visits: number; conversions: number; cost_per_visit: number | null };
}

const kpi = (call: ToolCall) => records<KpiResult>(call, 'kpi');
const kpiRow = ({ projectId: _p, id, ...rest }: KpiResult) => ({ kpi_id: id, ...rest });

/** A forecast from the project's query frequencies (the formula is not shown). */
const runKpi: ToolImpl = (call) => {
	const project = projectOf(call);
	if (!project.counterConnected)
		throw new ToolFailure(
			'run_kpi_calculation needs the counter token and counter id in the project settings',
		);
	const now = call.ctx.clock.now();
	const from =
		call.args.date_from === undefined ? formatDate(now) : dateArg(call.args.date_from, 'date_from');
	const to =
		call.args.date_to === undefined
			? formatDate(now + 90 * DAY)
			: dateArg(call.args.date_to, 'date_to');
	if (from > to) throw new ToolFailure('date_from: must not be after date_to');
	const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY) + 1;
	const visits = Math.round(
		(project.queries.reduce((sum, q) => sum + q.frequency, 0) * 0.08 * days) / 30,
	);
	const budget = call.args.budget === undefined ? null : Number(call.args.budget);
	const result = kpi(call).add(11001, {
		created: formatDateTime(now),
		date_from: from,
		date_to: to,
		budget,
		region_id: call.args.region_id === undefined ? null : Number(call.args.region_id),
		forecast: {
			visits,
			conversions: Math.round(visits * 0.02),
			cost_per_visit: budget && visits ? Math.round((budget / visits) * 100) / 100 : null,
		},
	});
	return kpiRow(result);
};

/** GEO projects of the separate GEO service, per account (three, stable ids). */
function geoProjects(call: ToolCall) {
	const owner = call.ctx.state.accountById(projectOf(call).ownerId) ?? call.account;
	return [1, 2, 3].map((n) => ({ ai_project_id: owner.id * 100 + 90 + n, name: `GEO ${n}` }));
}

const geoLinks = (call: ToolCall) => {
	const settings = agentStore(call.ctx.state).settings;
	if (!settings.has('geo-links')) settings.set('geo-links', {});
	return settings.get('geo-links') as Record<string, number>;
};

const listGeo: ToolImpl = (call) => {
	const project = projectOf(call);
	const links = geoLinks(call);
	const current = links[String(project.id)] ?? null;
	return {
		current_link: current,
		projects: geoProjects(call).map((g) => ({
			...g,
			linked_here: g.ai_project_id === current,
			taken_by: Object.entries(links)
				.filter(([pid, ai]) => ai === g.ai_project_id && Number(pid) !== project.id)
				.map(([pid]) => Number(pid)),
		})),
	};
};

const linkGeo: ToolImpl = (call) => {
	const project = projectOf(call);
	const id = Number(call.args.ai_project_id);
	if (!geoProjects(call).some((g) => g.ai_project_id === id))
		throw new ToolFailure(
			`ai_project_id: ${id} is not a GEO project of the account (see list_geo_projects)`,
		);
	const links = geoLinks(call);
	const taken = Object.entries(links).find(([pid, ai]) => ai === id && Number(pid) !== project.id);
	if (taken) throw new ToolFailure(`GEO project ${id} is already linked to project ${taken[0]}`);
	links[String(project.id)] = id;
	return { project_id: project.id, current_link: id };
};

const unlinkGeo: ToolImpl = (call) => {
	const project = projectOf(call);
	const links = geoLinks(call);
	const was = links[String(project.id)] ?? null;
	delete links[String(project.id)];
	return { project_id: project.id, unlinked: was, current_link: null };
};

export const PROJECT_RECORD_TOOLS: Record<string, ToolImpl> = {
	create_group_event: createGroupEvent,
	update_group_event: updateGroupEvent,
	delete_group_event: deleteGroupEvent,
	get_report_schedule: (call) => ({ project_id: projectOf(call).id, schedule: schedule(call) }),
	set_report_schedule: setSchedule,
	leave_project: leaveProject,
	reset_project_access: resetAccess,
	list_kpi_results: (call) => ({
		results: page([...kpi(call).list()].reverse(), { limit: 30 }).map(kpiRow),
	}),
	get_kpi_result: (call) => kpiRow(kpi(call).find(call.args.kpi_id, 'KPI result')),
	run_kpi_calculation: runKpi,
	delete_kpi_result: (call) => {
		const row = kpi(call).find(call.args.kpi_id, 'KPI result');
		kpi(call).remove(row);
		return { deleted: row.id };
	},
	list_geo_projects: listGeo,
	link_geo_project: linkGeo,
	unlink_geo_project: unlinkGeo,
};

import { DAY, formatDate, formatDateTime, MINUTE } from '../../core/clock';
import type { Project } from '../../core/model';
import { uptimeIntervals } from '../../project-api/uptime';
import type { Router } from '../../core/router';
import { agentStore, type Report } from '../store';
import { page, projectOf, ToolFailure, type ToolCall, type ToolImpl } from './call';

/** Report blocks by source; the saved default is every enabled block (document 4.8). */
export const REPORT_BLOCKS = [
	{ alias: 'positions', name: 'Позиции', source: 'positions', enabled: true },
	{ alias: 'visibility', name: 'Видимость', source: 'positions', enabled: true },
	{ alias: 'queries', name: 'Запросы', source: 'positions', enabled: true },
	{ alias: 'traffic', name: 'Трафик', source: 'counter', enabled: true },
	{ alias: 'uptime', name: 'Доступность', source: 'audit', enabled: true },
	{ alias: 'audit', name: 'Технический аудит', source: 'audit', enabled: false },
];

const PERIODS: Record<string, number> = { week: 7, month: 30, quarter: 90 };

/** A report is ready 2 virtual minutes after it was queued, or after two polls on a frozen clock. */
export const REPORT_DURATION = 2 * MINUTE;
export const REPORT_POLLS = 2;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateArg(value: unknown, field: string): string {
	const text = String(value ?? '');
	if (!DATE.test(text)) throw new ToolFailure(`${field}: expected a date YYYY-MM-DD`);
	return text;
}

function periodOf(call: ToolCall): Report['period'] {
	const { period, date_from, date_to } = call.args;
	if (date_from !== undefined || date_to !== undefined) {
		const from = dateArg(date_from, 'date_from');
		const to = dateArg(date_to, 'date_to');
		if (from > to) throw new ToolFailure('date_from: must not be after date_to');
		return { from, to, label: 'custom' };
	}
	const label = String(period ?? 'month');
	const days = PERIODS[label];
	if (!days)
		throw new ToolFailure(
			`period: allowed values are ${Object.keys(PERIODS).join(', ')}, or date_from and date_to`,
		);
	const now = call.ctx.clock.now();
	return { from: formatDate(now - days * DAY), to: formatDate(now - DAY), label };
}

export function reportStatus(report: Report, now: number): 'queued' | 'in_progress' | 'done' {
	if (now >= report.readyAt || report.polls >= REPORT_POLLS) return 'done';
	return report.polls === 0 ? 'queued' : 'in_progress';
}

const reportRow = (report: Report, now: number) => ({
	report_id: report.id,
	status: reportStatus(report, now),
	date: formatDateTime(report.createdAt),
	period: { from: report.period.from, to: report.period.to, label: report.period.label },
});

/** What the finished report says, taken from the project's data for the period. */
function content(project: Project, report: Report, now: number) {
	const inPeriod = project.updates.filter(
		(u) =>
			formatDate(u.startedAt) >= report.period.from && formatDate(u.startedAt) <= report.period.to,
	);
	const blocks: Record<string, unknown> = {};
	for (const alias of report.blocks) {
		if (alias === 'positions' || alias === 'visibility')
			blocks[alias] = { checks: inPeriod.length, search_systems: project.searchSystems.length };
		else if (alias === 'queries') blocks[alias] = { queries: project.queries.length };
		else if (alias === 'uptime') {
			const values = uptimeIntervals(project, 'month', now)
				.map((i) => i.percent)
				.filter((p): p is number => p !== null);
			blocks[alias] = {
				mean_percent: values.length
					? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100
					: null,
			};
		} else
			blocks[alias] = {
				available: alias === 'traffic' ? project.counterConnected : project.auditChecks.length > 0,
			};
	}
	return blocks;
}

const listReports: ToolImpl = (call) => {
	const project = projectOf(call);
	const now = call.ctx.clock.now();
	const reports = agentStore(call.ctx.state)
		.reports.filter((r) => r.projectId === project.id)
		.reverse();
	return { reports: page(reports, call.args, 50).map((r) => reportRow(r, now)) };
};

const createReport: ToolImpl = (call) => {
	const project = projectOf(call);
	const blocks =
		(call.args.blocks as string[] | undefined) ??
		REPORT_BLOCKS.filter((b) => b.enabled).map((b) => b.alias);
	const unknown = blocks.filter((alias) => !REPORT_BLOCKS.some((b) => b.alias === alias));
	if (unknown.length)
		throw new ToolFailure(`blocks: unknown aliases ${unknown.join(', ')} (see get_report_blocks)`);
	const { compare, compare_from, compare_to } = call.args;
	const now = call.ctx.clock.now();
	const report: Report = {
		id: call.ctx.state.nextId('agent-report', 8001),
		projectId: project.id,
		createdBy: call.account.id,
		createdAt: now,
		readyAt: now + REPORT_DURATION,
		polls: 0,
		period: periodOf(call),
		compare: compare
			? { from: dateArg(compare_from, 'compare_from'), to: dateArg(compare_to, 'compare_to') }
			: null,
		blocks,
	};
	agentStore(call.ctx.state).reports.push(report);
	return { project_id: project.id, ...reportRow(report, now) };
};

const getReport: ToolImpl = (call) => {
	const project = projectOf(call);
	const report = agentStore(call.ctx.state).reports.find(
		(r) => r.id === Number(call.args.report_id) && r.projectId === project.id,
	);
	if (!report)
		throw new ToolFailure(
			`Report ${String(call.args.report_id)} not found in project ${project.id}`,
		);
	const now = call.ctx.clock.now();
	// Each poll of an unfinished report moves it on, so a frozen clock still finishes it.
	if (reportStatus(report, now) !== 'done') report.polls += 1;
	if (reportStatus(report, now) !== 'done') {
		return { ...reportRow(report, now), progress: Math.round((report.polls / REPORT_POLLS) * 100) };
	}
	return {
		...reportRow(report, now),
		compare: report.compare,
		blocks: content(project, report, now),
	};
};

export const REPORT_TOOLS: Record<string, ToolImpl> = {
	get_report_blocks: () => ({ blocks: REPORT_BLOCKS }),
	list_reports: listReports,
	create_report: createReport,
	get_report: getReport,
};

/** Where get_report_file links a ready report's file (served by `registerReportFiles`). */
export const reportFilePath = (id: number) => `/files/reports/report-${id}.docx`;

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Serves the file of a ready report. Like the simulated videos, it is a stand-in, not a real
 * document: the zip signature a .docx starts with, then a line naming the report.
 */
export function registerReportFiles(router: Router): void {
	router.fallback('/files/reports/', (req, ctx) => {
		const id = Number(/\/report-(\d+)\.docx$/.exec(req.path)?.[1]);
		const report = agentStore(ctx.state).reports.find((r) => r.id === id);
		if (!report || reportStatus(report, ctx.clock.now()) !== 'done')
			return { status: 404, text: 'Not Found' };
		const body = Buffer.concat([
			Buffer.from([0x50, 0x4b, 0x03, 0x04]),
			Buffer.from(`simulated report ${id}, ${report.period.from} to ${report.period.to}\n`),
		]);
		return { status: 200, contentType: DOCX_TYPE, body };
	});
}

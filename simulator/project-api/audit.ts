import { auditWarnings } from '../core/audit';
import { formatDateTime, formatDottedDate } from '../core/clock';
import type { Project, RobotsVersion } from '../core/model';

import type { Router } from '../core/router';
import { guarded, intParam, resolveProject } from './access';
import { bare, ProjectApiFailure, wrapped } from './respond';

const lines = (text: string) =>
	text
		.split(/\r?\n/)
		.map((l) => l.trim())
		.filter(Boolean);

/**
 * robots_compare keyed by version id. The names are inverted as the service has them
 * (docs/service/project-api.md#audit-and-uptime): `old` = lines that appeared in this version,
 * `new` = lines removed from it.
 */
export function robotsCompare(
	versions: RobotsVersion[],
): Record<string, { old: string[]; new: string[] }> {
	const byAge = [...versions].sort((a, b) => a.dt - b.dt);
	const out: Record<string, { old: string[]; new: string[] }> = {};
	byAge.forEach((version, i) => {
		const now = lines(version.robots);
		const before = i === 0 ? now : lines(byAge[i - 1].robots);
		out[String(version.id)] = {
			old: now.filter((l) => !before.includes(l)),
			new: before.filter((l) => !now.includes(l)),
		};
	});
	return out;
}

export const robotsVersionJson = (project: Project, v: RobotsVersion) => ({
	id: String(v.id),
	project_id: String(project.id),
	robots: v.robots,
	dt: formatDateTime(v.dt),
});
const newestFirst = (project: Project) => [...project.robotsVersions].sort((a, b) => b.dt - a.dt);

function auditDate(project: Project): string {
	return formatDottedDate(project.updatedAt);
}

export function registerAudit(router: Router): void {
	router.get(
		'/projects/api/v1/audit/get',
		guarded((req, ctx) => {
			const { project } = resolveProject(req, ctx);
			const date = auditDate(project);
			const blocks: Record<string, unknown> = {
				tools_dates: Object.fromEntries(project.auditChecks.map((slug) => [slug, date])),
			};
			for (const slug of project.auditChecks)
				blocks[slug] = { status: 'done', date, summary: `${slug} result of ${date}` };
			if (project.auditChecks.includes('fast-audit'))
				blocks['fast-audit'] = {
					index: { se1: 1520, se2: 'NotIndex' },
					index_change: { se1: 12, se2: null },
					seo_tags: { title: true, description: true },
					domain_expires: '2027-03-01',
				};
			if (project.auditChecks.includes('server-response'))
				blocks['server-response'] = { codes: { ...project.auditResults.responseCodes }, date };
			if (project.auditChecks.includes('indexed-domains'))
				blocks['indexed-domains'] = { subdomains: [...project.auditResults.subdomains], date };
			const warnings = auditWarnings(project);
			blocks['global-warning'] = warnings.serverResponse || warnings.indexedDomains;
			blocks['server-response-warning'] = warnings.serverResponse;
			return bare(blocks);
		}),
	);

	router.get(
		'/projects/api/v1/audit/pages',
		guarded((req, ctx) => {
			const { project } = resolveProject(req, ctx);
			if (!project.auditChecks.includes('fast-audit'))
				throw new ProjectApiFailure(
					666,
					'There is no fast-audit result for this project (the check is off or has not run yet)',
				);
			return bare({
				index_se1: 1520,
				index_se1_site: 1520,
				index_se2: 'NotIndex',
				index_se2_inurl: 980,
				delta_se1: 12,
				delta_se1_site: 12,
				delta_se2: null,
				delta_se2_inurl: -3,
				date: auditDate(project),
			});
		}),
	);

	router.get(
		'/projects/api/v1/audit/getsummary',
		guarded((req, ctx) => {
			const { project } = resolveProject(req, ctx);
			const date = auditDate(project);
			const warnings = auditWarnings(project);
			const rows = [];
			if (project.auditChecks.includes('indexed-domains'))
				rows.push({ ID: 'indexed-domains', title: '', warning: warnings.indexedDomains, date });
			if (project.auditChecks.includes('server-response'))
				rows.push({ ID: 'server-response', title: '', warning: warnings.serverResponse, date });
			return bare(rows);
		}),
	);

	router.get(
		'/projects/api/v1/audit/robots',
		guarded((req, ctx) => {
			const { project } = resolveProject(req, ctx);
			const versions = newestFirst(project);
			return wrapped({
				robots_warning: versions.length > 1,
				robots_txt: versions.map((v) => robotsVersionJson(project, v)),
				robots_compare: robotsCompare(versions),
				robots_urls_list: project.closedUrls
					.slice(0, 100)
					.map((u) => ({ url: u.url, rule: u.rule, dt: formatDateTime(u.dt) })),
			});
		}),
	);

	// Own format; parameters also from a POST form body; access failures say only "Access denied".
	router.any('/projects/api/v1/service-robotstxt/get', (req, ctx) => {
		const token = req.query.token ?? req.form.token;
		const rawId = req.query.project_id ?? req.form.project_id;
		const account = ctx.state.accountByKey(token);
		const project = ctx.state.project(intParam(rawId) ?? -1);
		if (!account || !project || !ctx.state.access(account, project)) {
			return { json: { status: 'error', message: 'Access denied', name: null, domain: null } };
		}
		const limit = Math.max(1, intParam(req.query.limit ?? req.form.limit) ?? 3);
		const versions = newestFirst(project);
		const compare = robotsCompare(versions);
		const shown = versions.slice(0, limit);
		return {
			json: {
				id: String(Array.isArray(rawId) ? rawId[0] : rawId),
				name: project.name,
				domain: project.domain,
				status: 'success',
				result: {
					warnings: versions.length > 1,
					tools_result: {
						robots_txt: shown.map((v) => robotsVersionJson(project, v)),
						robots_compare: Object.fromEntries(
							shown.map((v) => [String(v.id), compare[String(v.id)]]),
						),
					},
				},
			},
		};
	});
}

import type { Project } from './model';

/**
 * The technical audit's last results are the one state every audit answer reads: audit/get's
 * blocks and flags, audit/getsummary's rows and the REST list's error count all derive from
 * them, so no two answers can disagree (docs/service/project-api.md#audit-and-uptime).
 */
export interface AuditWarnings {
	/** server-response: some checked page answered other than 200. */
	serverResponse: boolean;
	/** indexed-domains: no subdomain was found. */
	indexedDomains: boolean;
}

const ran = (project: Project, slug: string) => project.auditChecks.includes(slug);

export function auditWarnings(project: Project): AuditWarnings {
	const { responseCodes, subdomains } = project.auditResults;
	return {
		serverResponse:
			ran(project, 'server-response') &&
			Object.entries(responseCodes).some(([code, pages]) => code !== '200' && pages > 0),
		indexedDomains: ran(project, 'indexed-domains') && subdomains.length === 0,
	};
}

/** Results of a healthy site: every checked page answered 200, two subdomains found. */
export function healthyAuditResults(domain: string): Project['auditResults'] {
	return { responseCodes: { 200: 420 }, subdomains: [`m.${domain}`, `blog.${domain}`] };
}

/** Makes the last results raise or clear one check's warning (control route, seed). */
export function setAuditWarning(
	project: Project,
	check: 'server-response' | 'indexed-domains',
	warning: boolean,
): void {
	const healthy = healthyAuditResults(project.domain);
	if (check === 'server-response') {
		project.auditResults.responseCodes = warning
			? { 200: 409, 301: 8, 404: 3 }
			: healthy.responseCodes;
	} else {
		project.auditResults.subdomains = warning ? [] : healthy.subdomains;
	}
}

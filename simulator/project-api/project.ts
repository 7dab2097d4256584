import type { Project } from '../core/model';
import type { Router } from '../core/router';
import { guarded, intParam, resolveProject } from './access';
import { bare } from './respond';

/**
 * docs/service/project-api.md#records: the card of project/get; details=1 adds four integral scores
 * (names chosen here).
 */
export function projectCard(project: Project, details: boolean): Record<string, unknown> {
	const card: Record<string, unknown> = {
		domain: project.domain,
		main_mirror: project.mainMirror,
		aliases: project.aliases,
		status: project.status,
	};
	if (details) {
		card.internal_optimization = project.scores.internal;
		card.behavioral_factors = project.scores.behavior;
		card.link_mass = project.scores.links;
		card.summary_score = project.scores.summary;
	}
	return card;
}

export function registerProjectGet(router: Router): void {
	router.get(
		'/projects/api/v1/project/get',
		guarded((req, ctx) => {
			const { project } = resolveProject(req, ctx);
			return bare(projectCard(project, intParam(req.query.details) === 1));
		}),
	);
}

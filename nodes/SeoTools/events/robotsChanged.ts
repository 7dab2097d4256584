import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { projectApiRequest } from '../../shared/transport';
import {
	readableDiff,
	type RobotsCompare,
	type RobotsVersion,
} from '../../shared/parts/readableDiff';
import { eachWatchedProject, firstLatest, watchedProjectsProperties } from './watchedProjectIds';
import type { TriggerEvent } from './types';

async function readVersions(ctx: IPollFunctions, projectId: number) {
	const data = ((await projectApiRequest(ctx, {
		path: 'audit/robots',
		qs: { project_id: projectId },
		form: 'wrapped',
	})) ?? {}) as IDataObject;
	return {
		versions: ((data.robots_txt as RobotsVersion[]) ?? []).map((v) => ({ ...v, id: String(v.id) })),
		compare: (data.robots_compare ?? {}) as Record<string, RobotsCompare>,
	};
}

function toEvent(
	projectId: number,
	version: RobotsVersion,
	compare: Record<string, RobotsCompare>,
): IDataObject {
	return {
		event: 'robotsChanged',
		project_id: String(projectId),
		version_id: String(version.id),
		saved_at: version.dt,
		...readableDiff(compare[String(version.id)]),
		robots: version.robots,
	};
}

export const robotsChanged: TriggerEvent = {
	value: 'robotsChanged',
	name: 'Robots.txt Changed',
	description:
		'A new robots.txt version was saved for the project; the event carries the lines added and removed',
	credential: 'apiKey',
	properties: watchedProjectsProperties,
	async poll(ctx, state, baseline) {
		return await eachWatchedProject(ctx, state, baseline, async (projectId, cursor) => {
			const { versions, compare } = await readVersions(ctx, projectId);
			const known = new Set((cursor.versions as string[]) ?? []);
			// Versions come newest first; events go out oldest first.
			const fresh = versions.filter((v) => !known.has(String(v.id))).reverse();
			cursor.versions = versions.map((v) => String(v.id)).slice(0, 200);
			return fresh.map((v) => toEvent(projectId, v, compare));
		});
	},
	async latest(ctx) {
		return await firstLatest(ctx, async (projectId) => {
			const { versions, compare } = await readVersions(ctx, projectId);
			return versions.length ? toEvent(projectId, versions[0], compare) : undefined;
		});
	},
	sample: {
		event: 'robotsChanged',
		project_id: '48120',
		version_id: '7003',
		saved_at: '2026-11-15 09:00:00',
		lines_added: ['Disallow: /search'],
		lines_removed: [],
		changed: true,
		diff: '+ Disallow: /search',
		robots: 'User-agent: *\nDisallow: /search\n',
	},
};

import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

export interface RobotsVersion {
	id: string | number;
	project_id?: string;
	robots: string;
	dt: string;
}

/**
 * The service's compare entry. Its names are inverted
 * (docs/service/project-api.md#audit-and-uptime): `old` = added, `new` = removed.
 */
export interface RobotsCompare {
	old?: string[];
	new?: string[];
}

const asLines = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** Readable diff of one version: the service's inverted names turned into added/removed. */
export function readableDiff(compare: RobotsCompare | undefined): IDataObject {
	const added = asLines(compare?.old);
	const removed = asLines(compare?.new);
	return {
		lines_added: added,
		lines_removed: removed,
		changed: added.length + removed.length > 0,
		diff: [...added.map((l) => `+ ${l}`), ...removed.map((l) => `- ${l}`)].join('\n'),
	};
}

/** One item per version, newest first, each with its readable diff against the previous one. */
export function robotsVersionItems(
	versions: RobotsVersion[],
	compare: Record<string, RobotsCompare> | undefined,
	context: IDataObject,
): INodeExecutionData[] {
	return versions.map((version, index) => ({
		json: {
			...context,
			version_id: String(version.id),
			saved_at: version.dt,
			is_latest: index === 0,
			...readableDiff(compare?.[String(version.id)]),
			robots: version.robots,
		},
	}));
}

import type { Project } from '../../core/model';
import type { SimState } from '../../core/state';
import { agentStore } from '../store';

/**
 * The project's URLs: promoted URLs of its queries plus URLs put into URL groups. The core
 * model has no URL ids, so each URL gets one on first sight (from 7001), and URL groups (kind
 * `url` in the project's group list) hold URLs here.
 */
interface UrlBook {
	ids: Map<string, number>;
	/** URL group id → URLs. */
	members: Map<number, string[]>;
}

export function urlBook(state: SimState, project: Project): UrlBook {
	const settings = agentStore(state).settings;
	const key = `urlbook:${project.id}`;
	if (!settings.has(key)) settings.set(key, { book: { ids: new Map(), members: new Map() } });
	return (settings.get(key) as { book: UrlBook }).book;
}

export function urlId(state: SimState, project: Project, url: string): number {
	const book = urlBook(state, project);
	let id = book.ids.get(url);
	if (id === undefined) {
		id = state.nextId('agent-url', 7001);
		book.ids.set(url, id);
	}
	return id;
}

/** Every URL of the project with its id, promoted URLs first. */
export function projectUrls(state: SimState, project: Project): Array<{ id: number; url: string }> {
	const book = urlBook(state, project);
	const urls = new Set<string>();
	for (const q of project.queries) if (q.url) urls.add(q.url);
	for (const list of book.members.values()) list.forEach((u) => urls.add(u));
	return [...urls].map((url) => ({ id: urlId(state, project, url), url }));
}

export function urlGroupsOf(state: SimState, project: Project, url: string): number[] {
	const book = urlBook(state, project);
	return project.groups
		.filter((g) => g.kind === 'url' && (book.members.get(g.id) ?? []).includes(url))
		.map((g) => g.id);
}

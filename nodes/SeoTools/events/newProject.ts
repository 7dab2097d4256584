import type { IDataObject } from 'n8n-workflow';
import { fieldOf } from '../../shared/parts/agent/fieldOf';
import { allProjects, projectIdOf } from './watchedProjectIds';
import type { TriggerEvent } from './types';

const toEvent = (entry: IDataObject, id: number): IDataObject => ({
	event: 'newProject',
	project_id: String(id),
	name: fieldOf(entry, ['name', 'title']) ?? null,
	domain: fieldOf(entry, ['domain', 'site', 'main_mirror', 'url']) ?? null,
	project: entry,
});

export const newProject: TriggerEvent = {
	value: 'newProject',
	name: 'New Project',
	description:
		'A project appeared in the list the credential sees: created, or shared with you (list_projects)',
	credential: 'apiKey',
	properties: [],
	async poll(ctx, state, baseline) {
		const known = new Set(((state.known as string[]) ?? []).map(String));
		const events: IDataObject[] = [];
		for (const entry of await allProjects(ctx)) {
			const id = projectIdOf(entry);
			if (id === undefined || known.has(String(id))) continue;
			known.add(String(id));
			if (!baseline) events.push(toEvent(entry, id));
		}
		state.known = [...known].slice(-5000);
		return events;
	},
	async latest(ctx) {
		const entries = (await allProjects(ctx)).filter((e) => projectIdOf(e) !== undefined);
		// The list shows no creation date: the project with the highest id is taken as the newest.
		const newest = entries.sort((a, b) => projectIdOf(b)! - projectIdOf(a)!)[0];
		return newest ? toEvent(newest, projectIdOf(newest)!) : undefined;
	},
	sample: {
		event: 'newProject',
		project_id: '48121',
		name: 'New site',
		domain: 'new-site.example',
		project: { id: 48121, name: 'New site', domain: 'new-site.example' },
	},
};

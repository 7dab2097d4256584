import type { IDataObject } from 'n8n-workflow';
import { SEED, type Simulator } from '../../simulator';
import type { Project } from '../../simulator/core/model';
import { GENERAL_GROUP, makeProject } from '../../simulator/core/seed';

export { SEED };

/** Projects the benchmarks add to the seeded data (owned by the paid account). */
export const BENCH_PROJECTS = { large: 901, writes: 902, move: 903 } as const;

/** The project field as the node stores it, by id. */
export const projectById = (id: number): IDataObject => ({
	__rl: true,
	mode: 'id',
	value: String(id),
});

const WORDS = [
	'купить кроссовки',
	'доставка обуви',
	'ботинки зимние',
	'running shoes',
	'сапоги женские',
	'кеды недорого',
	'обувь со скидкой',
];

/** A realistic phrase (mostly Cyrillic, as on the service) that is unique per index. */
export const benchPhrase = (i: number) => `${WORDS[i % WORDS.length]} ${i}`;

/** Adds a project with `queries` queries in Общая straight into the simulator's state. */
export function addProject(sim: Simulator, id: number, queries: number): Project {
	const state = sim.state;
	const project = makeProject(state, {
		id,
		ownerId: SEED.paid.id,
		domain: `bench-${id}.test`,
		queryLimit: 10_000_000,
	});
	const start = project.createdAt;
	for (let i = 0; i < queries; i++) {
		project.queries.push({
			id: state.nextId('query', 500001),
			phrase: benchPhrase(i),
			url: null,
			frequency: 100 + (i % 9000),
			frequencyType: 'exact',
			groupIds: [GENERAL_GROUP.id],
			addedAt: start + i * 1000,
		});
	}
	state.projects.push(project);
	return project;
}

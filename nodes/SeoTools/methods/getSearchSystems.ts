import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { fieldOf } from '../../shared/parts/agent/fieldOf';
import { isRecord } from '../../shared/utils/isRecord';
import { projectPicker } from './projectPicker';
import { toolAnswer, toolRows } from './toolRows';

const ENGINE_ID = ['search_engine', 'search_system', 'search_system_id', 'ss_id', 'engine', 'id'];
const REGION = ['region_name', 'region', 'lr'];
const SYSTEMS_KEY = /^(search_?systems?|search_?engines?|engines|ss)$/i;

/** The project's search systems in its settings (get_project_settings), in every plausible form. */
export function systemsInSettings(settings: unknown): IDataObject[] {
	if (!isRecord(settings)) return [];
	for (const [key, value] of Object.entries(settings)) {
		if (SYSTEMS_KEY.test(key) && Array.isArray(value))
			return value.map((entry) => (isRecord(entry) ? (entry as IDataObject) : { id: entry }));
		if (isRecord(value) && Object.keys(settings).length === 1) return systemsInSettings(value);
	}
	return [];
}

/**
 * Search systems for the Search System field: the chosen project's (its settings), named from
 * list_search_engines; every engine of the service when the project has none to show. Empty
 * leaves the choice to the service.
 */
const searchSystems = projectPicker({
	what: 'Search Systems',
	empty: 'The Project’s First',
	async read(ctx: ILoadOptionsFunctions, projectId: number): Promise<INodePropertyOptions[]> {
		const engines = await toolRows(ctx, 'list_search_engines', {});
		const nameOf = new Map(
			engines.map((e) => [String(fieldOf(e, ENGINE_ID)), e] as [string, IDataObject]),
		);
		const systems = systemsInSettings(
			await toolAnswer(ctx, 'get_project_settings', { project_id: projectId }),
		);
		return (systems.length ? systems : engines)
			.map((system): INodePropertyOptions | undefined => {
				const id = fieldOf(system, ENGINE_ID);
				if (id === undefined) return undefined;
				const engine = nameOf.get(String(id)) ?? system;
				const name = String(fieldOf(engine, ['name', 'title']) ?? `Search system ${String(id)}`);
				const device = fieldOf(engine, ['device']);
				const region = fieldOf(system, REGION);
				const details = [device, region === undefined ? undefined : `region ${String(region)}`]
					.filter((part) => part !== undefined)
					.map(String);
				return {
					name: `${name}${details.length ? ` (${details.join(', ')})` : ''} #${String(id)}`,
					value: String(id),
				};
			})
			.filter((option): option is INodePropertyOptions => option !== undefined);
	},
});

/** An optional Search System field: its list starts with the service's choice. */
export const getSearchSystems = searchSystems.optional;

/** A Search System field a tool requires: only the project's systems, no empty choice. */
export const getSearchSystemsRequired = searchSystems.required;

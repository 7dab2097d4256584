import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { parseProjectId } from '../../shared/parts/projectLocator';
import { fieldOf } from '../../shared/parts/agent/fieldOf';
import { closingSession } from './closingSession';
import { toolRows } from './toolRows';

/** The event types of the chosen project, common and its own (get_event_types). */
export async function getEventTypes(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const projectId = parseProjectId(this.getCurrentNodeParameter('project', { extractValue: true }));
	if (projectId === undefined) return [];
	return await closingSession(this, async () => {
		const rows = await toolRows(this, 'get_event_types', { project_id: projectId });
		return rows
			.map((row) => ({
				id: fieldOf(row, ['id', 'type_id', 'event_type', 'value']),
				name: fieldOf(row, ['name', 'title', 'label']),
			}))
			.filter((type) => type.id !== undefined)
			.map((type) => ({
				name: `${String(type.name ?? 'Event type')} (#${String(type.id)})`,
				value: String(type.id),
			}));
	});
}

import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { aboutChosenProject } from './aboutChosenProject';
import { idNameOptions } from './idNameOptions';
import { toolRows } from './toolRows';

/** The event types of the chosen project, common and its own (get_event_types). */
export async function getEventTypes(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await aboutChosenProject(this, async (projectId) =>
		idNameOptions(await toolRows(this, 'get_event_types', { project_id: projectId }), {
			id: ['id', 'type_id', 'event_type', 'value'],
			name: ['name', 'title', 'label'],
			unnamed: 'Event type',
		}),
	);
}

import { idNameOptions } from './idNameOptions';
import { projectPicker } from './projectPicker';
import { toolRows } from './toolRows';

/** The event types of the chosen project, common and its own (get_event_types). */
const eventTypes = projectPicker({
	what: 'Event Types',
	empty: 'No Type (the Service’s Default)',
	read: async (ctx, projectId) =>
		idNameOptions(await toolRows(ctx, 'get_event_types', { project_id: projectId }), {
			id: ['id', 'type_id', 'event_type', 'value'],
			name: ['name', 'title', 'label'],
			unnamed: 'Event type',
		}),
});

export const getEventTypes = eventTypes.required;
export const getEventTypesOrEmpty = eventTypes.optional;

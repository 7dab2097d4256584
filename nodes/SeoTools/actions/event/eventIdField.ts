import type { INodeProperties } from 'n8n-workflow';

/** The event an Update or Delete acts on, by the id Get Many or Create gave. */
export const eventIdField: INodeProperties = {
	displayName: 'Event ID',
	name: 'eventId',
	type: 'string',
	default: '',
	required: true,
	placeholder: 'e.g. 73310',
	description: 'ID of the event, from Event → Get Many or Event → Create',
};

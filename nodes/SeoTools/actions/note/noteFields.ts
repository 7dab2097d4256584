import type { INodeProperties } from 'n8n-workflow';

/** The fields of a note: its text, and the note an Update or Delete acts on. */
export const noteFields: { text: INodeProperties; noteId: INodeProperties } = {
	text: {
		displayName: 'Text',
		name: 'text',
		type: 'string',
		typeOptions: { rows: 4 },
		default: '',
		required: true,
		description: 'The note; everyone with access to the project sees it',
	},
	noteId: {
		displayName: 'Note ID',
		name: 'noteId',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. 68204',
		description: 'ID of the note, from Note → Get Many or Note → Create',
	},
};

/** The board's statuses, as the service's documentation spells them (docs/service/agent-interface.md#states). */
export const STATUS_OPTIONS = [
	{ name: 'Done', value: 'done' },
	{ name: 'In Progress', value: 'in_progress' },
	{ name: 'New', value: 'new' },
];

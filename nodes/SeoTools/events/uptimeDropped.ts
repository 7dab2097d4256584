import { incidentEvent } from './walkIncidents';

export const uptimeDropped = incidentEvent('dropped', {
	value: 'uptimeDropped',
	name: 'Uptime Dropped',
	description:
		'A site went down: once per incident, when an hour falls below the threshold (or the site blocked the service bot) after a good hour. The item says since when and how low.',
	sample: {
		event: 'uptimeDropped',
		project_id: '48120',
		since: '2026-11-20 08:00',
		hour: '2026-11-20 08:00',
		percent: 33.33,
		lowest_percent: 33.33,
		bot_blocked: false,
		reason: 'below 100%',
	},
});

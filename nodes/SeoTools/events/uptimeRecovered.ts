import { incidentEvent } from './walkIncidents';

export const uptimeRecovered = incidentEvent('recovered', {
	value: 'uptimeRecovered',
	name: 'Uptime Recovered',
	description:
		'A site came back up: once per incident, at the first good hour after it. The item carries since when it was down, how low it went and how many hours it lasted.',
	sample: {
		event: 'uptimeRecovered',
		project_id: '48120',
		since: '2026-11-20 08:00',
		recovered_at: '2026-11-20 11:00',
		duration_hours: 3,
		lowest_percent: 0,
		bot_blocked: false,
		reason: 'below 100%',
		percent: 100,
	},
});

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { prepareExample } from '../../dev/n8n/examples';

export const WORKFLOW_ID = 'seoProofVideo001';
export const TRIGGER = 'Video Task Finished';

/** The video example reduced to the queueing half and the trigger, the schedule set to every minute. */
export function proofWorkflow(dir: string): string {
	const { workflow } = prepareExample('video', dir, { everyMinute: true });
	const keep = new Set(['Every Monday at 9:00', 'Queue Now', 'Generate Video', TRIGGER]);
	workflow.nodes = workflow.nodes.filter((n) => keep.has(n.name));
	const schedule = workflow.nodes.find((n) => n.name === 'Every Monday at 9:00');
	if (schedule) {
		schedule.name = 'Every Minute';
		schedule.parameters = { rule: { interval: [{ field: 'minutes', minutesInterval: 1 }] } };
	}
	workflow.connections = {
		'Every Minute': { main: [[{ node: 'Generate Video', type: 'main', index: 0 }]] },
		'Queue Now': { main: [[{ node: 'Generate Video', type: 'main', index: 0 }]] },
	};
	workflow.id = WORKFLOW_ID;
	workflow.name = 'Proof: video tasks queued in the same workflow';
	const file = join(dir, 'proof.workflow.json');
	writeFileSync(file, JSON.stringify(workflow, null, 2));
	return file;
}

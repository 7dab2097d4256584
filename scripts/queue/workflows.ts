import { randomUUID } from 'node:crypto';
import type { ExampleName, WorkflowJson } from '../../dev/n8n/examples';
import { WEBHOOK } from './settings';

type Connections = Record<
	string,
	{ main: Array<Array<{ node: string; type: string; index: number }>> }
>;

/** A production entry point the script can call at will: webhooks are how queue mode scales out. */
function addWebhook(workflow: WorkflowJson, path: string, target: string): void {
	workflow.nodes.push({
		id: randomUUID(),
		name: 'Queue Webhook',
		type: 'n8n-nodes-base.webhook',
		typeVersion: 2,
		position: [-240, 400],
		webhookId: randomUUID(),
		parameters: { httpMethod: 'POST', path, responseMode: 'onReceived', options: {} },
	} as WorkflowJson['nodes'][number]);
	(workflow.connections as Connections)['Queue Webhook'] = {
		main: [[{ node: target, type: 'main', index: 0 }]],
	};
}

function node(workflow: WorkflowJson, name: string) {
	const found = workflow.nodes.find((n) => n.name === name);
	if (!found) throw new Error(`The example "${workflow.name}" has no node "${name}"`);
	return found;
}

/**
 * The queue-mode form of the examples. The video trigger watches the explicit report ID (its
 * "queued in this workflow" registry is process memory, which a worker cannot share with the
 * main process), and Generate waits for its own task on the worker and saves the video.
 */
export function adaptForQueue(filesDir: string, watchedReportId: string) {
	return (name: ExampleName, workflow: WorkflowJson): void => {
		if (name === 'uptime') {
			addWebhook(workflow, WEBHOOK.uptime, 'Get Projects');
			// One file per execution: two workers writing one path would hide a missing run.
			node(workflow, 'Save Report').parameters.fileName =
				`=${filesDir}/uptime-report-{{ $execution.id }}.html`;
		}
		if (name === 'queries') addWebhook(workflow, WEBHOOK.queries, 'Read CSV File');
		if (name === 'video') {
			Object.assign(node(workflow, 'Video Task Finished').parameters, {
				watchQueued: false,
				reportIds: watchedReportId,
			});
			Object.assign(node(workflow, 'Generate Video').parameters, {
				waitForCompletion: true,
				pollInterval: 10,
				waitTimeout: 5,
				download: true,
				binaryPropertyName: 'data',
			});
			(workflow.connections as Connections)['Generate Video'] = {
				main: [[{ node: 'Save Video', type: 'main', index: 0 }]],
			};
			addWebhook(workflow, WEBHOOK.video, 'Generate Video');
		}
	};
}

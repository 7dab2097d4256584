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

/**
 * Saves what `after` outputs in its binary field `data` to `fileName`. The examples end without a
 * disk node (a fresh n8n has no folder they may write to); queue mode counts the files it writes.
 */
function addSaveNode(workflow: WorkflowJson, after: string, name: string, fileName: string): void {
	workflow.nodes.push({
		id: randomUUID(),
		name,
		type: 'n8n-nodes-base.readWriteFile',
		typeVersion: 1.1,
		position: [1800, 400],
		parameters: { operation: 'write', fileName, dataPropertyName: 'data', options: {} },
	} as WorkflowJson['nodes'][number]);
	(workflow.connections as Connections)[after] = {
		main: [[{ node: name, type: 'main', index: 0 }]],
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
 * main process), and Generate waits for its own task on the worker and saves the video. The
 * report and the videos are saved to `filesDir`, which the script counts.
 */
export function adaptForQueue(filesDir: string, watchedReportId: string) {
	return (name: ExampleName, workflow: WorkflowJson): void => {
		if (name === 'uptime') {
			addWebhook(workflow, WEBHOOK.uptime, 'Get Projects');
			// One file per execution: two workers writing one path would hide a missing run.
			addSaveNode(
				workflow,
				'Report to File',
				'Save Report',
				`=${filesDir}/uptime-report-{{ $execution.id }}.html`,
			);
		}
		if (name === 'queries') addWebhook(workflow, WEBHOOK.queries, 'Sample CSV');
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
			const saveVideo = `=${filesDir}/video-{{ $json.report_id }}.mp4`;
			addSaveNode(workflow, 'Download Video', 'Save Video', saveVideo);
			(workflow.connections as Connections)['Generate Video'] = {
				main: [[{ node: 'Save Video', type: 'main', index: 0 }]],
			};
			addWebhook(workflow, WEBHOOK.video, 'Generate Video');
		}
	};
}

import { SEED, type Simulator } from '../../simulator';
import { EXAMPLES } from './examples';
import type { Log } from './install';
import { dropsAlertOutcome, finishPositionCheck } from './positionDrops';
import type { N8nInstance } from './runtime';
import {
	executionItems,
	getExecution,
	listExecutions,
	simControl,
	waitFor,
	type ExecutionDetail,
	type ExampleOutcome,
} from './scenario';

export const NEW_ROBOTS =
	'User-agent: *\nDisallow: /admin\nDisallow: /cart\nDisallow: /search\nDisallow: /checkout\nSitemap: https://example-shop.ru/sitemap.xml\n';

/** Requests the simulator received after `since` on a path (the trigger's polls). */
export function polls(
	sim: Simulator,
	path: string,
	since: number,
	match: (query: Record<string, unknown>) => boolean = () => true,
): number {
	return sim.requests.filter(
		(r) => r.path === path && r.at >= since && match(r.query as Record<string, unknown>),
	).length;
}

/** Real time: the request log stamps requests with the simulator's clock, which may have been advanced. */
export function simNow(sim: Simulator): number {
	return sim.clock.now();
}

/** Calls of an agent tool the simulator received after `since` (a trigger's polls through the agent interface). */
export function toolCalls(sim: Simulator, tool: string, since: number, projectId?: number): number {
	return sim.requests.filter((r) => {
		if (r.path !== '/api/mcp' || r.at < since) return false;
		const messages = (Array.isArray(r.json) ? r.json : [r.json]) as Array<{
			method?: string;
			params?: { name?: string; arguments?: { project_id?: unknown } };
		}>;
		return messages.some(
			(m) =>
				m?.method === 'tools/call' &&
				m.params?.name === tool &&
				(projectId === undefined || Number(m.params.arguments?.project_id) === projectId),
		);
	}).length;
}

export async function publish(n8n: N8nInstance, workflowId: string): Promise<void> {
	const result = await n8n.cli(['publish:workflow', `--id=${workflowId}`], {
		env: { N8N_LOG_LEVEL: 'info' },
	});
	if (result.code !== 0)
		throw new Error(
			`n8n publish:workflow --id=${workflowId} failed:\n${result.stdout}\n${result.stderr}`,
		);
}

/** Waits for the first execution of a workflow that was not there before; returns it with its run data. */
export async function nextExecution(
	n8n: N8nInstance,
	workflowId: string,
	known: Set<string>,
	timeoutMs: number,
): Promise<ExecutionDetail> {
	const summary = await waitFor(`an execution of ${workflowId}`, timeoutMs, async () => {
		const list = await listExecutions(n8n, workflowId);
		return list.find((e) => !known.has(e.id) && e.status !== 'running' && e.status !== 'new');
	});
	known.add(summary.id);
	return await getExecution(n8n, summary.id);
}

export interface TriggerProofResult {
	robots: ExampleOutcome;
	video: ExampleOutcome;
	drops: ExampleOutcome;
	digest: ExampleOutcome;
	audit: ExampleOutcome;
}

/**
 * The trigger examples under `n8n start` (robots.txt alert, video pipeline, position drops alert,
 * weekly rank changes digest, audit summary to a file):
 * the workflows published, activation runs each trigger's baseline poll, then the simulator
 * changes (a new robots.txt version, the queued video task completed, a position check finished)
 * and the next once-a-minute poll must start an execution of each workflow.
 */
export async function proveTriggers(options: {
	n8n: N8nInstance;
	sim: Simulator;
	reportId?: string;
	log: Log;
}): Promise<TriggerProofResult> {
	const { n8n, sim, log } = options;
	await publish(n8n, EXAMPLES.robots.id);
	await publish(n8n, EXAMPLES.video.id);
	await publish(n8n, EXAMPLES.drops.id);
	await publish(n8n, EXAMPLES.digest.id);
	await publish(n8n, EXAMPLES.audit.id);
	const startedAt = simNow(sim);
	log(
		'Starting n8n (n8n start) with the trigger examples published (robots.txt alert, video pipeline, position drops alert, rank changes digest, audit summary)...',
	);
	const t = Date.now();
	await n8n.start();
	await n8n.login();
	log(`  ready in ${Math.round((Date.now() - t) / 1000)} s at ${n8n.url}`);
	const robotsKnown = new Set((await listExecutions(n8n, EXAMPLES.robots.id)).map((e) => e.id));
	const videoKnown = new Set((await listExecutions(n8n, EXAMPLES.video.id)).map((e) => e.id));
	const dropsKnown = new Set((await listExecutions(n8n, EXAMPLES.drops.id)).map((e) => e.id));
	const digestKnown = new Set((await listExecutions(n8n, EXAMPLES.digest.id)).map((e) => e.id));
	const auditKnown = new Set((await listExecutions(n8n, EXAMPLES.audit.id)).map((e) => e.id));

	// Activation polls once at once in trigger mode: that poll sets the baseline (no event).
	await waitFor("the robots.txt trigger's activation poll", 30_000, () =>
		polls(sim, '/projects/api/v1/audit/robots', startedAt) > 0 ? true : undefined,
	);
	await waitFor("the position check trigger's activation poll", 30_000, () =>
		polls(sim, '/api-rest/projects/list', startedAt) > 0 ? true : undefined,
	);
	await waitFor("the rank changes digest's activation poll", 30_000, () =>
		toolCalls(sim, 'get_project_updates', startedAt) > 0 ? true : undefined,
	);
	await waitFor("the audit trigger's activation poll", 30_000, () =>
		toolCalls(sim, 'get_check_state', startedAt) > 0 ? true : undefined,
	);
	// An audit of project 101 starts; Check Finished must see it running before it ends (the
	// position check below moves the clock past its end).
	const auditStartedAt = simNow(sim);
	await simControl(sim, `/__sim/projects/${SEED.projects.shop}/start-check`, {
		kind: 'audit',
		minutes: 20,
	});
	log(
		`  started an audit of project ${SEED.projects.shop}; waiting for a poll to see it running...`,
	);
	await waitFor('a Check Finished poll while the audit runs', 90_000, () =>
		toolCalls(sim, 'get_check_state', auditStartedAt, SEED.projects.shop) > 0 ? true : undefined,
	);
	await new Promise((r) => setTimeout(r, 1500));
	const videoBaselineReads = options.reportId
		? polls(sim, '/api/aivideo', startedAt, (q) => String(q.report_id) === options.reportId)
		: 0;
	log(
		`  activation polls: audit/robots read ${polls(sim, '/projects/api/v1/audit/robots', startedAt)}x; video task ${options.reportId ?? '-'} read ${videoBaselineReads}x`,
	);

	// Both changes at once; each trigger's next once-a-minute poll (at its own second) must fire.
	const changedAt = Date.now();
	await simControl(sim, `/__sim/projects/101/robots`, { robots: NEW_ROBOTS });
	log('  saved a new robots.txt version for project 101');
	if (options.reportId) {
		await simControl(sim, `/__sim/video/${options.reportId}/complete`);
		log(`  completed video task ${options.reportId} in the simulator`);
	}
	await finishPositionCheck(sim);
	log('  ran a position check of project 101 and let it finish');
	log('  waiting for the next polls (up to ~70 s)...');
	const after = () => `${Math.round((Date.now() - changedAt) / 1000)} s after the change`;

	/** One example's outcome, timed from the change; a throw (no execution in time) fails it. */
	const outcome = async (
		name: string,
		check: () => Promise<{ ok: boolean; lines: string[]; error: string; alert?: string }>,
	): Promise<ExampleOutcome> => {
		try {
			const { ok, lines, error, alert } = await check();
			const ms = Date.now() - changedAt;
			return { name, ok, lines, ms, output: alert, error: ok ? undefined : error };
		} catch (error) {
			const message = (error as Error).message;
			return { name, ok: false, lines: [], ms: Date.now() - changedAt, error: message };
		}
	};

	const robotsOutcome = outcome('Robots.txt change alert (trigger)', async () => {
		const execution = await nextExecution(n8n, EXAMPLES.robots.id, robotsKnown, 150_000);
		const event = executionItems(execution, 'Robots.txt Changed')[0]?.json ?? {};
		const alert = executionItems(execution, 'Compose Alert')[0]?.json ?? {};
		const lines = [
			`execution ${execution.id} (mode ${execution.mode}, ${execution.status}) ${after()}`,
			`event: version ${String(event.version_id)}, lines added ${JSON.stringify(event.lines_added)}, removed ${JSON.stringify(event.lines_removed)}`,
			`alert: ${String(alert.subject ?? '(missing!)')}`,
		];
		const ok =
			execution.status === 'success' &&
			Array.isArray(event.lines_added) &&
			(event.lines_added as string[]).includes('Disallow: /checkout') &&
			typeof alert.text === 'string';
		return {
			ok,
			lines,
			alert: String(alert.text ?? ''),
			error: execution.error ?? 'unexpected event or no alert',
		};
	});

	const videoName = 'Video pipeline: task finished (trigger)';
	const videoOutcome: Promise<ExampleOutcome> = options.reportId
		? outcome(videoName, async () => {
				const execution = await nextExecution(n8n, EXAMPLES.video.id, videoKnown, 150_000);
				const event = executionItems(execution, 'Video Task Finished')[0]?.json ?? {};
				const downloaded = executionItems(execution, 'Download Video')[0];
				const binary = downloaded?.binary?.data;
				const lines = [
					`execution ${execution.id} (mode ${execution.mode}, ${execution.status}) ${after()}`,
					`event: report ${String(event.report_id)}, status ${String(event.status)}, success ${String(event.success)}, ${Array.isArray(event.links) ? event.links.length : 0} link(s)`,
					`downloaded ${binary?.fileName ?? '-'} (${binary?.mimeType ?? '-'}, ${binary?.fileSize ?? '-'})`,
				];
				const ok =
					execution.status === 'success' &&
					String(event.report_id) === options.reportId &&
					event.success === true &&
					binary !== undefined;
				return { ok, lines, error: execution.error ?? 'unexpected event or no video downloaded' };
			})
		: Promise.resolve({
				name: videoName,
				ok: false,
				lines: [],
				ms: 0,
				error: 'no video was queued',
			});
	const dropsOutcome = outcome('Position drops alert (trigger)', async () =>
		dropsAlertOutcome(await nextExecution(n8n, EXAMPLES.drops.id, dropsKnown, 150_000), after),
	);
	const digestOutcome = outcome('Weekly rank changes digest (trigger, all projects)', async () => {
		const execution = await nextExecution(n8n, EXAMPLES.digest.id, digestKnown, 150_000);
		const moves = executionItems(execution, 'Every Monday: Rank Changes').map((i) => i.json);
		const digest = executionItems(execution, 'Build Digest')[0]?.json ?? {};
		const lines = [
			`execution ${execution.id} (mode ${execution.mode}, ${execution.status}) ${after()}`,
			`Positions Changed: ${moves.length} item(s), projects ${[...new Set(moves.map((m) => String(m.project_id)))].join(', ')}`,
			`digest: ${String(digest.subject ?? '(missing!)')}`,
		];
		const ok =
			execution.status === 'success' &&
			moves.length > 0 &&
			moves.every((m) => m.event === 'positionsChanged') &&
			digest.changes === moves.length;
		return {
			ok,
			lines,
			alert: String(digest.text ?? ''),
			error: execution.error ?? 'no moves or no digest',
		};
	});
	const auditOutcome = outcome(
		'Audit finished, summary to a file (trigger, all projects)',
		async () => {
			const execution = await nextExecution(n8n, EXAMPLES.audit.id, auditKnown, 150_000);
			const events = executionItems(execution, 'On Audit Finished').map((i) => i.json);
			const file = executionItems(execution, 'Summary to File')[0];
			const binary = file?.binary?.data;
			const lines = [
				`execution ${execution.id} (mode ${execution.mode}, ${execution.status}) ${after()}`,
				`Check Finished: ${events.map((e) => `${String(e.kind)} of project ${String(e.project_id)}`).join(', ')}`,
				`file: ${binary?.fileName ?? '-'} (${binary?.fileSize ?? '-'})`,
			];
			const ok =
				execution.status === 'success' &&
				events.length === 1 &&
				events[0].kind === 'audit' &&
				String(events[0].project_id) === String(SEED.projects.shop) &&
				binary?.fileName === `audit-${SEED.projects.shop}.txt`;
			return { ok, lines, error: execution.error ?? 'no audit event or no file' };
		},
	);
	const [robots, video, drops, digest, audit] = await Promise.all([
		robotsOutcome,
		videoOutcome,
		dropsOutcome,
		digestOutcome,
		auditOutcome,
	]);
	return { robots, video, drops, digest, audit };
}

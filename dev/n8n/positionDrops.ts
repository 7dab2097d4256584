import { MINUTE, SEED, type Simulator } from '../../simulator';
import { executionItems, type ExecutionDetail } from './scenario';

/** The trigger node and the nodes after it in examples/position-drops-alert.workflow.json. */
const TRIGGER = 'On Position Check Finished';
const COMPARE = 'Compare with the Check Before';
const MESSAGE = 'Build Message';

/**
 * The change the position drops alert waits for: an off-schedule position check of the seeded
 * shop, started through the project API as a user's Run Position Check would, then the
 * simulator's clock moved past its end so the check is finished.
 */
export async function finishPositionCheck(sim: Simulator): Promise<void> {
	const url = new URL(`${sim.baseUrl}/projects/api/v1/project/parse`);
	url.searchParams.set('project_id', String(SEED.projects.shop));
	url.searchParams.set('token', SEED.paid.apiKey);
	const res = await fetch(url);
	if (!res.ok) throw new Error(`project/parse: HTTP ${res.status} ${await res.text()}`);
	sim.clock.advance(31 * MINUTE);
}

/**
 * The alert's execution after the check finished: the event, the drops Compare Checks kept (read
 * from the event's own dates) and the message built from them.
 */
export function dropsAlertOutcome(
	execution: ExecutionDetail,
	after: () => string,
): { ok: boolean; lines: string[]; error: string; alert?: string } {
	const events = executionItems(execution, TRIGGER).map((i) => i.json);
	const drops = executionItems(execution, COMPARE).map((i) => i.json);
	const messages = executionItems(execution, MESSAGE).map((i) => i.json);
	const shop = events.find((e) => String(e.project_id) === String(SEED.projects.shop));
	const lines = [
		`execution ${execution.id} (mode ${execution.mode}, ${execution.status}) ${after()}`,
		`event: project ${String(shop?.project_id ?? '?')}, check ${String(shop?.finished_date ?? '?')} after ${String(shop?.previous_date ?? '?')}`,
		`Compare Checks kept ${drops.length} drop(s); ${messages.length} message(s): ${String(messages[0]?.subject ?? '(none)')}`,
	];
	const compared =
		drops.length === 0 ||
		drops.every((d) => d.compared_to === shop?.finished_date && d.error === undefined);
	const ok = execution.status === 'success' && shop !== undefined && compared;
	return {
		ok,
		lines,
		alert: String(messages[0]?.text ?? ''),
		error: execution.error ?? 'no event for the shop, or drops of other dates',
	};
}

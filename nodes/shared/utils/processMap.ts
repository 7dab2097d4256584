/**
 * Process-wide state: what this n8n process keeps in memory from one execution to the next.
 * Every such map is made here, so that the whole list is one search away (`processMap(` in
 * nodes/) and one call forgets it all, as a restart of n8n would. Its owners, each saying where
 * it makes its map why the state must outlive an execution (paths below nodes/):
 * - shared/transport/jwt/session.ts: the account's refreshed JWT session, and renewals in flight;
 * - SeoTools/actions/balance/noteTopUp.ts: the payment ids balance/add returned in the last 50 minutes;
 * - shared/parts/video/registeredTasks.ts: the video tasks a workflow queued, for its trigger;
 * - shared/parts/video/reserveVideoSlot.ts: the running video tasks counted per account.
 *
 * Not here, on purpose: memory of one execution. The WeakMaps keyed by an execution's context
 * end with it, so nothing needs to reset them: shared/transport/agentSession.ts,
 * shared/transport/chargingWindow.ts, shared/transport/governor.ts,
 * shared/transport/apiKeyCredential.ts, shared/transport/rememberSecrets.ts,
 * shared/parts/agent/listAgentTools.ts, shared/parts/agent/checkArguments.ts and
 * shared/utils/itemParameter.ts; and
 * shared/transport/requestSettings.ts, keyed by an execution's Request Options value. Memory of
 * one paged read lives in the read's own objects and ends with it: shared/parts/paging/seenRows.ts
 * (the rows met, and the group names of their identities, `queryRowIdentity`).
 * test/structure/processState.test.ts fails on module-level state made any other way.
 */
const everything: Array<Map<unknown, unknown>> = [];

/** A map this process keeps across executions, emptied by resetProcessState(). */
export function processMap<K, V>(): Map<K, V> {
	const map = new Map<K, V>();
	everything.push(map as Map<unknown, unknown>);
	return map;
}

/** Forgets all process-wide state, as a restart of n8n (or another worker) would (tests). */
export function resetProcessState(): void {
	for (const map of everything) map.clear();
}

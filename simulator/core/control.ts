import { DAY, HOUR, MINUTE } from './clock';
import type { Fault, FaultKind } from './faults';
import type { RefusalBody } from './refusalBodies';
import { jsonObject } from './request';
import { json } from './router';
import type { Simulator } from './server';

/**
 * Control API under /__sim/ for processes that cannot hold the Simulator object
 * (the demo's n8n, a developer's curl): clock, faults, network profile and its counters,
 * received requests, seeded credentials.
 */
export function registerControl(sim: Simulator): void {
	sim.router
		.get('/__sim/info', () =>
			json({
				baseUrl: sim.baseUrl,
				now: sim.clock.now(),
				accounts: sim.state.accounts.map(({ id, email, tariff }) => ({ id, email, tariff })),
			}),
		)
		.post('/__sim/clock/advance', (req) => {
			const body = jsonObject(req);
			const ms =
				Number(body.ms ?? 0) +
				Number(body.minutes ?? 0) * MINUTE +
				Number(body.hours ?? 0) * HOUR +
				Number(body.days ?? 0) * DAY;
			return json({ now: sim.clock.advance(ms) });
		})
		.post('/__sim/faults', (req) => {
			const body = jsonObject(req);
			if (typeof body.route !== 'string' || typeof body.kind !== 'string')
				return json({ error: 'route and kind are required' }, 400);
			sim.setFault({
				route: body.route,
				kind: body.kind as FaultKind,
				method: typeof body.method === 'string' ? body.method : undefined,
				latencyMs: body.latencyMs === undefined ? undefined : Number(body.latencyMs),
				status: body.status === undefined ? undefined : Number(body.status),
				retryAfter: body.retryAfter === undefined ? undefined : Number(body.retryAfter),
				body: typeof body.body === 'string' ? (body.body as Fault['body']) : undefined,
				json: body.json,
				after: body.after === undefined ? undefined : Number(body.after),
				times: body.times === undefined ? undefined : Number(body.times),
			});
			return json({ faults: sim.faults.list() });
		})
		.add('DELETE', '/__sim/faults', () => {
			sim.faults.clear();
			return json({ faults: [] });
		})
		.get('/__sim/requests', () => json({ requests: sim.requests }))
		.add('DELETE', '/__sim/requests', () => {
			sim.clearRequests();
			return json({ requests: [] });
		})
		.get('/__sim/network', () =>
			json({ profile: sim.network.current(), counters: sim.network.stats() }),
		)
		.post('/__sim/network', (req) => {
			const body = jsonObject(req);
			sim.network.configure({
				latencyMs: body.latencyMs as number | undefined,
				jitterMs: body.jitterMs as number | undefined,
				ratePerSecond: body.ratePerSecond as number | undefined,
				maxConnections: body.maxConnections as number | undefined,
				refusalBody: body.refusalBody as RefusalBody | undefined,
			});
			return json({ profile: sim.network.current(), counters: sim.network.stats() });
		})
		.add('DELETE', '/__sim/network/counters', () => {
			sim.network.resetCounters();
			return json({ counters: sim.network.stats() });
		})
		.get('/__sim/notifications', () => json({ notifications: sim.state.notifications }));
}

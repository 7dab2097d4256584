import type { SimState } from '../core/state';
import { jsonObject } from '../core/request';
import { json, type Router } from '../core/router';
import { agentWire, type AgentSessionRules } from './profile';
import {
	answerShapes,
	POSITION_SHAPES,
	ROWS_ENVELOPES,
	setAnswerShapes,
	type PositionShape,
	type RowsEnvelope,
} from './answerShapes';

/**
 * Switches of the agent interface for testing clients, beyond what the service's documentation describes
 * (docs/decisions-simulator-agent-api.md, "Sessions and code -32"): a stateful server whose
 * sessions expire, long tools that refuse a new task while one runs (code -32), and a faulty
 * server that answers a poll about another task.
 */

/** Sessions required (or not), and after how many requests each one expires. */
export function setAgentSessions(state: SimState, rules: AgentSessionRules): void {
	agentWire(state).sessionRules = { ...rules };
}

/** The server forgets every session it issued, as after a restart: their ids get HTTP 404. */
export function forgetAgentSessions(state: SimState): void {
	agentWire(state).sessions.clear();
}

/** Long tools answer code -32 with the running task's report_id while one of theirs runs. */
export function setOneTaskPerTool(state: SimState, on: boolean): void {
	agentWire(state).oneTaskPerTool = on;
}

/** A long tool's poll is answered about another task of the tool (a faulty server). */
export function setMixedUpPolls(state: SimState, on: boolean): void {
	agentWire(state).mixedUpPolls = on;
}

/** The sessions open now and the ones clients ended with DELETE. */
export function agentSessionsOf(state: SimState) {
	const wire = agentWire(state);
	return {
		rules: wire.sessionRules,
		open: [...wire.sessions.keys()],
		closed: [...wire.closedSessions],
		oneTaskPerTool: wire.oneTaskPerTool,
		mixedUpPolls: wire.mixedUpPolls,
	};
}

/** The same switches over the control API, for processes that cannot hold the simulator. */
export function registerAgentSwitches(router: Router): void {
	router
		.get('/__sim/agent/sessions', (_req, ctx) => json(agentSessionsOf(ctx.state)))
		.post('/__sim/agent/sessions', (req, ctx) => {
			const body = jsonObject(req);
			const expireAfter = body.expireAfter === undefined ? undefined : Number(body.expireAfter);
			if (expireAfter !== undefined && !(Number.isInteger(expireAfter) && expireAfter > 0))
				return json({ error: 'expireAfter must be a whole number above 0' }, 400);
			setAgentSessions(ctx.state, { required: body.required === true, expireAfter });
			return json(agentSessionsOf(ctx.state));
		})
		.post('/__sim/agent/sessions/forget', (_req, ctx) => {
			forgetAgentSessions(ctx.state);
			return json(agentSessionsOf(ctx.state));
		})
		.post('/__sim/agent/one-task-per-tool', (req, ctx) => {
			setOneTaskPerTool(ctx.state, jsonObject(req).on === true);
			return json(agentSessionsOf(ctx.state));
		})
		.get('/__sim/agent/answer-shapes', (_req, ctx) => json({ ...answerShapes(ctx.state) }))
		.post('/__sim/agent/answer-shapes', (req, ctx) => {
			const body = jsonObject(req);
			const positions = body.positions as PositionShape | undefined;
			const rows = body.rows as RowsEnvelope | undefined;
			if (positions !== undefined && !POSITION_SHAPES.includes(positions))
				return json({ error: `positions must be one of ${POSITION_SHAPES.join(', ')}` }, 400);
			if (rows !== undefined && !ROWS_ENVELOPES.includes(rows))
				return json({ error: `rows must be one of ${ROWS_ENVELOPES.join(', ')}` }, 400);
			return json(setAnswerShapes(ctx.state, { positions, rows }));
		})
		.post('/__sim/agent/mixed-up-polls', (req, ctx) => {
			setMixedUpPolls(ctx.state, jsonObject(req).on === true);
			return json(agentSessionsOf(ctx.state));
		});
}

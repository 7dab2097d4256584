/**
 * The simulator's switches for other answer shapes of compare_positions (points the agent interface's documentation
 * leaves open): positions as a series keyed by check date, rows under `data` with `meta`. Set at
 * start, over the control API, and refused when unknown.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Simulator } from '../../../simulator';
import { call, frozenSimulator, SEED } from '../helpers';
import { connect, tool } from './helpers';

type Row = Record<string, unknown>;

describe('compare_positions in other shapes', () => {
	let sim: Simulator;
	let client: Client;
	afterEach(async () => {
		await client?.close();
		await sim?.close();
	});
	const compare = async () =>
		(await tool(client, 'compare_positions', { project_id: SEED.projects.shop, limit: 5 })) as Row;

	it('gives each query its positions keyed by check date, "-" for not found, when started so', async () => {
		sim = await frozenSimulator({ positionShape: 'series' });
		client = await connect(sim);
		const answer = await compare();
		const rows = answer.positions as Row[];
		expect(rows).toHaveLength(5);
		for (const row of rows) {
			expect(Object.keys(row).sort()).toEqual(['positions', 'query', 'query_id']);
			const series = row.positions as Record<string, unknown>;
			expect(Object.keys(series)).toContain(answer.from);
			expect(Object.keys(series)).toContain(answer.to);
			for (const value of Object.values(series))
				expect(value === '-' || (Number.isInteger(value) && (value as number) >= 1)).toBe(true);
		}
	});

	it('puts the rows under data and the total under meta, switched over the control API', async () => {
		sim = await frozenSimulator();
		client = await connect(sim);
		const plain = await compare();
		const switched = await call(sim, '/__sim/agent/answer-shapes', {
			method: 'POST',
			json: { rows: 'data-meta' },
		});
		expect(switched.body).toEqual({ positions: 'pairs', rows: 'data-meta' });
		const answer = await compare();
		expect(Object.keys(answer).sort()).toEqual(['data', 'meta']);
		expect(answer.data).toEqual(plain.positions);
		const meta = answer.meta as Row;
		expect(meta.total).toBeGreaterThan(5);
		expect([meta.from, meta.to]).toEqual([plain.from, plain.to]);
	});

	it('refuses a shape it does not know', async () => {
		sim = await frozenSimulator();
		const refused = await call(sim, '/__sim/agent/answer-shapes', {
			method: 'POST',
			json: { positions: 'matrix' },
		});
		expect(refused.status).toBe(400);
	});
});

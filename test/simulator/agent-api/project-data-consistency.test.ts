import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SEED, type JsonAnswer } from '../helpers';
import { tool, useAgentClient } from './helpers';

/**
 * The service tools that check positions, SERPs and visibility (4.9-4.10) look at the same search
 * engines as the project's own position checks (docs/service/agent-interface.md#catalog-sections).
 * For a project's own domain and the queries it tracks they must tell the same story as
 * get_query_positions, get_metrics and get_competitor_positions: same domain, query, engine and
 * date, same position.
 */
const shop = SEED.projects.shop;
const SHOP_DOMAIN = 'example-shop.ru';

/** Runs a long tool (rule 4): calls it again with its report_id until the answer holds a result. */
async function runLong(client: Client, name: string, args: Record<string, unknown>) {
	const queued = await tool(client, name, args);
	for (let i = 0; i < 10; i++) {
		const answer = await tool(client, name, { report_id: queued.report_id });
		if (answer.result !== undefined) return answer.result;
	}
	throw new Error(`${name} gave no result after 10 polls`);
}

type Row = { query: string; position: number | null; date: string | null };

describe('service tools agree with the project data for a project’s own domain and queries', () => {
	const live = useAgentClient('each');
	const positionsOf = async (searchSystem: number): Promise<Row[]> =>
		(
			await tool(live.client, 'get_query_positions', {
				project_id: shop,
				search_system: searchSystem,
			})
		).positions;

	it('se1_positions_check and se2_positions_check give get_query_positions’ positions for the same engine', async () => {
		for (const [name, engine] of [
			['se1_positions_check', 1],
			['se2_positions_check', 2],
		] as const) {
			const stored = (await positionsOf(engine)).slice(0, 12);
			const result = await runLong(live.client, name, {
				url: `https://www.${SHOP_DOMAIN}/`,
				lr: 213,
				requests: stored.map((r) => r.query),
			});
			const checked = result.positions.map((r: JsonAnswer) => [r.query, r.position]);
			expect(checked).toEqual(stored.map((r) => [r.query, r.position]));
		}
	});

	it('a manual correction of the last check (set_query_position) is what the positions check sees', async () => {
		const [row] = await positionsOf(1);
		const [{ query_id }] = (
			await tool(live.client, 'get_query_positions', { project_id: shop, search_system: 1 })
		).positions;
		const wanted = row.position === 7 ? 8 : 7;
		await tool(live.client, 'set_query_position', {
			project_id: shop,
			query_id,
			search_system_id: 1,
			position: wanted,
			date: row.date,
		});
		const result = await runLong(live.client, 'se1_positions_check', {
			url: SHOP_DOMAIN,
			requests: [row.query],
		});
		expect(result.positions[0].position).toBe(wanted);
	});

	it('serp_visibility and search_visibility of the project’s domain give get_metrics’ visibility', async () => {
		const metrics = await tool(live.client, 'get_metrics', { project_id: shop, search_system: 1 });
		const all = (await positionsOf(1)).map((r) => r.query);
		const serp = await tool(live.client, 'serp_visibility', {
			url: SHOP_DOMAIN,
			queries: all.slice(0, 200),
			search_engine: 1,
		});
		expect(all.length).toBeLessThanOrEqual(200);
		expect(serp.visibility).toBe(metrics.visibility);
		const site = await tool(live.client, 'search_visibility', { url: SHOP_DOMAIN });
		expect(site.sites[0].visibility).toBe(metrics.visibility);
	});

	it('serp_snippets and se1_filters_check place the domain where get_query_positions does', async () => {
		const stored = (await positionsOf(1)).slice(0, 5);
		const snippets = await tool(live.client, 'serp_snippets', {
			url: SHOP_DOMAIN,
			requests: stored.map((r) => r.query),
			search_system: 1,
		});
		expect(snippets.snippets.map((s: JsonAnswer) => s.position)).toEqual(
			stored.map((r) => r.position),
		);
		const filters = await tool(live.client, 'se1_filters_check', {
			url: SHOP_DOMAIN,
			query: stored[0].query,
		});
		expect(filters.position).toBe(stored[0].position);
	});

	it('serp_top10 of a tracked query shows the project and its competitors where the project data puts them', async () => {
		const stored = await positionsOf(1);
		const inTop = stored.find((r) => r.position !== null && r.position <= 10);
		const outside = stored.find((r) => r.position === null || r.position > 10);
		expect(inTop).toBeDefined();
		expect(outside).toBeDefined();
		const result = await runLong(live.client, 'serp_top10', {
			queries: [inTop!.query, outside!.query],
			ss: 1,
		});
		const [top, other] = result.results;
		const own = top.top10.filter((r: JsonAnswer) => r.domain === SHOP_DOMAIN);
		expect(own.map((r: JsonAnswer) => r.position)).toEqual([inTop!.position]);
		expect(other.top10.some((r: JsonAnswer) => r.domain === SHOP_DOMAIN)).toBe(false);

		// Every competitor get_competitor_positions names in the top 10 is at that place in the SERP.
		const competitors = (
			await tool(live.client, 'get_competitor_positions', {
				project_id: shop,
				ss_id: 1,
				query: inTop!.query,
			})
		).positions.find((p: JsonAnswer) => p.query === inTop!.query).competitors;
		for (const c of competitors as Array<{ domain: string; position: number | null }>) {
			const shown = top.top10.find((r: JsonAnswer) => r.domain === c.domain);
			expect(shown?.position ?? null).toBe(
				c.position !== null && c.position <= 10 ? c.position : null,
			);
		}
	});

	it('positions_complex agrees with get_query_positions and get_competitor_positions', async () => {
		const [row] = await positionsOf(1);
		const answer = await tool(live.client, 'get_competitor_positions', {
			project_id: shop,
			ss_id: 1,
			query: row.query,
		});
		const stored = answer.positions.find((p: JsonAnswer) => p.query === row.query);
		const domains = stored.competitors.map((c: JsonAnswer) => c.domain).slice(0, 5);
		const complex = await tool(live.client, 'positions_complex', {
			url: SHOP_DOMAIN,
			requests: [row.query],
			engines: [1],
			competitors: domains,
		});
		expect(complex.positions[0].position).toBe(row.position);
		expect(complex.positions[0].competitors).toEqual(
			stored.competitors
				.slice(0, 5)
				.map((c: JsonAnswer) => ({ domain: c.domain, position: c.position })),
		);
	});

	it('webmaster_queries’ average position of a query is the mean of its recent history (get_query_details)', async () => {
		const phrase = (await positionsOf(1)).find((r) => r.position !== null)!.query;
		const details = await tool(live.client, 'get_query_details', {
			project_id: shop,
			query: phrase,
		});
		const found = details.positions
			.find((p: JsonAnswer) => p.search_system === 1)
			.history.map((h: JsonAnswer) => h.position)
			.filter((p: number | null) => p !== null);
		const mean =
			Math.round((found.reduce((a: number, b: number) => a + b, 0) / found.length) * 10) / 10;
		const answer = await tool(live.client, 'webmaster_queries', { host_id: shop });
		const row = answer.queries.find((q: JsonAnswer) => q.query === phrase);
		expect(row.average_position).toBeCloseTo(mean, 1);
	});

	it('kwfreq_frequency gives a project query the frequency the project stores (get_queries)', async () => {
		const { queries } = await tool(live.client, 'get_queries', { project_id: shop, limit: 3 });
		const result = await runLong(live.client, 'kwfreq_frequency', {
			requests: queries.map((q: JsonAnswer) => q.query),
			lr: 213,
		});
		for (const q of queries as Array<{
			query: string;
			frequency: number;
			frequency_type: string;
		}>) {
			const row = result.queries.find((r: JsonAnswer) => r.query === q.query);
			expect(row[q.frequency_type]).toBe(q.frequency);
		}
	});

	it('a competitor’s visibility (get_competitors) is what serp_visibility finds for it on the project’s queries', async () => {
		const all = (await positionsOf(1)).map((r) => r.query);
		const { competitors } = await tool(live.client, 'get_competitors', {
			project_id: shop,
			search_system: 1,
		});
		expect(competitors[0].visibility).toBeGreaterThan(0);
		for (const c of (competitors as Array<{ domain: string; visibility: number }>).slice(0, 3)) {
			const serp = await tool(live.client, 'serp_visibility', {
				url: c.domain,
				queries: all,
				search_engine: 1,
			});
			expect(serp.visibility).toBe(c.visibility);
		}
	});

	it('semantics step 1 in mode project lists the project’s competitors as get_competitors does', async () => {
		const { competitors } = await tool(live.client, 'get_competitors', { project_id: shop });
		const taskId = (await tool(live.client, 'create_semantics_task')).task_id;
		await tool(live.client, 'run_semantics_competitors', {
			task_id: taskId,
			mode: 'project',
			site: SHOP_DOMAIN,
		});
		let result: JsonAnswer;
		for (let i = 0; i < 5; i++) {
			result = await tool(live.client, 'get_semantics_step_result', { task_id: taskId, step: 1 });
			if (result.rows.length) break;
		}
		expect(result.rows.map((r: JsonAnswer) => [r.domain, r.visibility])).toEqual(
			competitors.map((c: JsonAnswer) => [c.domain, c.visibility]),
		);
	});
});

import type { IDataObject } from 'n8n-workflow';
import { AGENT_CATALOG_PROFILES, MINUTE, type StartOptions } from '../../../simulator';
import { onlyDrops } from '../../../nodes/SeoTools/actions/position/onlyDrops';
import { ProductHarness, projectRef, SEED, toolCallsOf } from '../helpers';
import type { Args } from '../shared/toolServer';
import { expectErrorItem } from './expectErrorItem';
import { TOOL_PAGE } from '../../../nodes/shared/parts/agent/readAgentToolRows';
import { useToolServer } from '../shared/useToolServer';
import { useHarness } from '../shared/useHarness';

const shop = SEED.projects.shop;
const compare = (extra = {}) => ({
	resource: 'position',
	operation: 'compareChecks',
	project: projectRef(shop),
	...extra,
});

/** A query is a drop when it left the top 10 or lost more than 5 places (the test's own reading). */
const isDrop = (json: IDataObject) => {
	const before = json.position_before as number | null;
	const after = json.position_after as number | null;
	const fellOut = before !== null && before <= 10 && (after === null || after > 10);
	const lost = before !== null && (after === null || after - before > 5);
	return fellOut || lost;
};

describe.each(AGENT_CATALOG_PROFILES)(
	'Position → Compare Checks through the engine (%s agent catalog)',
	(profile) => {
		const h = useHarness({ agentCatalog: profile }, { perTest: true });

		/** The newest check and the one before, as the account's update list names them (the trigger's manual run). */
		const newestEvent = async () =>
			(await h.poll(
				{ event: 'positionCheckFinished', projectId: String(shop) },
				{},
				{ mode: 'manual' },
			))![0][0].json;
		const compareCalls = () => toolCallsOf(h).filter((c) => c.name === 'compare_positions');

		it('compares the last check with the one before by default, one item per query', async () => {
			const event = await newestEvent();
			h.clear();
			const result = await h.run(compare({ returnAll: true }));
			expect(toolCallsOf(h).some((c) => c.name === 'get_project_updates')).toBe(true);
			expect(compareCalls()).toEqual([
				{
					name: 'compare_positions',
					// Return All asks a tool paged by limit alone for a full page, never for its default.
					arguments: {
						project_id: shop,
						from: event.previous_date,
						to: event.finished_date,
						limit: TOOL_PAGE,
					},
				},
			]);
			expect(result.output.length).toBeGreaterThan(1);
			for (const { json } of result.output) {
				expect(json).toEqual(
					expect.objectContaining({
						project_id: expect.anything(),
						compared_from: event.previous_date,
						compared_to: event.finished_date,
					}),
				);
				for (const field of ['position_before', 'position_after', 'places_lost'])
					expect(json[field] === null || typeof json[field] === 'number').toBe(true);
			}
			// The simulator's rows name both positions: each is read.
			expect(result.output.some((i) => typeof i.json.places_lost === 'number')).toBe(true);
		});

		it('takes the dates chosen in the fields', async () => {
			const event = await newestEvent();
			h.clear();
			await h.run(
				compare({
					checksToCompare: 'chooseDates',
					fromCheck: `${String(event.previous_date)}T00:00:00`,
					toCheck: event.finished_date,
					searchSystem: '2',
					limit: 5,
				}),
			);
			expect(toolCallsOf(h)).toEqual([
				{
					name: 'compare_positions',
					arguments: {
						project_id: shop,
						from: event.previous_date,
						to: event.finished_date,
						search_system: 2,
						limit: 5,
					},
				},
			]);
		});

		it('Only Drops keeps the queries that fell out of the top 10 or lost more than 5 places', async () => {
			const all = await h.run(compare({ returnAll: true }));
			const drops = await h.run(
				compare({ limit: 50, onlyDrops: { fellOutOfTop: 10, lostMoreThan: 5 } }),
			);
			const expected = all.output.filter((i) => isDrop(i.json)).map((i) => i.json);
			expect(drops.output.map((i) => i.json)).toEqual(expected);
			expect(drops.output.length).toBeLessThan(all.output.length);
		});

		it('a finished check from the trigger, as its input item, is compared with the one before', async () => {
			const staticData: IDataObject = {};
			const params = { event: 'positionCheckFinished', projectId: String(shop) };
			expect(await h.poll(params, staticData)).toBeNull();
			h.sim.clock.advance(24 * 60 * MINUTE);
			await h.run({ resource: 'project', operation: 'parse', project: projectRef(shop) });
			h.sim.clock.advance(31 * MINUTE);
			const fired = (await h.poll(params, staticData))![0];
			expect(fired).toHaveLength(1);
			const event = fired[0].json;
			h.clear();
			// No project field, no expression: the item's own fields say what to compare.
			const result = await h.run(
				{ resource: 'position', operation: 'compareChecks', checksToCompare: 'inputItem' },
				{ input: fired },
			);
			expect(compareCalls()).toEqual([
				{
					name: 'compare_positions',
					arguments: {
						project_id: shop,
						from: event.previous_date,
						to: event.finished_date,
						limit: 50,
					},
				},
			]);
			expect(result.output.length).toBeGreaterThan(0);
			expect(result.output[0].json).toEqual(
				expect.objectContaining({
					compared_from: event.previous_date,
					compared_to: event.finished_date,
				}),
			);
			expect(result.output.every((i) => (i.pairedItem as { item: number }).item === 0)).toBe(true);
		});

		it('refuses an input item without its earlier check before sending, naming the field', async () => {
			h.clear();
			const result = await h.run(compare({ checksToCompare: 'inputItem' }), {
				input: [{ project_id: String(shop), finished_date: '2026-11-20', previous_date: null }],
				continueOnFail: true,
			});
			expect(String(result.output[0].json.error)).toMatch(/previous_date/);
			expect(toolCallsOf(h)).toEqual([]);
		});

		it('turns the service’s refusal into an error item under Continue On Fail', async () => {
			const result = await h.run(compare({ searchSystem: '99999' }), { continueOnFail: true });
			expectErrorItem(result.output, /Position → Compare Checks: .*compare_positions/);
		});
	},
);

describe('Position → Compare Checks against a server that is not the simulator', () => {
	const setup = useToolServer((operation, extra) => ({
		resource: 'position',
		operation,
		...extra,
	}));
	const run = (extra = {}, input?: IDataObject[]) =>
		setup.h.run(compare(extra), { baseUrl: setup.server.url, continueOnFail: true, input });

	/** Checks in another form: their own id name, datetimes, oldest first, a running one last. */
	const updates = {
		name: 'get_project_updates',
		form: 'text' as const,
		params: { project_id: 'integer', limit: 'integer', offset: 'integer' },
		answer: (args: Args) => {
			const rows = [
				{ check_id: 71, started_at: '2026-11-14 06:00:00', finished_at: '2026-11-14 06:40:00' },
				{ check_id: 72, started_at: '2026-11-17 06:00:00', finished_at: '2026-11-17 06:41:00' },
				{ check_id: 73, started_at: '2026-11-20 06:00:00', finished_at: null },
			];
			return { data: { checks: Number(args.offset ?? 0) > 0 ? [] : rows } };
		},
	};
	const positions = [
		{ phrase: 'red shoes', old: 3, new: 14 },
		{ phrase: 'blue shoes', old: 8, new: 9 },
		{ phrase: 'green shoes', old: 20, new: 31 },
		{ phrase: 'shoe shop', old: 5, new: '-' },
		{ phrase: 'cheap shoes', old: null, new: 40 },
	];

	it('sends the checks’ ids when the schema types from and to as integers, and reads other names', async () => {
		setup.server.offer([
			updates,
			{
				name: 'compare_positions',
				params: { project_id: 'integer', from: 'integer', to: 'integer', limit: 'integer' },
				answer: () => ({ data: { result: { list: positions } } }),
			},
		]);
		const result = await run({ returnAll: true });
		expect(setup.server.calls.filter((c) => c.name === 'compare_positions')).toEqual([
			{
				name: 'compare_positions',
				arguments: { project_id: shop, from: 71, to: 72, limit: TOOL_PAGE },
			},
		]);
		expect(
			result.output.map((i) => [
				i.json.phrase,
				i.json.position_before,
				i.json.position_after,
				i.json.places_lost,
				i.json.dropped_out,
			]),
		).toEqual([
			['red shoes', 3, 14, 11, false],
			['blue shoes', 8, 9, 1, false],
			['green shoes', 20, 31, 11, false],
			['shoe shop', 5, null, null, true],
			['cheap shoes', null, 40, null, false],
		]);
		expect(result.output[0].json).toEqual(
			expect.objectContaining({ compared_from: '2026-11-14', compared_to: '2026-11-17' }),
		);
	});

	it('Only Drops over rows named position_from/position_to, sent as text', async () => {
		setup.server.offer([
			{
				name: 'compare_positions',
				form: 'text',
				params: { project_id: 'integer', from: 'string', to: 'string', limit: 'integer' },
				answer: () => ({
					data: positions.map(({ phrase, old, new: now }) => ({
						keyword: phrase,
						position_from: old,
						position_to: now,
						diff: 'n/a',
					})),
				}),
			},
		]);
		const result = await run(
			{ checksToCompare: 'inputItem', onlyDrops: { fellOutOfTop: 10, lostMoreThan: 5 } },
			[{ project_id: '48120', previous_date: '2026-11-17', finished_date: '2026-11-20' }],
		);
		expect(setup.server.calls).toEqual([
			{
				name: 'compare_positions',
				arguments: { project_id: 48120, from: '2026-11-17', to: '2026-11-20', limit: TOOL_PAGE },
			},
		]);
		expect(result.output.map((i) => i.json.keyword)).toEqual([
			'red shoes',
			'green shoes',
			'shoe shop',
		]);
		expect(result.output[0].json.project_id).toBe('48120');
	});

	it('a date without a check of that day is an error when the service compares by id', async () => {
		setup.server.offer([
			updates,
			{
				name: 'compare_positions',
				params: { project_id: 'integer', from: 'integer', to: 'integer' },
				answer: () => ({ data: [] }),
			},
		]);
		const result = await run({
			checksToCompare: 'chooseDates',
			fromCheck: '2026-11-14',
			toCheck: '2026-11-15',
		});
		expect(String(result.output[0].json.error)).toMatch(/No finished position check .* 2026-11-15/);
		expect(setup.server.calls.filter((c) => c.name === 'compare_positions')).toEqual([]);
	});

	it('says there is nothing to compare when the project has one finished check', async () => {
		setup.server.offer([
			{
				...updates,
				answer: (args: Args) => ({
					data:
						Number(args.offset ?? 0) > 0
							? []
							: [
									{ id: 5, start: '2026-11-14', end: '2026-11-14' },
									{ id: 6, start: '2026-11-17', end: null },
								],
				}),
			},
			{
				name: 'compare_positions',
				params: { from: 'string', to: 'string' },
				answer: () => ({ data: [] }),
			},
		]);
		const result = await run();
		expect(String(result.output[0].json.error)).toMatch(/only one finished position check/);
		expect(setup.server.calls.filter((c) => c.name === 'compare_positions')).toEqual([]);
	});
});

describe('Position → Compare Checks against the simulator’s other answer shapes and its seeded data', () => {
	/** Each rule of Only Drops alone, at the default the field shows when it is added. */
	const defaults = (onlyDrops.property.options as Array<{ name: string; default: number }>).map(
		(rule) => ({ [rule.name]: rule.default }),
	);
	const shapes: StartOptions[] = [
		{},
		{ positionShape: 'series' },
		{ rowsEnvelope: 'data-meta' },
		{ positionShape: 'series', rowsEnvelope: 'data-meta' },
	];
	const outcomes: string[] = [];

	it.each(shapes.map((shape) => [JSON.stringify(shape), shape] as const))(
		'%s: every default rule shows drops, the same under every shape',
		async (_, shape) => {
			const h = await ProductHarness.start(shape);
			try {
				const all = await h.run(compare({ returnAll: true }));
				expect(all.output.length).toBeGreaterThan(10);
				expect(all.output.every((i) => i.json.error === undefined)).toBe(true);
				const drops: string[][] = [];
				for (const rule of defaults) {
					const kept = await h.run(compare({ returnAll: true, onlyDrops: rule }));
					expect(kept.output.length).toBeGreaterThan(0);
					drops.push(kept.output.map((i) => String(i.json.query)));
				}
				outcomes.push(JSON.stringify(drops));
				expect(new Set(outcomes).size).toBe(1);
			} finally {
				await h.stop();
			}
		},
	);
});

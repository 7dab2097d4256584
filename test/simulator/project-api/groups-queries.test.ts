import { MINUTE, type Simulator } from '../../../simulator';
import { call, frozenSimulator, SEED } from '../helpers';

// docs/service/project-api.md#query-groups, docs/service/project-api.md#queries
describe('project API: groups and queries', () => {
	let sim: Simulator;
	beforeEach(async () => {
		sim = await frozenSimulator();
	});
	afterEach(() => sim.close());

	const key = SEED.paid.apiKey;
	const api = (
		path: string,
		json?: unknown,
		query: Record<string, string | number | Array<string | number>> = {},
		token: string = key,
	) =>
		call(sim, `/projects/api/v1/${path}`, {
			method: json === undefined ? 'GET' : 'POST',
			query: { token, ...query },
			json,
		});
	const shop = () => sim.state.project(SEED.projects.shop)!;
	const rows = async () =>
		(await api('queries/get', undefined, { project_id: 101 })).body as Array<{
			id: string;
			query: string;
			group_id: string | null;
		}>;

	it('groups/get: bare array with Общая (id 1) as strings', async () => {
		const { body } = await api('groups/get', undefined, { project_id: 101 });
		expect(body).toEqual(expect.arrayContaining([{ id: '1', name: 'Общая' }]));
	});

	it('groups/add: W with group_id; order 0 gives 100; phrases cleaned and lower-cased unless keep_case', async () => {
		const { body } = await api('groups/add', {
			project_id: 101,
			name: 'Новая',
			order: 0,
			queries: 'Зимние  Ботинки!|угги',
		});
		expect(body).toMatchObject({
			status: 'ok',
			code: 1,
			msg: 'success',
			result: { message: expect.any(String), group_id: expect.any(Number) },
		});
		const group = shop().groups.find((g) => g.id === body.result.group_id)!;
		expect(group.order).toBe(100);
		expect(
			shop()
				.queries.filter((q) => q.groupIds.includes(group.id))
				.map((q) => q.phrase),
		).toEqual(['зимние ботинки', 'угги']);
		await api('groups/add', {
			project_id: 101,
			name: 'Кейс',
			queries: ['Big Boots'],
			keep_case: 1,
		});
		expect(shop().queries.some((q) => q.phrase === 'Big Boots')).toBe(true);
	});

	it('groups/add rule 1: an existing name (or Общая) adds to that group', async () => {
		const before = shop().groups.length;
		const { body } = await api('groups/add', {
			project_id: 101,
			name: 'бренд',
			queries: ['новый брендовый запрос'],
		});
		expect(shop().groups.length).toBe(before);
		expect(body.result.group_id).toBe(shop().groups.find((g) => g.name === 'Бренд')!.id);
		expect(
			(await api('groups/add', { project_id: 101, name: 'Общая', queries: ['в общую'] })).body
				.result.group_id,
		).toBe(1);
	});

	it('groups/add rule 2: more than 50 queries answer at once and record a notification', async () => {
		const queries = Array.from({ length: 51 }, (_, i) => `фоновый запрос ${i}`);
		const { body } = await api('groups/add', { project_id: 101, name: 'Фон', queries });
		expect(body.result.message).toMatch(/background/);
		expect(sim.state.notifications).toEqual([
			expect.objectContaining({ projectId: 101, kind: 'groups/add' }),
		]);
	});

	it('groups/add rule 3: over the query limit nothing is added, error 52, but the group exists', async () => {
		shop().queryLimit = shop().queries.length + 1;
		const { body } = await api('groups/add', {
			project_id: 101,
			name: 'Лимит',
			queries: ['a1', 'a2'],
		});
		expect(body).toMatchObject({ status: 'error', code: 52, msg: 'wrong request data' });
		expect(shop().groups.some((g) => g.name === 'Лимит')).toBe(true);
		expect(shop().queries.some((q) => q.phrase === 'a1')).toBe(false);
	});

	it('write methods: read share and promo keys get 50; URL groups are refused', async () => {
		expect((await api('groups/add', { project_id: 204, name: 'x' })).body).toMatchObject({
			code: 50,
		});
		sim.state.project(101)!.shares.push({ accountId: SEED.promo.id, role: 'write' });
		expect(
			(await api('groups/add', { project_id: 101, name: 'x' }, {}, SEED.promo.apiKey)).body,
		).toMatchObject({ code: 50 });
		expect((await api('groups/add', { project_id: 205, name: 'x' })).body.status).toBe('ok');
		const urlGroup = shop().groups.find((g) => g.kind === 'url')!;
		expect(
			(await api('groups/add', { project_id: 101, name: urlGroup.name, queries: ['x'] })).body.code,
		).toBe(52);
		expect(
			(await api('groups/delete', { project_id: 101, group_ids: [urlGroup.id] })).body.code,
		).toBe(52);
		expect(
			(
				await api('groups/move', {
					project_id: 101,
					query_ids: [500001],
					from_group_id: 1002,
					group_id: urlGroup.id,
				})
			).body.code,
		).toBe(52);
	});

	it('groups/delete rules 1, 2: queries move with their data; Общая cannot be deleted', async () => {
		expect((await api('groups/delete', { project_id: 101, group_ids: '1' })).body).toMatchObject({
			code: 52,
		});
		const brand = shop().groups.find((g) => g.name === 'Бренд')!;
		const members = shop()
			.queries.filter((q) => q.groupIds.includes(brand.id))
			.map((q) => q.id);
		const url = shop().queries.find((q) => q.id === members[0])!.url;
		const { body } = await api('groups/delete', { project_id: 101, group_id: brand.id });
		expect(body.result.deleted).toEqual([brand.id]);
		for (const id of members)
			expect(shop().queries.find((q) => q.id === id)!.groupIds).toContain(1);
		expect(shop().queries.find((q) => q.id === members[0])!.url).toBe(url);
	});

	it('groups/delete rule 3: with_queries deletes the queries, also from other groups', async () => {
		const catalog = shop().groups.find((g) => g.name === 'Каталог')!;
		const shared = shop().queries.find((q) => q.groupIds.length === 2)!;
		await api('groups/delete', {
			project_id: 101,
			group_ids: String(catalog.id),
			with_queries: 1,
			move_to_group_id: 1,
		});
		expect(shop().queries.some((q) => q.id === shared.id)).toBe(false);
	});

	it('groups/move rules 1-3: only the link changes; offending ids listed and nothing moved; at most 1000 ids', async () => {
		const brand = shop().groups.find((g) => g.name === 'Бренд')!;
		const catalog = shop().groups.find((g) => g.name === 'Каталог')!;
		const both = shop().queries.find((q) => q.groupIds.length === 2)!;
		const onlyCatalog = shop().queries.find(
			(q) => q.groupIds.length === 1 && q.groupIds[0] === catalog.id,
		)!;
		const bad = await api('groups/move', {
			project_id: 101,
			query_ids: [onlyCatalog.id, 424242],
			from_group_id: catalog.id,
			group_id: 1,
		});
		expect(bad.body).toMatchObject({ code: 52, result: { query_ids: [424242] } });
		expect(onlyCatalog.groupIds).toEqual([catalog.id]);
		const ok = await api('groups/move', {
			project_id: 101,
			query_ids: `${both.id},${onlyCatalog.id}`,
			from_group_id: catalog.id,
			group_name: 'Новая по имени',
		});
		expect(ok.body.result).toMatchObject({ action: 'move', count: 2 });
		const created = shop().groups.find((g) => g.name === 'Новая по имени')!;
		expect(both.groupIds.sort()).toEqual([brand.id, created.id].sort());
		const many = Array.from({ length: 1001 }, (_, i) => i + 1);
		expect(
			(
				await api('groups/move', {
					project_id: 101,
					query_ids: many,
					from_group_id: catalog.id,
					group_id: 1,
				})
			).body.code,
		).toBe(52);
	});

	it('queries/get: rows in order of addition, one row per group, offset/limit count rows', async () => {
		const all = await rows();
		const both = shop().queries.find((q) => q.groupIds.length === 2)!;
		expect(all.filter((r) => r.id === String(both.id))).toHaveLength(2);
		expect(all[0]).toEqual({
			id: expect.any(String),
			query: expect.any(String),
			group_id: expect.any(String),
			frequency: expect.any(String),
			frequency_type: 'exact',
		});
		const page = (await api('queries/get', undefined, { project_id: 101, offset: 2, limit: 3 }))
			.body;
		expect(page).toEqual(all.slice(2, 5));
		expect((await api('queries/get', undefined, { project_id: 101, limit: 0 })).body).toHaveLength(
			all.length,
		);
		shop().queries[0].groupIds = [];
		expect((await rows())[0].group_id).toBeNull();
	});

	it('queries/set: everything from the query string, also on POST; rules 1-4', async () => {
		const setQ = (query: Record<string, string>) =>
			call(sim, '/projects/api/v1/queries/set', {
				method: 'POST',
				query: { token: key, project_id: '101', ...query },
			});
		const one = await setQ({ queries: '  Новый   Запрос! ' });
		expect(one.body).toEqual({ id: expect.any(Number), query: 'Новый Запрос' });
		expect(shop().queries.find((q) => q.id === one.body.id)!.groupIds).toEqual([1]);
		expect(shop().summaryEvents.length).toBeGreaterThan(0);

		const brand = shop().groups.find((g) => g.name === 'Бренд')!;
		const existing = shop().queries.find((q) => q.groupIds.includes(brand.id))!;
		const several = await setQ({
			queries: `${existing.phrase}|ещё один`,
			group: 'Лето',
			group_mode: 'add',
			url: 'https://example-shop.ru/summer',
		});
		expect(several.body).toHaveLength(2);
		const summer = shop().groups.find((g) => g.name === 'Лето')!;
		expect(existing.groupIds).toEqual(expect.arrayContaining([brand.id, summer.id]));
		expect(existing.url).toBe('https://example-shop.ru/summer');
		expect(shop().queries.filter((q) => q.phrase === existing.phrase)).toHaveLength(1);

		await setQ({ queries: existing.phrase, group_id: String(brand.id) });
		expect(existing.groupIds).toEqual([brand.id]);
		expect(existing.url).toBeNull();
		expect((await setQ({ queries: 'x', group_id: '999' })).body.code).toBe(52);
	});

	it('queries/set: a phrase repeated in one request, in any case, becomes one query and counts once against the limit', async () => {
		const before = shop().queries.length;
		shop().queryLimit = before + 1;
		const res = await api('queries/set', undefined, {
			project_id: 101,
			queries: 'дубль|ДУБЛЬ|Дубль',
		});
		expect(res.body).toHaveLength(3);
		expect(new Set((res.body as Array<{ id: number }>).map((r) => r.id)).size).toBe(1);
		expect(shop().queries.length).toBe(before + 1);
	});

	it('queries/delete: ids from a JSON body or queries_id[] in the query string; foreign ids dropped', async () => {
		const id = shop().queries[0].id;
		const { body } = await api('queries/delete', { project_id: 101, queries_id: [id, 999999] });
		expect(body).toMatchObject({
			status: 'ok',
			result: { status: expect.any(String), message: expect.any(String), count: 1 },
		});
		expect(shop().queries.some((q) => q.id === id)).toBe(false);
		const other = shop().queries[0].id;
		const viaQuery = await call(sim, '/projects/api/v1/queries/delete', {
			method: 'POST',
			query: { token: key, project_id: 101, queries_id: [other] },
		});
		expect(viaQuery.body.result.count).toBe(1);
	});
});

// docs/service/project-api.md#project-states, docs/service/project-api.md#project-methods,
// docs/service/project-api.md#audit-and-uptime, docs/service/errors.md#project-api-codes
describe('project API: lifecycle and audit', () => {
	let sim: Simulator;
	beforeEach(async () => {
		sim = await frozenSimulator();
	});
	afterEach(() => sim.close());
	const api = (
		path: string,
		query: Record<string, string | number> = {},
		token: string = SEED.paid.apiKey,
	) => call(sim, `/projects/api/v1/${path}`, { query: { token, project_id: 101, ...query } });

	it('project/get: the card, scores with details=1, errors 50 and 51', async () => {
		expect((await api('project/get')).body).toEqual({
			domain: 'example-shop.ru',
			main_mirror: 'https://example-shop.ru',
			aliases: 'www.example-shop.ru',
			status: '1',
		});
		expect(Object.keys((await api('project/get', { details: 1 })).body)).toHaveLength(8);
		expect((await api('project/get', {}, 'bad')).body).toMatchObject({
			status: 'error',
			code: 50,
			msg: 'access error',
			result: { message: expect.any(String) },
		});
		expect((await api('project/get', { project_id: 5 })).body).toMatchObject({
			code: 51,
			msg: 'wrong project id',
		});
	});

	it('project/parse: queues and charges; an open update answers its start date and charges nothing', async () => {
		const owner = sim.state.accountById(SEED.paid.id)!;
		const before = owner.limits;
		expect((await api('project/parse')).body).toEqual({ message: expect.stringMatching(/queued/) });
		expect(owner.limits).toBe(before - 60);
		expect((await api('project/parse')).body.message).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
		expect(owner.limits).toBe(before - 60);
		sim.clock.advance(31 * MINUTE);
		expect((await api('project/parse')).body.message).toMatch(/queued/);
	});

	it('project/stop and start: W with one message; the schedule is kept', async () => {
		const stopped = (await api('project/stop')).body;
		expect(stopped).toMatchObject({ status: 'ok', result: [expect.any(String)] });
		expect(sim.state.project(101)!.status).toBe('0');
		await api('project/start');
		expect(sim.state.project(101)!).toMatchObject({
			status: '1',
			schedule: 'every 3 days at 06:00',
		});
	});

	it('project/traffic: points by day, week and month; ss_id narrows; no counter is an error', async () => {
		const days = (await api('project/traffic', { from: '2026-11-01', to: '2026-11-07' })).body
			.result;
		expect(days).toHaveLength(7);
		expect(days[0]).toEqual({ date: '2026-11-01', value: expect.any(Number) });
		const weeks = (
			await api('project/traffic', { from: '2026-11-02', to: '2026-11-15', grouping: 'w' })
		).body.result;
		expect(weeks.map((p: { date: string }) => p.date)).toEqual(['2026-11-02', '2026-11-09']);
		const month = (
			await api('project/traffic', { from: '2026-10-01', to: '2026-10-31', grouping: 'm' })
		).body.result;
		expect(month).toEqual([{ date: '2026-10-01', value: expect.any(Number) }]);
		const se1 = (await api('project/traffic', { from: '2026-11-01', to: '2026-11-01', ss_id: 1 }))
			.body.result[0].value;
		expect(se1).toBeLessThan(days[0].value);
		expect((await api('project/traffic', { project_id: 102 })).body.status).toBe('error');
	});

	it('project/limits-forecast: W with project_id, days 30, limits', async () => {
		expect((await api('project/limits-forecast')).body.result).toEqual({
			project_id: 101,
			days: 30,
			limits: expect.any(Number),
		});
	});

	it('audit/pages: NotIndex and null deltas; 666 without fast-audit', async () => {
		const pages = (await api('audit/pages')).body;
		expect(pages).toMatchObject({
			index_se1: expect.any(Number),
			index_se2: 'NotIndex',
			delta_se2: null,
		});
		expect(pages.index_se1_site).toBe(pages.index_se1);
		expect((await api('audit/pages', { project_id: 102 })).body).toMatchObject({
			status: 'error',
			code: 666,
			msg: 'something is going wrong',
		});
	});

	it('audit/getsummary: rows with empty titles; empty array when the checks are off', async () => {
		expect((await api('audit/getsummary')).body).toEqual([
			{
				ID: 'indexed-domains',
				title: '',
				warning: false,
				date: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/),
			},
			{ ID: 'server-response', title: '', warning: true, date: expect.any(String) },
		]);
		expect((await api('audit/getsummary', { project_id: 102 })).body).toEqual([]);
		expect((await api('audit/getsummary', {}, 'bad')).body.code).toBe(50);
	});

	it('audit/robots: newest first, inverted compare names, empty lists for the oldest, closed URLs', async () => {
		const { result } = (await api('audit/robots')).body;
		expect(result.robots_warning).toBe(true);
		expect(result.robots_txt.map((v: { dt: string }) => v.dt)).toEqual(
			[...result.robots_txt.map((v: { dt: string }) => v.dt)].sort().reverse(),
		);
		const [newest, , oldest] = result.robots_txt;
		expect(result.robots_compare[newest.id]).toEqual({ old: ['Disallow: /search'], new: [] });
		expect(result.robots_compare[oldest.id]).toEqual({ old: [], new: [] });
		expect(result.robots_urls_list[0]).toEqual({
			url: expect.any(String),
			rule: expect.any(String),
			dt: expect.any(String),
		});
	});

	it('service-robotstxt/get: own format, limit default 3, POST form, Access denied form', async () => {
		const own = (await api('service-robotstxt/get', { limit: 1 })).body;
		expect(own).toMatchObject({
			id: '101',
			name: 'Example Shop',
			domain: 'example-shop.ru',
			status: 'success',
			result: { warnings: true },
		});
		expect(own).not.toHaveProperty('code');
		expect(own.result.tools_result.robots_txt).toHaveLength(1);
		const form = await call(sim, '/projects/api/v1/service-robotstxt/get', {
			form: { token: SEED.paid.apiKey, project_id: '101' },
		});
		expect(form.body.result.tools_result.robots_txt).toHaveLength(3);
		expect((await api('service-robotstxt/get', {}, 'bad')).body).toEqual({
			status: 'error',
			message: 'Access denied',
			name: null,
			domain: null,
		});
	});

	it('a new robots version is saved only when the file changes (control route)', async () => {
		const text = sim.state.project(101)!.robotsVersions.at(-1)!.robots;
		expect(
			(await call(sim, '/__sim/projects/101/robots', { json: { robots: text } })).body.saved,
		).toBe(false);
		expect(
			(await call(sim, '/__sim/projects/101/robots', { json: { robots: `${text}Disallow: /x\n` } }))
				.body.saved,
		).toBe(true);
	});
});

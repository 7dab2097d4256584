import type { Simulator } from '../../../simulator';
import { call, frozenSimulator, SEED } from '../helpers';

/**
 * project_id is an integer (docs/service/project-api.md#conventions). Spellings that only a lax
 * number parser reads as 101 (hex, a decimal point, an exponent) are invalid ids: code 51 "wrong
 * project id", as for any other invalid id; service-robotstxt/get has its own "Access denied" form
 * (docs/service/project-api.md#audit-and-uptime, docs/service/errors.md#project-api-codes).
 */
const LAX_SPELLINGS = ['0x65', '101.0', '1e2', '1.01e2', '101abc', '0b1100101', 'Infinity', ''];

describe('project API: ids are integers written as integers', () => {
	let sim: Simulator;
	beforeAll(async () => {
		sim = await frozenSimulator();
	});
	afterAll(() => sim.close());

	const key = SEED.paid.apiKey;
	const QUERY_METHODS = [
		'project/get',
		'project/traffic',
		'project/limits-forecast',
		'project/stop',
		'project/start',
		'project/parse',
		'groups/get',
		'queries/get',
		'audit/get',
		'audit/pages',
		'audit/getsummary',
		'audit/robots',
		'uptime/get',
	];

	it('the seeded project answers for its decimal id (control)', async () => {
		const { body } = await call(sim, '/projects/api/v1/project/get', {
			query: { token: key, project_id: '101' },
		});
		expect(body).toMatchObject({ domain: 'example-shop.ru' });
	});

	it.each(LAX_SPELLINGS)(
		'project_id=%p in the query string is refused with 51 by every method',
		async (spelling) => {
			for (const method of QUERY_METHODS) {
				const { status, body } = await call(sim, `/projects/api/v1/${method}`, {
					query: { token: key, project_id: spelling },
				});
				expect([method, status]).toEqual([method, 200]);
				expect([method, body]).toEqual([
					method,
					{
						status: 'error',
						code: 51,
						msg: 'wrong project id',
						result: { message: expect.any(String) },
					},
				]);
			}
			const set = await call(sim, '/projects/api/v1/queries/set', {
				method: 'POST',
				query: { token: key, project_id: spelling, queries: 'лишний запрос' },
			});
			expect(set.body).toMatchObject({ status: 'error', code: 51 });
			const uptimePost = await call(sim, '/projects/api/v1/uptime/get', {
				method: 'POST',
				query: { token: key, project_id: spelling },
			});
			expect(uptimePost.body).toMatchObject({ status: 'error', code: 51 });
		},
	);

	it.each(LAX_SPELLINGS)(
		'project_id=%p in a JSON body is refused with 51 and changes nothing',
		async (spelling) => {
			const groupsBefore = (
				await call(sim, '/projects/api/v1/groups/get', { query: { token: key, project_id: 101 } })
			).body.length;
			const add = await call(sim, '/projects/api/v1/groups/add', {
				query: { token: key },
				json: { project_id: spelling, name: 'Лишняя группа' },
			});
			expect(add.body).toMatchObject({ status: 'error', code: 51 });
			for (const [method, json] of [
				['groups/delete', { project_id: spelling, group_ids: [99999] }],
				[
					'groups/move',
					{ project_id: spelling, query_ids: [500001], from_group_id: 1, group_id: 1 },
				],
				['queries/delete', { project_id: spelling, queries_id: [99999] }],
			] as const) {
				expect([
					method,
					(await call(sim, `/projects/api/v1/${method}`, { query: { token: key }, json })).body,
				]).toEqual([method, expect.objectContaining({ status: 'error', code: 51 })]);
			}
			expect(
				(await call(sim, '/projects/api/v1/groups/get', { query: { token: key, project_id: 101 } }))
					.body,
			).toHaveLength(groupsBefore);
		},
	);

	it.each(LAX_SPELLINGS)(
		'service-robotstxt/get with project_id=%p answers its Access denied form',
		async (spelling) => {
			const { body } = await call(sim, '/projects/api/v1/service-robotstxt/get', {
				query: { token: key, project_id: spelling },
			});
			expect(body).toEqual({ status: 'error', message: 'Access denied', name: null, domain: null });
		},
	);

	it('query ids written as hex or with an exponent are not read as other ids (groups/move, queries/delete)', async () => {
		const rows = (
			await call(sim, '/projects/api/v1/queries/get', { query: { token: key, project_id: 101 } })
		).body as Array<{ id: string; group_id: string | null }>;
		const row = rows.find((r) => r.group_id === '1')!;
		const hex = `0x${Number(row.id).toString(16)}`;
		const move = await call(sim, '/projects/api/v1/groups/move', {
			query: { token: key },
			json: { project_id: 101, query_ids: hex, from_group_id: 1, group_name: 'Новая для hex' },
		});
		expect(move.body).toMatchObject({ status: 'error', code: 52 });
		const del = await call(sim, '/projects/api/v1/queries/delete', {
			query: { token: key },
			json: { project_id: 101, queries_id: [hex, `${Number(row.id) / 10}e1`] },
		});
		expect(del.body).toMatchObject({ status: 'ok', result: { count: 0 } });
		const after = (
			await call(sim, '/projects/api/v1/queries/get', { query: { token: key, project_id: 101 } })
		).body as Array<{ id: string }>;
		expect(after.some((r) => r.id === row.id)).toBe(true);
	});

	it.each(['PUT', 'DELETE', 'PATCH'] as const)(
		'%s on a GET-or-POST method is not handled as POST: HTTP 405 with Allow',
		async (method) => {
			const answer = await call(sim, '/projects/api/v1/queries/set', {
				method,
				query: { token: key, project_id: 101, queries: 'put запрос' },
			});
			expect(answer.status).toBe(405);
			const rows = (
				await call(sim, '/projects/api/v1/queries/get', { query: { token: key, project_id: 101 } })
			).body as Array<{ query: string }>;
			expect(rows.some((r) => r.query === 'put запрос')).toBe(false);
		},
	);
});

import { projectRef, SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';

const shop = projectRef(SEED.projects.shop);

describe('Query Group operations against the simulator', () => {
	const h = useHarness({}, { perTest: true });

	it('Query Group → Get Many lists the groups with Общая', async () => {
		const result = await h.run({
			resource: 'queryGroup',
			operation: 'getAll',
			project: shop,
			returnAll: true,
		});
		const groups = result.json('Node');
		expect(groups).toEqual(
			expect.arrayContaining([
				expect.objectContaining({ project_id: '101', id: '1', name: 'Общая' }),
			]),
		);
		expect(groups.every((g) => typeof g.id === 'string')).toBe(true);
		const limited = await h.run({
			resource: 'queryGroup',
			operation: 'getAll',
			project: shop,
			returnAll: false,
			limit: 2,
		});
		expect(limited.output).toHaveLength(2);
		expect(h.received('/projects/api/v1/groups/get')[0].query).toMatchObject({
			project_id: '101',
			token: SEED.paid.apiKey,
		});
	});

	it('Query Group → Create sends a JSON body with queries, order and keep case', async () => {
		const result = await h.run({
			resource: 'queryGroup',
			operation: 'create',
			project: shop,
			name: 'Зимняя обувь',
			queries: 'Зимние Ботинки\nугги',
			options: { order: 5, keepCase: true },
		});
		expect(result.status).toBe('success');
		const [request] = h.received('/projects/api/v1/groups/add');
		expect(request.method).toBe('POST');
		expect(request.query.token).toBe(SEED.paid.apiKey);
		expect(request.json).toEqual({
			project_id: 101,
			name: 'Зимняя обувь',
			queries: ['Зимние Ботинки', 'угги'],
			order: 5,
			keep_case: 1,
		});
		expect(result.output[0].json).toMatchObject({
			project_id: '101',
			name: 'Зимняя обувь',
			queries_sent: 2,
			added_in_background: false,
		});
		expect(result.output[0].json.id).toMatch(/^\d+$/);
		expect(result.output[0].json).not.toHaveProperty('group_id');
	});

	it('Query Group → Create reports that more than 50 queries are added in the background', async () => {
		const queries = Array.from({ length: 60 }, (_, i) => `запрос ${i}`).join('\n');
		const result = await h.run({
			resource: 'queryGroup',
			operation: 'create',
			project: shop,
			name: 'Много',
			queries,
		});
		expect(result.output[0].json).toMatchObject({ queries_sent: 60, added_in_background: true });
	});

	it('Query Group → Delete refuses to delete queries without confirmation, before sending', async () => {
		const result = await h.run(
			{
				resource: 'queryGroup',
				operation: 'delete',
				project: shop,
				groupIds: '1001',
				queriesAction: 'delete',
				confirmDeleteQueries: false,
			},
			{ continueOnFail: true },
		);
		expect(result.output[0].json.error).toMatch(/Confirm Irreversible Deletion must be on/);
		expect(h.received('/projects/api/v1/groups/delete')).toHaveLength(0);
	});

	it('Query Group → Delete refuses the general group, before sending', async () => {
		const result = await h.run(
			{
				resource: 'queryGroup',
				operation: 'delete',
				project: shop,
				groupIds: '1, 1001',
				queriesAction: 'move',
			},
			{ continueOnFail: true },
		);
		expect(result.output[0].json.error).toMatch(/"Общая" \(ID 1\) cannot be deleted/);
		expect(h.received('/projects/api/v1/groups/delete')).toHaveLength(0);
	});

	it('Query Group → Delete moves the queries to another group', async () => {
		const created = await h.run({
			resource: 'queryGroup',
			operation: 'create',
			project: shop,
			name: 'Временная',
			queries: 'временный запрос',
		});
		const groupId = String(created.output[0].json.id);
		const result = await h.run({
			resource: 'queryGroup',
			operation: 'delete',
			project: shop,
			groupIds: groupId,
			queriesAction: 'move',
			moveToGroupId: '1',
		});
		expect(result.status).toBe('success');
		expect(h.received('/projects/api/v1/groups/delete')[0].json).toEqual({
			project_id: 101,
			group_ids: [Number(groupId)],
			move_to_group_id: 1,
		});
		expect(result.output[0].json).toMatchObject({
			deleted_group_ids: [groupId],
			queries: 'moved',
			moved_to_group_id: '1',
		});
	});

	it('Query Group → Delete with confirmed deletion sends with_queries', async () => {
		const created = await h.run({
			resource: 'queryGroup',
			operation: 'create',
			project: shop,
			name: 'Удаляемая',
			queries: 'удаляемый запрос',
		});
		const groupId = String(created.output[0].json.id);
		const result = await h.run({
			resource: 'queryGroup',
			operation: 'delete',
			project: shop,
			groupIds: groupId,
			queriesAction: 'delete',
			confirmDeleteQueries: true,
		});
		expect(h.received('/projects/api/v1/groups/delete')[0].json).toMatchObject({
			group_ids: [Number(groupId)],
			with_queries: 1,
		});
		expect(result.output[0].json).toMatchObject({ queries: 'deleted' });
	});

	it('Query Group → Move Queries splits more than 1000 ids into chunks and says which chunk moved what', async () => {
		const ids = Array.from({ length: 1001 }, (_, i) => String(900000 + i)).join(',');
		const result = await h.run(
			{
				resource: 'queryGroup',
				operation: 'move',
				project: shop,
				queryIds: ids,
				fromGroupId: '1001',
				destination: 'id',
				toGroupId: '1002',
			},
			{ continueOnFail: true },
		);
		// The ids are not in the project: the first chunk is refused (error 52) and nothing is sent after it.
		const requests = h.received('/projects/api/v1/groups/move');
		expect(requests).toHaveLength(1);
		expect((requests[0].json as { query_ids: number[] }).query_ids).toHaveLength(1000);
		expect(String(result.output[0].json.error)).toMatch(/code 52/);
	});

	it('write methods with a read-only share fail with the access hint', async () => {
		const result = await h.run(
			{
				resource: 'queryGroup',
				operation: 'create',
				project: projectRef(SEED.projects.sharedRead),
				name: 'x',
			},
			{ continueOnFail: true },
		);
		expect(String(result.output[0].json.error)).toMatch(/code 50/);
		expect(String(result.output[0].json.description)).toMatch(/write access/);
	});
});

import { expectNoSecrets, projectRef, SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';

describe('Project → Get through the engine', () => {
	const h = useHarness({}, { clear: true });

	it('gets the project card with the key sent as query token', async () => {
		const result = await h.run({
			resource: 'project',
			operation: 'get',
			project: projectRef(SEED.projects.shop),
			details: true,
		});
		expect(result.status).toBe('success');
		expect(result.output).toHaveLength(1);
		expect(result.output[0].json).toMatchObject({
			project_id: '101',
			domain: 'example-shop.ru',
			main_mirror: 'https://example-shop.ru',
			aliases: 'www.example-shop.ru',
			status: '1',
		});
		expect(result.output[0].pairedItem).toEqual({ item: 0 });
		const [request] = h.received('/projects/api/v1/project/get');
		expect(request.method).toBe('GET');
		expect(request.query).toMatchObject({
			token: SEED.paid.apiKey,
			project_id: '101',
			details: '1',
		});
	});

	it('takes the project from a project page URL', async () => {
		const result = await h.run({
			resource: 'project',
			operation: 'get',
			project: {
				__rl: true,
				mode: 'url',
				value: 'https://seo-tools.example/projects/102/positions',
			},
		});
		expect(result.output[0].json).toMatchObject({ project_id: '102', domain: 'example-blog.ru' });
	});

	it('surfaces an access error as a clear node error without the key', async () => {
		const result = await h.run(
			{ resource: 'project', operation: 'get', project: projectRef(SEED.projects.shop) },
			{ apiKey: 'wrong-key-123456' },
		);
		expect(result.status).toBe('error');
		const error = result.error('Node')!;
		expect(error.message).toContain('access error');
		expect(error.message).toContain('code 50');
		expect(error.description).toMatch(/API key/);
		expect(result.serialized()).not.toContain('wrong-key-123456');
	});

	it('under continue-on-fail returns one paired error item and runs the other items', async () => {
		const result = await h.run(
			{
				resource: 'project',
				operation: 'get',
				project: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
			},
			{ input: [{ id: '101' }, { id: '999999' }, { id: '102' }], continueOnFail: true },
		);
		expect(result.status).toBe('success');
		expect(result.output).toHaveLength(3);
		expect(result.output[0].json.domain).toBe('example-shop.ru');
		expect(result.output[1].json.error).toMatch(/wrong project id/);
		expect(result.output[1].pairedItem).toEqual({ item: 1 });
		expect(result.output[2].json.domain).toBe('example-blog.ru');
		expectNoSecrets(result.serialized());
	});

	it('rejects a project id that is not a number before sending anything', async () => {
		// A literal non-number is refused by the locator's validation in the editor; an expression is checked by the node.
		const result = await h.run(
			{
				resource: 'project',
				operation: 'get',
				project: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
			},
			{ input: [{ id: 'shop' }], continueOnFail: true },
		);
		expect(result.output[0].json.error).toMatch(/Project: "shop" is not a project ID/);
		expect(result.output[0].pairedItem).toEqual({ item: 0 });
		expect(h.received('/projects/api/v1/project/get')).toHaveLength(0);
	});
});

/**
 * Group Analytics → Get Queries (declared from get_group_queries) offers Kind as two choices the
 * service's documentation describes in words, and sends the value the tool's live schema lists for
 * the one chosen: the same reading as the hand-written group analytics (enumChoice.ts).
 */
import type { IDataObject } from 'n8n-workflow';
import { projectRef, SEED, toolCallsOf } from '../helpers';
import { useHarness } from '../shared/useHarness';
import { useToolServer } from '../shared/useToolServer';

const getQueries = (extra: IDataObject) => ({
	resource: 'groupAnalytics',
	operation: 'getQueries',
	project: projectRef(SEED.projects.shop),
	returnAll: true,
	...extra,
});

describe('Get Queries’ Kind against the simulator', () => {
	const h = useHarness({}, { clear: true });

	it('sends the value the simulator’s schema lists for URL groups', async () => {
		const result = await h.run(getQueries({ additionalFields: { kind: 'url' } }));
		expect(result.status).toBe('success');
		expect(toolCallsOf(h)[0].arguments.kind).toBe('url');
	});
});

describe('Get Queries’ Kind against a server that is not the simulator', () => {
	const service = useToolServer((operation, extra) => ({ ...getQueries(extra), operation }));
	const tool = (enums?: string[]) => ({
		name: 'get_group_queries',
		params: { project_id: 'integer', kind: 'string', limit: 'integer', offset: 'integer' },
		...(enums ? { enums: { kind: enums } } : {}),
		answer: () => ({ data: [] }),
	});

	it.each([
		[['query_groups', 'url_groups'], 'url', 'url_groups'],
		[['KEYWORDS', 'PAGES'], 'query', 'KEYWORDS'],
		[undefined, 'url', 'url'],
	])('with the schema listing %j, the choice %s sends %s', async (enums, chosen, expected) => {
		service.server.offer([tool(enums)]);
		const result = await service.run('getQueries', { additionalFields: { kind: chosen } });
		expect(result.output[0]?.json.error).toBeUndefined();
		expect(service.server.calls.at(-1)?.arguments.kind).toBe(expected);
	});

	it('a schema where no value is recognisably the choice stops the item before sending', async () => {
		service.server.offer([tool(['a', 'b'])]);
		const before = service.server.calls.length;
		const result = await service.run('getQueries', { additionalFields: { kind: 'url' } });
		expect(String(result.output[0].json.error)).toMatch(
			/Kind: the service takes kind as one of a, b/,
		);
		expect(service.server.calls.length).toBe(before);
	});
});

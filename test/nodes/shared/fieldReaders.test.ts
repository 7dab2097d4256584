import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { IDataObject } from 'n8n-workflow';
import { projectRef, SEED } from '../helpers';
import { useHarness } from './useHarness';

/**
 * Every field is sent as typed or refused before sending (docs/decisions/field-readers-and-statuses.md#one-reader-per-kind-of-field),
 * through n8n's engine against the simulator.
 */
const ROOT = join(__dirname, '../../..');
const shop = projectRef(SEED.projects.shop);

/**
 * Dates: datesInZone.ts runs in a jest process started with TZ far east of UTC (UTC+14)
 * and one far west (UTC−10); each checks that its zone took effect.
 */
describe.each([
	{ zone: 'Pacific/Kiritimati', offset: -14 * 60 },
	{ zone: 'America/Adak', offset: 10 * 60 },
])('date fields with the n8n host in $zone', ({ zone, offset }) => {
	it('every date field case passes there', () => {
		let output = '';
		let passed = true;
		try {
			output = execFileSync(
				process.execPath,
				[
					join(ROOT, 'node_modules/jest/bin/jest.js'),
					'--testMatch',
					'**/datesInZone.ts',
					'--runInBand',
					'--ci',
					'--reporters',
					'default',
				],
				{
					cwd: ROOT,
					env: { ...process.env, TZ: zone, ZONE_OFFSET: String(offset) },
					stdio: 'pipe',
				},
			).toString();
		} catch (error) {
			passed = false;
			const failed = error as { stdout?: Buffer; stderr?: Buffer };
			output = `${String(failed.stdout ?? '')}${String(failed.stderr ?? '')}`;
		}
		if (!passed) throw new Error(output);
	}, 180_000);
});

describe('ids, phrases and partial work through the engine', () => {
	const h = useHarness({}, { clear: true });

	const run = (parameters: IDataObject, input?: IDataObject[]) =>
		h.run(parameters, { continueOnFail: true, input });
	const projectCalls = () => h.sim.requests.filter((r) => r.path.startsWith('/projects/api/v1/'));

	it.each(['9007199254740993', '0x10', '1e3', '-5', '12.0'])(
		'Move Queries refuses the query ID %s before sending, naming the field and the rule',
		async (id) => {
			const result = await run({
				resource: 'queryGroup',
				operation: 'move',
				project: shop,
				queryIds: `1, ${id}`,
				fromGroupId: '1',
				destination: 'id',
				toGroupId: '1',
			});
			expect(String(result.output[0].json.error)).toContain(`Query IDs: "${id}" is not an ID`);
			expect(String(result.output[0].json.description)).toMatch(/decimal digits.*9007199254740991/);
			expect(h.received('/projects/api/v1/groups/move')).toEqual([]);
		},
	);

	it.each(['9007199254740993', '0x65', '1e3'])(
		'a Project ID %s is refused before sending',
		async (id) => {
			const result = await run({
				resource: 'project',
				operation: 'get',
				// An expression: n8n checks a typed ID against the locator's pattern by itself.
				project: { __rl: true, mode: 'id', value: `={{ "${id}" }}` },
			});
			expect(String(result.output[0].json.error)).toMatch(/Project: ".*" is not a project ID/);
			expect(projectCalls()).toEqual([]);
		},
	);

	it('Project → Create refuses a Region ID written in hexadecimal before sending', async () => {
		const result = await run({
			resource: 'project',
			operation: 'create',
			domain: 'example.test',
			searchSystems: { system: [{ searchEngine: 1, region: '={{ "0x10" }}' }] },
		});
		expect(String(result.output[0].json.error)).toMatch(/Region ID must be a region ID .*"0x10"/);
		expect(h.received('/api-rest/projects/add')).toEqual([]);
	});

	it('the Video Task Finished trigger refuses a Report ID that is no ID instead of skipping it', async () => {
		await expect(
			h.poll({ event: 'videoTaskFinished', watchQueued: false, reportIds: '12, 0x10' }, {}),
		).rejects.toThrow(/Report IDs: "0x10" is not a report ID/);
		expect(h.received('/api/aivideo')).toEqual([]);
	});

	it.each(['1e3', '0x10', '9007199254740993'])(
		'Recommendation → Get refuses the Task ID %s before sending',
		async (taskId) => {
			const result = await run({
				resource: 'recommendation',
				operation: 'get',
				project: shop,
				taskId,
			});
			expect(String(result.output[0].json.error)).toMatch(/Task ID: ".*" is not a task’s ID/);
			expect(
				h.received('/api/mcp').filter((r) => (r.json as IDataObject)?.method === 'tools/call'),
			).toEqual([]);
		},
	);

	it.each([
		['an id above 2^53 in the JSON', `{"project_id": 9007199254740993}`, /cannot be sent exactly/],
		[
			'hexadecimal text for an integer',
			`{"project_id": "0x10"}`,
			/project_id must be a whole number/,
		],
		[
			'an exponent as text for an integer',
			`{"project_id": "1e3"}`,
			/project_id must be a whole number/,
		],
	])('Call Tool refuses %s before sending', async (_, argumentsJson, message) => {
		const result = await run({
			resource: 'agent',
			operation: 'callTool',
			tool: { __rl: true, mode: 'name', value: 'run_positions_check' },
			argumentsMode: 'json',
			argumentsJson,
			waitForResult: false,
		});
		expect(String(result.output[0].json.error)).toMatch(message);
		expect(
			h.received('/api/mcp').filter((r) => (r.json as IDataObject)?.method === 'tools/call'),
		).toEqual([]);
	});

	it.each([
		[
			'a list',
			{ source: 'list', phrases: 'шины\nшины | диски' },
			undefined,
			/^.*Phrases: "шины \| диски" holds "\|"/,
		],
		[
			'input items',
			{ source: 'items', phraseField: 'query' },
			[{ query: 'шины' }, { query: 'диски|колёса' }],
			/Phrase Field \(query\): "диски\|колёса" holds "\|"/,
		],
	])(
		'Add or Update refuses a phrase holding the separator "|" from %s before sending',
		async (_, fields, input, message) => {
			const result = await run(
				{ resource: 'query', operation: 'set', project: shop, groupBy: 'none', ...fields },
				input,
			);
			expect(result.output.map((item) => String(item.json.error ?? ''))).toEqual(
				expect.arrayContaining([expect.stringMatching(message)]),
			);
			expect(
				h
					.received('/projects/api/v1/queries/set')
					.every((r) => !String(r.query.queries).includes('диски')),
			).toBe(true);
		},
	);

	it('Move Queries says what the earlier chunks moved when a later one fails', async () => {
		const route = '/projects/api/v1/groups/move';
		h.sim.setFault({
			route,
			kind: 'reply',
			json: { status: 'ok', code: 1, msg: 'ok', result: { count: 1000, action: 'move' } },
			times: 1,
		});
		h.sim.setFault({
			route,
			kind: 'reply',
			json: { status: 'error', code: 52, msg: 'validation error', result: { message: 'refused' } },
			times: 1,
		});
		const ids = Array.from({ length: 1500 }, (_, n) => n + 1).join(',');
		const result = await run({
			resource: 'queryGroup',
			operation: 'move',
			project: shop,
			queryIds: ids,
			fromGroupId: '1',
			destination: 'id',
			toGroupId: '1',
		});
		expect(h.received(route)).toHaveLength(2);
		expect(result.output).toHaveLength(1);
		expect(String(result.output[0].json.error)).toMatch(/Chunk 2 of 2 failed: .*code 52/);
		expect(String(result.output[0].json.description)).toMatch(
			/^Chunk 1 of 2 was carried out already \(1000 queries moved\); chunk 2 was not carried out\./,
		);
	});

	it('Add or Update says what the earlier requests did when a later one fails', async () => {
		// Long phrases: a few fill one request's address, so 40 take several requests.
		const phrases = Array.from(
			{ length: 40 },
			(_, n) => `запрос номер ${n} ${'длинный '.repeat(20)}`,
		);
		h.sim.setFault({
			route: '/projects/api/v1/queries/set',
			kind: 'reply',
			json: { status: 'error', code: 52, msg: 'validation error', result: { message: 'refused' } },
			after: 1,
			times: 1,
		});
		const result = await run({
			resource: 'query',
			operation: 'set',
			project: shop,
			source: 'list',
			phrases: phrases.join('\n'),
			groupBy: 'none',
		});
		const sent = h.received('/projects/api/v1/queries/set');
		expect(sent).toHaveLength(2);
		const first = String(sent[0].query.queries).split('|').length;
		expect(result.output).toHaveLength(1);
		const { error, description } = result.output[0].json;
		expect(String(error)).toMatch(/^.*Request 2 of \d+ failed: .*code 52/);
		expect(String(description)).toContain(
			`Request 1 of ${/Request 2 of (\d+)/.exec(String(error))![1]} was carried out already (${first} of 40 phrases sent and accepted`,
		);
		expect(String(description)).toMatch(
			/request 2 was not carried out and (request 3 was|requests 3 to \d+ were) not sent/,
		);
	});
});

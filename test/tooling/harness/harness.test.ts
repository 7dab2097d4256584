import type { IDataObject, INode } from 'n8n-workflow';

import { FixtureHeaderApi, FixtureQueryApi, FixtureSessionApi } from './fixtures/credentials';
import { FixtureBinary, FixtureHttp, FixturePoll } from './fixtures/nodes';
import { startFixtureServer } from './fixtures/server';
import {
	EMIT_ITEMS_TYPE,
	HarnessCredentialsHelper,
	MANUAL_TRIGGER_TYPE,
	runNode,
	runPoll,
	runWorkflow,
	type BinaryDataMode,
	type HarnessOptions,
} from '../../../dev/harness';

const API_KEY = 'secret-api-key-123';
let server: Awaited<ReturnType<typeof startFixtureServer>>;
let harness: HarnessOptions;

beforeAll(async () => {
	server = await startFixtureServer();
	harness = {
		nodeTypes: {
			'fixtures.http': new FixtureHttp(),
			'fixtures.binary': new FixtureBinary(),
			'fixtures.poll': new FixturePoll(),
		},
		credentialTypes: [new FixtureQueryApi(), new FixtureHeaderApi(), new FixtureSessionApi()],
		credentials: {
			fixtureQueryApi: { apiKey: API_KEY, baseUrl: server.baseUrl },
			fixtureHeaderApi: { token: 'tok-456', baseUrl: server.baseUrl },
			fixtureSessionApi: { apiKey: API_KEY, baseUrl: server.baseUrl },
		},
	};
});
afterAll(async () => await server.close());
beforeEach(() => server.requests.splice(0));

describe('runNode', () => {
	test('authenticates through a function credential and evaluates expressions', async () => {
		const result = await runNode({
			...harness,
			type: 'fixtures.http',
			parameters: { term: "={{ $json.q.toUpperCase() + '-' + $('Input').item.json.q }}" },
			input: [{ q: 'a' }, { q: 'b' }],
		});

		expect(result.status).toBe('success');
		expect(server.requests.map((r) => r.query)).toEqual([
			{ term: 'A-a', api_key: API_KEY },
			{ term: 'B-b', api_key: API_KEY },
		]);
		expect(result.output).toEqual([
			{
				json: { path: '/echo', query: { term: 'A-a', api_key: API_KEY } },
				pairedItem: { item: 0 },
			},
			{
				json: { path: '/echo', query: { term: 'B-b', api_key: API_KEY } },
				pairedItem: { item: 1 },
			},
		]);
		expect(result.json('Input')).toEqual([{ q: 'a' }, { q: 'b' }]);
	});

	test('authenticates through a generic credential with $credentials expressions', async () => {
		const result = await runNode({
			...harness,
			type: 'fixtures.http',
			parameters: { auth: 'header' },
		});

		expect(result.status).toBe('success');
		expect(server.requests).toHaveLength(1);
		expect(server.requests[0].headers.authorization).toBe('Bearer tok-456');
		expect(server.requests[0].query).toEqual({ term: '', tenant: 'tok' });
	});

	test('preAuthentication fetches a session token once with helpers.httpRequest', async () => {
		const result = await runNode({
			...harness,
			type: 'fixtures.http',
			parameters: { auth: 'session' },
			input: [{}, {}],
		});

		expect(result.status).toBe('success');
		expect(server.requests.map((r) => [r.method, r.path, r.headers['x-session']])).toEqual([
			['POST', '/token', undefined],
			['GET', '/echo', 'session-1'],
			['GET', '/echo', 'session-1'],
		]);
	});

	test('continueOnFail turns a failing request into an error item', async () => {
		const result = await runNode({
			...harness,
			type: 'fixtures.http',
			parameters: { path: '/fail' },
			continueOnFail: true,
		});

		expect(result.status).toBe('success');
		expect(result.output).toHaveLength(1);
		expect(result.output[0].json.error).toEqual(expect.any(String));
		expect(result.output[0].pairedItem).toEqual({ item: 0 });
	});

	test('a NodeApiError fails the run and surfaces through error()', async () => {
		const result = await runNode({
			...harness,
			type: 'fixtures.http',
			parameters: { path: '/fail' },
		});

		expect(result.status).toBe('error');
		expect(result.output).toEqual([]);
		const error = result.error('Node');
		expect(error).toMatchObject({ name: 'NodeApiError', httpCode: '500' });
		expect(error?.description).toContain('fixture exploded');
		expect(result.error()?.message).toBe(error?.message);
		expect(result.serialized()).toContain('NodeApiError');
		expect(result.serialized()).not.toContain(API_KEY);
	});

	test('a node without credentials fails like in n8n', async () => {
		const result = await runNode({
			...harness,
			credentials: {},
			type: 'fixtures.http',
			parameters: {},
		});

		expect(result.status).toBe('error');
		expect(result.error('Node')?.message).toBe('Node does not have any credentials set');
	});
});

describe('runPoll', () => {
	test('keeps workflow static data between polls of the same object', async () => {
		const staticData: IDataObject = {};
		const poll = { ...harness, type: 'fixtures.poll', parameters: {}, staticData };

		const first = await runPoll(poll);
		expect(first?.[0].map((item) => item.json)).toEqual([
			{ id: 1, mode: 'trigger' },
			{ id: 2, mode: 'trigger' },
			{ id: 3, mode: 'trigger' },
		]);
		expect(staticData['node:Poll Trigger']).toEqual({ lastId: 3 });

		expect(await runPoll(poll)).toBeNull();
		expect(server.requests.map((r) => r.query)).toEqual([
			{ since: '0', api_key: API_KEY },
			{ since: '3', api_key: API_KEY },
		]);
	});

	test('runs in manual mode', async () => {
		const poll = { ...harness, type: 'fixtures.poll', parameters: {}, staticData: {} };
		const items = await runPoll({ ...poll, mode: 'manual' });
		expect(items?.[0][0].json).toEqual({ id: 1, mode: 'manual' });
	});
});

describe('runWorkflow', () => {
	const node = (name: string, type: string, parameters: INode['parameters'] = {}): INode => ({
		id: name,
		name,
		type,
		typeVersion: 1,
		position: [0, 0],
		parameters,
	});
	const chain = (...names: string[]) =>
		Object.fromEntries(
			names
				.slice(0, -1)
				.map((name, i) => [
					name,
					{ main: [[{ node: names[i + 1], type: 'main' as const, index: 0 }]] },
				]),
		);
	const modes: BinaryDataMode[] = ['default', 'filesystem'];

	test.each(modes)('round-trips binary data and static data (%s mode)', async (binaryDataMode) => {
		const staticData: IDataObject = { global: { write: 5 } };
		const result = await runWorkflow({
			...harness,
			binaryDataMode,
			staticData,
			nodes: [
				node('Trigger', MANUAL_TRIGGER_TYPE),
				node('Input', EMIT_ITEMS_TYPE, {
					items: JSON.stringify([{ json: { text: 'héllo' } }, { json: { text: 'wörld' } }]),
				}),
				node('Write', 'fixtures.binary', { operation: 'write' }),
				node('Read', 'fixtures.binary', { operation: 'read' }),
			],
			connections: chain('Trigger', 'Input', 'Write', 'Read'),
		});

		expect(result.status).toBe('success');
		const stored = result.items('Write')[0].binary?.data;
		expect(stored).toMatchObject({ mimeType: 'text/plain', fileName: 'note.txt' });
		if (binaryDataMode === 'filesystem') expect(stored?.id).toMatch(/^filesystem-v2:/);
		else expect(stored?.id).toBeUndefined();
		expect(result.json('Read')).toEqual([{ text: 'héllo' }, { text: 'wörld' }]);
		expect(staticData).toEqual({ global: { write: 6, read: 1 } });
	});
});

test('credentials helper fills credential defaults and stores updates', async () => {
	const helper = new HarnessCredentialsHelper([new FixtureQueryApi()], {
		fixtureQueryApi: { apiKey: 'k' },
	});
	const details = { id: 'cred-fixtureQueryApi', name: 'x' };

	expect(await helper.getDecrypted({} as never, details, 'fixtureQueryApi')).toEqual({
		apiKey: 'k',
		baseUrl: 'http://127.0.0.1:1',
		region: 'eu',
	});
	await helper.updateCredentials(details, 'fixtureQueryApi', { apiKey: 'k2' });
	expect(helper.stored('fixtureQueryApi')).toEqual({ apiKey: 'k2' });
});

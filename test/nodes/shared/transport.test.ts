import { expectNoSecrets, SEED } from '../helpers';
import { useHarness } from './useHarness';

const getShop = {
	resource: 'project',
	operation: 'get',
	project: { __rl: true, mode: 'id', value: String(SEED.projects.shop) },
};
const GET_PATH = '/projects/api/v1/project/get';

describe('transport: retries of safe reads, none for charging calls, faults', () => {
	const h = useHarness();
	beforeEach(() => {
		h.clear();
		h.sim.faults.clear();
	});

	it('retries a safe read after an HTTP 503', async () => {
		h.sim.setFault({ route: GET_PATH, kind: 'status', status: 503, times: 1 });
		const result = await h.run(getShop);
		expect(result.status).toBe('success');
		expect(result.output[0].json.domain).toBe('example-shop.ru');
		expect(h.received(GET_PATH)).toHaveLength(2);
	});

	it('retries after an HTML error page and a reset connection', async () => {
		h.sim.setFault({ route: GET_PATH, kind: 'html', times: 1 });
		h.sim.setFault({ route: GET_PATH, kind: 'reset', times: 1 });
		const result = await h.run(getShop);
		expect(result.status).toBe('success');
		expect(result.output).toHaveLength(1);
		expect(result.output[0].json.domain).toBe('example-shop.ru');
		expect(h.received(GET_PATH)).toHaveLength(3);
	});

	it('gives up after three attempts with a plain message', async () => {
		h.sim.setFault({ route: GET_PATH, kind: 'invalidJson' });
		const result = await h.run(getShop);
		expect(result.status).toBe('error');
		const error = result.error('Node')!;
		expect(error.message).toMatch(/Project API: the service answered invalid JSON/);
		expect(error.description).toMatch(/Tried 3 times/);
		expect(h.received(GET_PATH)).toHaveLength(3);
		expectNoSecrets(result.serialized());
	});

	it('waits no longer than the configured timeout when the service does not answer, then retries', async () => {
		h.sim.setFault({ route: GET_PATH, kind: 'noAnswer', times: 1 });
		// Generous: the retry must answer within it too, also on a busy machine.
		const result = await h.run({ ...getShop, requestOptions: { timeout: 5 } });
		expect(result.status).toBe('success');
		expect(result.output).toHaveLength(1);
		expect(result.output[0].json.domain).toBe('example-shop.ru');
		expect(h.received(GET_PATH)).toHaveLength(2);
	});

	it('waits out latency within the timeout, without a retry', async () => {
		h.sim.setFault({ route: GET_PATH, kind: 'latency', latencyMs: 300, times: 1 });
		const result = await h.run(getShop);
		expect(result.status).toBe('success');
		expect(result.output).toHaveLength(1);
		expect(result.output[0].json.domain).toBe('example-shop.ru');
		expect(h.received(GET_PATH)).toHaveLength(1);
	});

	it('never repeats a call that consumes limits (project/parse)', async () => {
		h.sim.setFault({ route: '/projects/api/v1/project/parse', kind: 'status', status: 502 });
		const result = await h.run({ ...getShop, operation: 'parse' });
		expect(result.status).toBe('error');
		expect(h.received('/projects/api/v1/project/parse')).toHaveLength(1);
		expect(result.error('Node')!.description).toMatch(/not repeated automatically/);
	});

	it('keeps the key out of a connection error', async () => {
		const result = await h.run(getShop, { baseUrl: 'http://127.0.0.1:9', continueOnFail: true });
		expect(result.output).toHaveLength(1);
		expect(result.output[0].json.error).toBe(
			'Project → Get: Project API: the service could not be reached (ECONNREFUSED)',
		);
		expect(result.output[0].json.description).toMatch(/^Tried 3 times/);
		expectNoSecrets(result.serialized());
	});
});

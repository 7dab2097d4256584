import type { Simulator } from '../../../simulator';
import { call, frozenSimulator, rawRequest, SEED } from '../helpers';

/**
 * HTTP edges every surface shares: methods outside GET and POST, bodies over the 64 MiB cap,
 * request targets that a URL parser could mistake for a host.
 */
describe('simulator HTTP edges (tools API and project API paths)', () => {
	let sim: Simulator;
	beforeEach(async () => {
		sim = await frozenSimulator();
	});
	afterEach(() => sim.close());

	const limits = async () =>
		(await call(sim, `/__sim/accounts/${SEED.paid.id}`)).body.limits as number;
	const videoForm = { prompt: 'a calm sea at dawn', aspect_ratio: '16:9', quality: '480p' };

	it.each(['PUT', 'DELETE', 'PATCH'] as const)(
		'%s /api/aivideo is not a POST: HTTP 405 with Allow: GET, POST; nothing queued or charged',
		async (method) => {
			const before = await limits();
			const answer = await call(sim, '/api/aivideo', {
				method,
				query: { key: SEED.paid.apiKey },
				form: videoForm,
			});
			expect(answer.status).toBe(405);
			expect(answer.body).toEqual(
				expect.objectContaining({ error: expect.stringMatching(/method/i) }),
			);
			expect(await limits()).toBe(before);
			const headers = await rawRequest(sim, {
				method,
				path: `/api/aivideo?key=${SEED.paid.apiKey}`,
			});
			expect(String(headers.headers.allow).split(/,\s*/).sort()).toEqual(['GET', 'POST']);
		},
	);

	it('POST /api/aivideo still queues (control: the 405 is about the method only)', async () => {
		const before = await limits();
		const answer = await call(sim, '/api/aivideo', {
			method: 'POST',
			query: { key: SEED.paid.apiKey },
			form: videoForm,
		});
		expect(answer.body).toEqual({ report_id: expect.any(Number) });
		expect(await limits()).toBeLessThan(before);
	});

	it.each(['/api/aivideo', '/projects/api/v1/queries/set'])(
		'a body over 64 MiB to %s gets a clean 413 answer, not a connection reset',
		async (path) => {
			const body = Buffer.alloc(64 * 1024 * 1024 + 1, 0x62);
			const answer = await rawRequest(sim, {
				method: 'POST',
				path: `${path}?key=${SEED.paid.apiKey}&token=${SEED.paid.apiKey}`,
				headers: { 'content-type': 'application/x-www-form-urlencoded' },
				body,
			});
			expect(answer.status).toBe(413);
			expect(answer.headers.connection).toBe('close');
			// A body of exactly 64 MiB is still read.
			const atCap = await rawRequest(sim, {
				method: 'POST',
				path: `/projects/api/v1/uptime/get?token=${SEED.paid.apiKey}&project_id=101`,
				headers: { 'content-type': 'application/octet-stream' },
				body: body.subarray(0, 64 * 1024 * 1024),
			});
			expect(atCap.status).toBe(200);
			expect(JSON.parse(atCap.text)).toMatchObject({ status: 'ok', code: 1 });
		},
	);

	it('a request target starting with // is a path, not a host', async () => {
		const answer = await rawRequest(sim, {
			path: `//projects/api/v1/project/get?token=${SEED.paid.apiKey}&project_id=101`,
		});
		expect(answer.status).toBe(200);
		expect(JSON.parse(answer.text)).toMatchObject({ domain: 'example-shop.ru' });
		const odd = await rawRequest(sim, { path: '//bad%host/projects/api/v1/project/get' });
		expect(odd.status).not.toBe(413);
	});
});

import { DAY, HOUR } from '../../../simulator';
import { call, frozenSimulator, SEED } from '../helpers';
import type { Simulator } from '../../../simulator';

describe('uptime/get (spec 4.5)', () => {
	let sim: Simulator;
	beforeAll(async () => {
		sim = await frozenSimulator();
	});
	afterAll(() => sim.close());

	const uptime = (query: Record<string, string | number>, method: 'GET' | 'POST' = 'GET') =>
		call(sim, '/projects/api/v1/uptime/get', { method, query: { token: SEED.paid.apiKey, ...query } });

	it('answers the W wrapper with hourly intervals for period day, consecutive and without gaps (rule 1)', async () => {
		const { status, body } = await uptime({ project_id: SEED.projects.shop });
		expect(status).toBe(200);
		expect(body).toMatchObject({ status: 'ok', code: 1, msg: 'success' });
		expect(body.result).toHaveLength(24);
		const hours = body.result.map((i: { date: string }) => Date.parse(`${i.date.replace(' ', 'T')}:00Z`));
		hours.slice(1).forEach((h: number, i: number) => expect(h - hours[i]).toBe(HOUR));
		expect(body.result[0].date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:00$/);
	});

	it('hourly percent takes values of about three checks an hour (rule 4)', async () => {
		const { body } = await uptime({ project_id: SEED.projects.shop, period: 'day' });
		for (const interval of body.result) {
			if (interval.percent === null) continue;
			expect([0, 33.33, 50, 66.67, 100]).toContain(interval.percent);
		}
	});

	it('reads parameters from the query string on POST too', async () => {
		const { body } = await uptime({ project_id: SEED.projects.shop, period: 'week' }, 'POST');
		expect(body.result).toHaveLength(7);
		expect(body.result[0].date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
	});

	it('returns 90 daily intervals for quarter and shows the seeded incidents (rules 3, 5)', async () => {
		const { body } = await uptime({ project_id: SEED.projects.shop, period: 'quarter' });
		expect(body.result).toHaveLength(90);
		expect(body.result.some((i: { bot_blocked: boolean }) => i.bot_blocked === true)).toBe(true);
		expect(body.result.some((i: { percent: number }) => i.percent < 100)).toBe(true);
	});

	it('is null for projects with checks off (rule 6)', async () => {
		const { body } = await uptime({ project_id: SEED.projects.blog, period: 'week' });
		expect(body.result.every((i: { percent: null; bot_blocked: null }) => i.percent === null && i.bot_blocked === null)).toBe(true);
	});

	it('counts 403 as bot_blocked but 5xx as not blocked (rule 3)', async () => {
		const project = sim.state.project(SEED.projects.blog)!;
		project.uptimeEnabled = true;
		const now = sim.clock.now();
		const hourStart = now - (now % HOUR);
		project.uptimeIncidents = [
			{ from: hourStart - 2 * HOUR, to: hourStart - HOUR, kind: 'blocked' },
			{ from: hourStart - HOUR, to: hourStart, kind: 'down' },
		];
		const { body } = await uptime({ project_id: SEED.projects.blog, period: 'day' });
		const [blocked, down] = body.result.slice(-3, -1);
		expect(blocked).toEqual(expect.objectContaining({ percent: 0, bot_blocked: true }));
		expect(down).toEqual(expect.objectContaining({ percent: 0, bot_blocked: false }));
		project.uptimeEnabled = false;
		project.uptimeIncidents = [];
		expect(DAY).toBe(24 * HOUR);
	});

	it('answers code 52 listing acceptable periods, 51 for an unknown project, 50 for a bad token', async () => {
		const invalid = await uptime({ project_id: SEED.projects.shop, period: 'year' });
		expect(invalid.status).toBe(200);
		expect(invalid.body).toMatchObject({ status: 'error', code: 52, msg: 'wrong request data' });
		expect(invalid.body.result.message).toContain('two_weeks');
		expect((await uptime({ project_id: 999999 })).body).toMatchObject({ status: 'error', code: 51 });
		expect((await uptime({ project_id: SEED.projects.shop, token: 'nope' })).body).toMatchObject({ status: 'error', code: 50, msg: 'access error' });
	});
});

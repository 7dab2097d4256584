import type { Simulator } from '../../../simulator';
import { call, frozenSimulator, SEED } from '../helpers';

/**
 * uptime/get (docs/service/project-api.md#audit-and-uptime). Expectations are written from the service's documentation
 * alone: intervals consecutive and labelled as in the period table; a check about every 21 minutes
 * (2 or 3 per hour); percent is the share of 200 answers; 403/429 mark bot_blocked, server errors
 * do not; null only without checks. Incidents are placed through the control route, so the expected
 * numbers are ours.
 */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const pad = (n: number) => String(n).padStart(2, '0');
const day = (ms: number) => {
	const d = new Date(ms);
	return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};
const hour = (ms: number) => `${day(ms)} ${pad(new Date(ms).getUTCHours())}:00`;

interface Interval {
	date: string;
	percent: number | null;
	bot_blocked: boolean | null;
}

// docs/service/project-api.md#audit-and-uptime
describe('uptime/get', () => {
	let sim: Simulator;
	let now: number;
	beforeEach(async () => {
		sim = await frozenSimulator();
		now = (await call(sim, '/__sim/info')).body.now;
	});
	afterEach(() => sim.close());

	const uptime = async (query: Record<string, string | number>, method: 'GET' | 'POST' = 'GET') =>
		call(sim, '/projects/api/v1/uptime/get', {
			method,
			query: { token: SEED.paid.apiKey, ...query },
		});
	const intervals = async (
		period: string,
		projectId: number = SEED.projects.shop,
		method: 'GET' | 'POST' = 'GET',
	) => {
		const { status, body } = await uptime({ project_id: projectId, period }, method);
		expect(status).toBe(200);
		expect(body).toMatchObject({ status: 'ok', code: 1, msg: 'success' });
		return body.result as Interval[];
	};
	const incident = (from: number, to: number, kind: 'down' | 'blocked') =>
		call(sim, `/__sim/projects/${SEED.projects.shop}/uptime-incident`, {
			json: { from, to, kind },
		});
	const hourStart = () => now - (now % HOUR_MS);
	const dayStart = () => now - (now % DAY_MS);

	it('period day: 24 hourly intervals ending with the current hour, every finished hour measured (rules 1, 4)', async () => {
		const result = await intervals('day');
		const expectedLabels = Array.from({ length: 24 }, (_, i) =>
			hour(hourStart() - (23 - i) * HOUR_MS),
		);
		expect(result.map((i) => i.date)).toEqual(expectedLabels);
		const finished = result.slice(0, 23);
		for (const interval of finished) {
			expect([0, 33.33, 50, 66.67, 100]).toContain(interval.percent);
			expect(typeof interval.bot_blocked).toBe('boolean');
		}
		// No incident in the last day: a healthy site, all or almost all checks answered 200.
		expect(
			finished.filter((i) => i.percent === 100 && i.bot_blocked === false).length,
		).toBeGreaterThanOrEqual(20);
		// The current hour has just begun: no check yet, or one.
		const current = result[23];
		expect(
			current.percent === null ? current.bot_blocked === null : [0, 100].includes(current.percent),
		).toBe(true);
	});

	it('a server outage gives 0 % and no bot block; a bot block gives 0 % and bot_blocked true (rule 3)', async () => {
		const h = hourStart();
		await incident(h - 6 * HOUR_MS, h - 4 * HOUR_MS, 'down');
		await incident(h - 3 * HOUR_MS, h - 2 * HOUR_MS, 'blocked');
		const byLabel = new Map((await intervals('day')).map((i) => [i.date, i]));
		expect(byLabel.get(hour(h - 6 * HOUR_MS))).toEqual({
			date: hour(h - 6 * HOUR_MS),
			percent: 0,
			bot_blocked: false,
		});
		expect(byLabel.get(hour(h - 5 * HOUR_MS))).toEqual({
			date: hour(h - 5 * HOUR_MS),
			percent: 0,
			bot_blocked: false,
		});
		expect(byLabel.get(hour(h - 3 * HOUR_MS))).toEqual({
			date: hour(h - 3 * HOUR_MS),
			percent: 0,
			bot_blocked: true,
		});
	});

	it('half an hour of outage fails some of the 2-3 checks of that hour (rules 2, 4)', async () => {
		const h = hourStart() - 8 * HOUR_MS;
		await incident(h, h + 30 * MINUTE_MS, 'down');
		const interval = (await intervals('day')).find((i) => i.date === hour(h))!;
		expect([33.33, 50, 66.67]).toContain(interval.percent);
		expect(interval.bot_blocked).toBe(false);
	});

	it('period week by POST (parameters from the query string): 7 measured days ending today', async () => {
		const result = await intervals('week', SEED.projects.shop, 'POST');
		expect(result.map((i) => i.date)).toEqual(
			Array.from({ length: 7 }, (_, i) => day(dayStart() - (6 - i) * DAY_MS)),
		);
		for (const interval of result) {
			expect(interval.percent).toEqual(expect.any(Number));
			expect(interval.percent!).toBeGreaterThan(90);
			expect(interval.percent!).toBeLessThanOrEqual(100);
		}
	});

	it.each([
		['two_weeks', 14],
		['month', 30],
		['quarter', 90],
	])(
		'period %s: %p consecutive days ending today, each measured (rules 1, 5)',
		async (period, count) => {
			const result = await intervals(period);
			expect(result.map((i) => i.date)).toEqual(
				Array.from({ length: count }, (_, i) => day(dayStart() - (count - 1 - i) * DAY_MS)),
			);
			expect(
				result.every((i) => typeof i.percent === 'number' && typeof i.bot_blocked === 'boolean'),
			).toBe(true);
		},
	);

	it('quarter: a whole day down is 0 %, half a day blocked is about 50 % and blocked, other days near 100 %', async () => {
		const down = dayStart() - 20 * DAY_MS;
		const blocked = dayStart() - 30 * DAY_MS;
		await incident(down, down + DAY_MS, 'down');
		await incident(blocked, blocked + 12 * HOUR_MS, 'blocked');
		const result = await intervals('quarter');
		expect(result.find((i) => i.date === day(down))).toEqual({
			date: day(down),
			percent: 0,
			bot_blocked: false,
		});
		const half = result.find((i) => i.date === day(blocked))!;
		expect(half.bot_blocked).toBe(true);
		expect(half.percent!).toBeGreaterThanOrEqual(45);
		expect(half.percent!).toBeLessThanOrEqual(55);
		// The seeded history has two short incidents; apart from ours, days average above 98 %.
		const others = result
			.filter((i) => i.date !== day(down) && i.date !== day(blocked))
			.map((i) => i.percent!);
		expect(others.reduce((sum, p) => sum + p, 0) / others.length).toBeGreaterThan(98);
		expect(Math.min(...others)).toBeGreaterThan(80);
	});

	it('is null for a project without the technical check (rule 6)', async () => {
		const result = await intervals('week', SEED.projects.blog);
		expect(result).toHaveLength(7);
		expect(result.every((i) => i.percent === null && i.bot_blocked === null)).toBe(true);
	});

	it('answers code 52 listing acceptable periods, 51 for an unknown project, 50 for a bad token', async () => {
		const invalid = await uptime({ project_id: SEED.projects.shop, period: 'year' });
		expect(invalid.status).toBe(200);
		expect(invalid.body).toMatchObject({ status: 'error', code: 52, msg: 'wrong request data' });
		for (const period of ['day', 'week', 'two_weeks', 'month', 'quarter'])
			expect(invalid.body.result.message).toContain(period);
		expect((await uptime({ project_id: 999999 })).body).toMatchObject({
			status: 'error',
			code: 51,
			msg: 'wrong project id',
		});
		expect((await uptime({ project_id: SEED.projects.shop, token: 'nope' })).body).toMatchObject({
			status: 'error',
			code: 50,
			msg: 'access error',
		});
	});
});

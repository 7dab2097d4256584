import type { IDataObject } from 'n8n-workflow';
import { projectRef, SEED } from '../helpers';
import { useHarness } from './useHarness';

/**
 * Date fields through n8n's engine against the simulator, on an n8n host in the zone of the TZ
 * this process started with (`ZONE_OFFSET`: its offset in minutes, as Date reports it). Not run on
 * its own: field-readers.test.ts starts it in processes whose TZ lies far east and far west of
 * UTC, since jest keeps one process, and one zone, per test file.
 */
const shop = projectRef(SEED.projects.shop);

describe(`date fields on a host in ${process.env.TZ ?? 'the default zone'}`, () => {
	const h = useHarness({}, { clear: true });

	const traffic = (options: IDataObject) =>
		h.run(
			{ resource: 'project', operation: 'traffic', project: shop, grouping: 'd', options },
			{ continueOnFail: true },
		);
	const trafficSent = () => h.received('/projects/api/v1/project/traffic');
	const metricSent = () =>
		h
			.received('/api/mcp')
			.map((r) => r.json as { method?: string; params?: { arguments?: IDataObject } })
			.filter((body) => body.method === 'tools/call')
			.map((body) => body.params?.arguments);

	it('runs in the zone it was started for', () => {
		expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(Number(process.env.ZONE_OFFSET));
	});

	it.each([
		[
			'as the service writes them (DD.MM.YYYY)',
			'01.11.2026',
			'30.11.2026',
			'2026-11-01',
			'2026-11-30',
		],
		['from the date picker', '2026-11-05T00:00:00', '2026-11-06', '2026-11-05', '2026-11-06'],
		[
			'as Luxon DateTime values inside a collection',
			"={{ DateTime.fromISO('2026-11-05T00:30:00', { zone: 'Pacific/Kiritimati' }) }}",
			"={{ DateTime.fromISO('2026-11-06T23:30:00', { zone: 'America/Adak' }) }}",
			'2026-11-05',
			'2026-11-06',
		],
	])(
		'Get Traffic sends dates typed %s as the days they name',
		async (_, from, to, sentFrom, sentTo) => {
			const result = await traffic({ from, to });
			expect(result.output[0].json.error).toBeUndefined();
			expect(trafficSent()[0].query).toMatchObject({ from: sentFrom, to: sentTo });
		},
	);

	it.each([
		['From', { from: '11/05/2026' }],
		['To', { to: '1' }],
	])(
		'Get Traffic refuses an ambiguous %s before sending, naming it and the forms',
		async (field, options) => {
			const result = await traffic(options);
			expect(String(result.output[0].json.error)).toMatch(new RegExp(`: ${field}: "`));
			expect(String(result.output[0].json.description)).toMatch(/YYYY-MM-DD.*DD\.MM\.YYYY/);
			expect(trafficSent()).toEqual([]);
		},
	);

	it.each([
		[
			'Luxon DateTime values (expressions)',
			"={{ DateTime.fromISO('2026-11-05T00:30:00', { zone: 'Pacific/Kiritimati' }) }}",
			"={{ DateTime.fromISO('2026-11-06T23:30:00', { zone: 'America/Adak' }) }}",
		],
		['ISO text with offsets', '2026-11-05T00:00:00.000+14:00', '2026-11-06T23:59:00-10:00'],
	])(
		'Metric → Get sends trend dates given as %s as the days they name',
		async (_, trendFrom, trendTo) => {
			const result = await h.run(
				{ resource: 'metric', operation: 'get', project: shop, trendFrom, trendTo },
				{ continueOnFail: true },
			);
			expect(result.output[0].json.error).toBeUndefined();
			expect(metricSent()[0]).toMatchObject({ trend_from: '2026-11-05', trend_to: '2026-11-06' });
		},
	);
});

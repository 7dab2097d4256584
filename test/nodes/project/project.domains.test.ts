import type { IDataObject } from 'n8n-workflow';
import { ALL_SURFACES } from '../../../simulator';
import { expectNoSecrets, ProductHarness } from '../helpers';
import { useHarness } from '../shared/useHarness';

/*
 * The Domain field of Get Search Systems, Suggest Queries and Create, as users type it: any
 * script, any case, pasted addresses. The service is sent the ASCII form (A-labels); what is not
 * a domain stops the item before anything is sent.
 */

const SS_LIST = '/api-rest/projects/ss-list';
const GET_WORDS = '/api-rest/projects/get-words';
const ADD = '/api-rest/projects/add';

const operations: Array<[string, string, IDataObject]> = [
	['Get Search Systems', SS_LIST, { operation: 'searchSystems' }],
	['Suggest Queries', GET_WORDS, { operation: 'suggestQueries', returnAll: true }],
	['Create (dry run)', ADD, { operation: 'create', keywords: 'кеды', dryRun: true }],
];

describe('Project operations read domains as users type them', () => {
	const h = useHarness({}, { clear: true });

	describe.each(operations)('%s', (_name, path, parameters) => {
		const run = (domain: string, continueOnFail = false) =>
			h.run({ resource: 'project', domain, ...parameters }, { continueOnFail });

		it.each([
			['магазин.рф', 'xn--80aairftm.xn--p1ai'],
			['Пример.Испытание', 'xn--e1afmkfd.xn--80akhbyknj4f'],
			['https://www.Магазин.РФ:443/каталог?page=2#top', 'xn--80aairftm.xn--p1ai'],
			['Shop.Example.COM.', 'shop.example.com'],
			['www.example-shop.ru', 'example-shop.ru'],
			['http://user@example-shop.ru:8080/path', 'example-shop.ru'],
		])('accepts %s and sends %s', async (typed, sent) => {
			const result = await run(typed);
			expect(result.status).toBe('success');
			expect(h.received(path).map((r) => (r.json as IDataObject).domain)).toEqual([sent]);
			expect(result.json('Node')[0].domain).toBe(sent);
		});

		it.each([
			['shop..example.test', /Domain: "shop\.\.example\.test" has an empty label/],
			['my shop.ru', /Domain: "my shop\.ru" contains a space/],
			['рф', /Domain: "рф" is a single label/],
			['com', /Domain: "com" is a single label/],
			[`${'a'.repeat(64)}.ru`, /Domain: "a{64}\.ru" has a label longer than 63 characters/],
			['-shop.ru', /Domain: "-shop\.ru" has a label that starts or ends with a hyphen/],
			['shop-.ru', /starts or ends with a hyphen \("shop-"\)/],
		])('refuses %j before sending anything', async (typed, message) => {
			const result = await run(typed, true);
			expect(result.output).toHaveLength(1);
			expect(String(result.output[0].json.error)).toMatch(message);
			expect(String(result.output[0].json.description)).toMatch(/Nothing was sent/);
			expect(h.received(path)).toHaveLength(0);
		});
	});

	it('one domain reader for every item: a bad one fails alone, the others are sent', async () => {
		const result = await h.run(
			{ resource: 'project', operation: 'searchSystems', domain: '={{ $json.site }}' },
			{
				continueOnFail: true,
				input: [{ site: 'магазин.рф' }, { site: 'shop..example.test' }, { site: 'example.com' }],
			},
		);
		expect(result.output.map((item) => item.pairedItem)).toEqual([
			{ item: 0 },
			{ item: 1 },
			{ item: 2 },
		]);
		expect(result.output[1].json.error).toMatch(/empty label/);
		expect(h.received(SS_LIST).map((r) => (r.json as IDataObject).domain)).toEqual([
			'xn--80aairftm.xn--p1ai',
			'example.com',
		]);
	});
});

describe("the service's 404 Domain not found names the domain that was sent", () => {
	it.each(operations)('%s', async (_name, path, parameters) => {
		const notFound = await ProductHarness.start({
			surfaces: [
				(router) =>
					router.any(path, () => ({
						json: {
							status: 'error',
							message: 'Domain not found',
							code: 404,
							data: [],
							dt: '2026-11-25 04:00:00',
						},
					})),
				...ALL_SURFACES,
			],
		});
		try {
			const result = await notFound.run(
				{ resource: 'project', domain: 'https://www.Магазин.РФ/', ...parameters },
				{ continueOnFail: true },
			);
			expectNoSecrets(result.serialized());
			const item = result.output[0].json;
			expect(String(item.error)).toMatch(
				/REST API: Domain not found \(code 404\) — domain sent: xn--80aairftm\.xn--p1ai \(магазин\.рф\)$/,
			);
			expect(String(item.description)).toMatch(/domain sent is named above/);
		} finally {
			await notFound.stop();
		}
	});
});

import type { IDataObject } from 'n8n-workflow';
import { ALL_SURFACES } from '../../../simulator';
import { expectNoSecrets, ProductHarness, projectRef, SEED } from '../helpers';
import { useHarness } from './useHarness';

/*
 * Every documented error shape (docs/service/errors.md), written here from the service's documentation and served in
 * place of the service's answer: the item shows the service's message, its code in "(code …)" only
 * when the body has one, details readable, and a hint. Under continue-on-fail each is an error
 * item.
 */

const shop = projectRef(SEED.projects.shop);

/** The body each overridden method answers next; unset: the simulator answers. */
const next: Record<string, IDataObject | undefined> = {};

const served = (path: string) => (router: Parameters<(typeof ALL_SURFACES)[number]>[0]) =>
	router.any(path, () => ({ json: next[path] ?? { error: 'no body set for this test' } }));

const PROJECT_GET = '/projects/api/v1/project/get';
const ROBOTS = '/projects/api/v1/service-robotstxt/get';
const PROJECTS_LIST = '/api-rest/projects/list';
const VIDEO = '/api/aivideo';

describe('every documented error body shows in its own format', () => {
	const h = useHarness({
		surfaces: [
			served(PROJECT_GET),
			served(ROBOTS),
			served(PROJECTS_LIST),
			served(VIDEO),
			...ALL_SURFACES,
		],
	});

	/** Runs the operation against `body` and returns its one error item. */
	async function failure(path: string, body: IDataObject, parameters: IDataObject) {
		next[path] = body;
		const result = await h.run(parameters, { continueOnFail: true });
		expectNoSecrets(result.serialized());
		expect(result.output).toHaveLength(1);
		const item = result.output[0];
		expect(item.pairedItem).toEqual({ item: 0 });
		return {
			message: String(item.json.error),
			description: String(item.json.description ?? ''),
		};
	}

	describe('project API', () => {
		const get = { resource: 'project', operation: 'get', project: shop };
		it.each([
			[50, 'access error', 'Access denied: no access to this project', /API key .* access/],
			[51, 'wrong project id', 'Project 101 not found', /project ID is missing or no such/],
			[52, 'wrong request data', 'period: day, week, month', /Read the message/],
			[666, 'something is going wrong', 'No fast-audit result yet', /enable the check/],
		])(
			'code %s: msg, result.message and the code in their places',
			async (code, msg, detail, hint) => {
				const error = await failure(
					PROJECT_GET,
					{ status: 'error', code, msg, result: { message: detail } },
					get,
				);
				expect(error.message).toBe(`Project → Get: Project API: ${msg}: ${detail} (code ${code})`);
				expect(error.description).toMatch(hint);
			},
		);

		it('a result with more than a message shows the rest as details', async () => {
			const error = await failure(
				PROJECT_GET,
				{
					status: 'error',
					code: 52,
					msg: 'wrong request data',
					result: { message: 'ids not in the group', query_ids: [5, 6] },
				},
				get,
			);
			expect(error.message).toBe(
				'Project → Get: Project API: wrong request data: ids not in the group (code 52)',
			);
			expect(error.description).toMatch(/^Details: query_ids: 5, 6 — /);
		});

		it("service-robotstxt/get's access failure has no code, so none is shown", async () => {
			const error = await failure(
				ROBOTS,
				{ status: 'error', message: 'Access denied', name: null, domain: null },
				{ resource: 'audit', operation: 'robotsVersions', project: shop, versions: 2 },
			);
			expect(error.message).toBe('Audit → Get Robots.txt Versions: Project API: Access denied');
			expect(error.message).not.toMatch(/code/);
			expect(error.description).toMatch(/no access to this project/);
			expect(error.description).not.toMatch(/null/);
		});
	});

	describe('REST API', () => {
		const list = { resource: 'project', operation: 'getAll', returnAll: true };
		const rest = (
			code: number | undefined,
			message: string,
			data: IDataObject | IDataObject[] = [],
		) => ({
			status: 'error',
			message,
			...(code === undefined ? {} : { code }),
			data,
			dt: '2026-11-25 04:00:00',
		});
		it.each([
			[
				401,
				'Token is not authorized. Check api documentation on /api-rest/doc',
				/e-mail and password/,
			],
			[400, 'Incorrect user email!', /refused the input/],
			[403, 'access denied', /another account/],
			[404, 'Path: "projects/list" does not found', /could not find/],
			[418, 'User has been deleted', /deleted/],
			[440, 'empty payment id', /payment ID is missing/],
			[450, 'empty external id', /external .* ID is missing/],
			[460, 'forbidden to change confirmed balance item', /already paid/],
			[500, 'confirm payment error', /nothing was credited/],
		])('code %s: the message, then the code, with a hint', async (code, message, hint) => {
			const error = await failure(PROJECTS_LIST, rest(code, message), list);
			expect(error.message).toBe(`Project → Get Many: REST API: ${message} (code ${code})`);
			expect(error.description).toMatch(hint);
		});

		it('code 470 with data.errors shows the errors as details', async () => {
			const error = await failure(
				PROJECTS_LIST,
				rest(470, 'incorrect request sum', { errors: { sum: ['Sum must be greater than 0'] } }),
				list,
			);
			expect(error.message).toBe('Project → Get Many: REST API: incorrect request sum (code 470)');
			expect(error.description).toMatch(/^Details: sum: Sum must be greater than 0 — .*roubles/);
		});

		it('an error without a code shows no code', async () => {
			const error = await failure(PROJECTS_LIST, rest(undefined, 'Something failed'), list);
			expect(error.message).toBe('Project → Get Many: REST API: Something failed');
		});
	});

	describe('tools API', () => {
		const result = { resource: 'video', operation: 'getResult', reportId: '4242' };
		it.each([
			[-1, 'Access denied', /No API key was sent/],
			[-2, 'Access denied', /unknown or invalid/],
			[-4, 'Access denied', /another account or another tool/],
			[-51, 'No requests data', /neither a task nor a report ID/],
			[-60, 'MAX_PARALLEL_TASKS_FAIL', /Too many tasks/],
			[-104, 'Processing error', /failed while processing/],
			[-105, 'Limits run out', /limits ran out/],
			[-106, 'The process was canceled by a user', /canceled in the service/],
			[-107, 'The process took more than 6 hours and was canceled', /over 6 hours/],
			[-125, 'Processing error', /unknown status/],
		])('code %s: the text, then the code, with a hint', async (code, text, hint) => {
			const error = await failure(VIDEO, { error: text, code }, result);
			expect(error.message).toBe(`Video → Get Result: Tools API: ${text} (code ${code})`);
			expect(error.description).toMatch(hint);
		});

		it('code -100 lists its reasons as details', async () => {
			const error = await failure(
				VIDEO,
				{
					error: 'tools errors',
					code: -100,
					details: ['Введите запрос, пожалуйста.', 'Выберите модель нейросети, пожалуйста.'],
				},
				result,
			);
			expect(error.message).toBe('Video → Get Result: Tools API: tools errors (code -100)');
			expect(error.description).toMatch(
				/^Details: Введите запрос, пожалуйста\.; Выберите модель нейросети, пожалуйста\. — /,
			);
		});

		it.each([-80, -81, -82, -83, -68])(
			'limits code %s: available and need in the hint',
			async (code) => {
				const error = await failure(
					VIDEO,
					{ error: 'Not enough limits', code, available: 12, need: 340 },
					result,
				);
				expect(error.message).toBe(
					`Video → Get Result: Tools API: Not enough limits (code ${code})`,
				);
				expect(error.description).toMatch(/needs 340 limits and 12 are available/);
				expect(error.description).not.toMatch(/[{}]/);
			},
		);

		it('an error text without a code shows no code and is not taken for a result', async () => {
			const error = await failure(VIDEO, { error: 'Access denied' }, result);
			expect(error.message).toBe('Video → Get Result: Tools API: Access denied');
		});
	});
});

describe('a limits refusal at queueing (Video → Generate)', () => {
	it('says how many limits the task needs and how many are available', async () => {
		const h = await ProductHarness.start();
		try {
			h.sim.state.accountById(SEED.paid.id)!.limits = 1;
			const result = await h.run(
				{
					resource: 'video',
					operation: 'generate',
					model: '',
					prompt: 'рыжий кот на пляже',
					aspectRatio: '16:9',
					quality: '720p',
					duration: 0,
					imageSource: 'none',
				},
				{ continueOnFail: true },
			);
			const item = result.output[0].json;
			expect(String(item.error)).toMatch(/^Video → Generate: Tools API: .+ \(code -(8[0-3]|68)\)$/);
			expect(String(item.description)).toMatch(/needs \d+ limits and 1 are available/);
			expect(String(item.description)).not.toMatch(/[{}]/);
		} finally {
			await h.stop();
		}
	});
});

import type { Simulator } from '../../../simulator';
import { call, frozenSimulator, SEED } from '../helpers';

/**
 * docs/service/project-api.md#audit-and-uptime: audit/getsummary's server-response row "warns when
 * any page answered not 200"; audit/get carries the response codes of checked pages and the flags
 * global-warning and server-response-warning. All of them describe the same last check, so they
 * must agree. The code block's inner shape is the simulator's (the service's documentation does not show it): an
 * object of HTTP code → number of pages, under `server-response.codes`.
 */
describe('audit: audit/get and audit/getsummary tell one story', () => {
	let sim: Simulator;
	beforeEach(async () => {
		sim = await frozenSimulator();
	});
	afterEach(() => sim.close());

	const PROJECTS = [
		SEED.projects.shop,
		SEED.projects.blog,
		SEED.projects.paused,
		SEED.projects.sharedRead,
		SEED.projects.sharedWrite,
	];
	const api = (method: string, projectId: number) =>
		call(sim, `/projects/api/v1/audit/${method}`, {
			query: { token: SEED.paid.apiKey, project_id: projectId },
		});

	/** Reads both answers and checks every statement they make about the last check. */
	async function expectConsistent(
		projectId: number,
	): Promise<{ serverWarning: boolean | undefined; domainsWarning: boolean | undefined }> {
		const full = (await api('get', projectId)).body as Record<string, unknown>;
		const rows = (await api('getsummary', projectId)).body as Array<{
			ID: string;
			warning: boolean;
		}>;
		const row = (id: string) => rows.find((r) => r.ID === id);

		const block = full['server-response'] as { codes: Record<string, number> } | undefined;
		expect(Boolean(block)).toBe(row('server-response') !== undefined);
		if (block) {
			const counts = Object.entries(block.codes);
			expect(counts.length).toBeGreaterThan(0);
			const non200 = counts.some(([code, pages]) => code !== '200' && pages > 0);
			expect([projectId, row('server-response')!.warning]).toEqual([projectId, non200]);
			expect([projectId, full['server-response-warning']]).toEqual([projectId, non200]);
		} else {
			expect(full['server-response-warning']).toBe(false);
		}
		const warnings = rows.map((r) => r.warning);
		expect([projectId, full['global-warning']]).toEqual([projectId, warnings.some(Boolean)]);
		return {
			serverWarning: row('server-response')?.warning,
			domainsWarning: row('indexed-domains')?.warning,
		};
	}

	it.each(PROJECTS)('seeded project %p: codes, summary row and flags agree', async (projectId) => {
		await expectConsistent(projectId);
	});

	it('a project whose pages all answered 200 shows no non-200 codes and no warnings (seeded shared project)', async () => {
		const full = (await api('get', SEED.projects.sharedWrite)).body;
		expect(Object.keys(full['server-response'].codes)).toEqual(['200']);
		expect(await expectConsistent(SEED.projects.sharedWrite)).toEqual({
			serverWarning: false,
			domainsWarning: false,
		});
	});

	it('raising and clearing the warnings (control route) moves every view together', async () => {
		const project = SEED.projects.sharedWrite;
		const set = (check: string, warning: boolean) =>
			call(sim, `/__sim/projects/${project}/audit-warning`, { json: { check, warning } });
		await set('server-response', true);
		expect(await expectConsistent(project)).toEqual({ serverWarning: true, domainsWarning: false });
		await set('indexed-domains', true);
		expect(await expectConsistent(project)).toEqual({ serverWarning: true, domainsWarning: true });
		await set('server-response', false);
		expect(await expectConsistent(project)).toEqual({ serverWarning: false, domainsWarning: true });
		await set('indexed-domains', false);
		expect(await expectConsistent(project)).toEqual({
			serverWarning: false,
			domainsWarning: false,
		});
		expect((await api('get', project)).body['global-warning']).toBe(false);
	});

	it('the REST project list counts the same warnings', async () => {
		const jwt = (
			await call(sim, '/api-rest/user/auth', {
				json: { email: SEED.paid.email, password: SEED.paid.password },
			})
		).body.data.jwt_token;
		const list = (await call(sim, '/api-rest/projects/list', { json: {}, headers: { token: jwt } }))
			.body.data as Array<{ project: { id: string }; errors: false | { errors_count: number } }>;
		for (const projectId of PROJECTS) {
			const rows = (await api('getsummary', projectId)).body as Array<{ warning: boolean }>;
			const entry = list.find((e) => e.project.id === String(projectId))!;
			if (entry.errors === false) expect(rows).toEqual([]);
			else
				expect([projectId, entry.errors.errors_count]).toEqual([
					projectId,
					rows.filter((r) => r.warning).length,
				]);
		}
	});
});

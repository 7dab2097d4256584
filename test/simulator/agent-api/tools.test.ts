import { SEED } from '../helpers';
import { connect, tool, toolError, useAgentClient } from './helpers';

const shop = SEED.projects.shop;

/** Tools the agent interface owns (no HTTP counterpart in the first document), on a fresh simulator each. */
describe('agent tools on the simulator state', () => {
	const live = useAgentClient('each');

	describe('projects', () => {
		it('get_project_summary and get_project_settings describe the project', async () => {
			expect(await tool(live.client, 'get_project_summary', { project_id: shop })).toMatchObject({
				project_id: shop,
				domain: 'example-shop.ru',
				queries_count: 30,
				query_groups_count: 3,
				url_groups_count: 1,
				role: 'owner',
				last_check: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
			});
			expect(await tool(live.client, 'get_project_settings', { project_id: shop })).toMatchObject({
				main_mirror: 'https://example-shop.ru',
				search_systems: [
					{ search_engine: 1, region: 213 },
					{ search_engine: 2, region: 213 },
				],
				uptime_check: true,
				counter_connected: true,
			});
		});

		it('get_project_updates lists position checks newest first with start and end', async () => {
			const { updates } = await tool(live.client, 'get_project_updates', {
				project_id: shop,
				limit: 2,
			});
			expect(updates).toHaveLength(2);
			expect(updates[0].start > updates[1].start).toBe(true);
			expect(updates[0]).toEqual({
				id: expect.any(Number),
				start: expect.any(String),
				end: expect.any(String),
			});
		});

		it('get_check_cost splits the position-check limits over the engines and totals run_all_checks', async () => {
			const cost = await tool(live.client, 'get_check_cost', { project_id: shop });
			expect(cost.positions.total).toBe(60);
			expect(cost.positions.by_engine.map((e: { limits: number }) => e.limits)).toEqual([30, 30]);
			expect(cost.run_all_checks_total).toBe(60 + 30 + 60);
		});

		it('get_check_state shows an open check with its progress until it closes on the virtual clock', async () => {
			expect(await tool(live.client, 'get_check_state', { project_id: shop })).toEqual({
				checks: [],
			});
			const now = live.sim.clock.now();
			live.sim.state.project(shop)!.updates.push({
				id: 99999,
				startedAt: now - 10 * 60_000,
				finishedAt: null,
				plannedFinishAt: now + 30 * 60_000,
			});
			expect((await tool(live.client, 'get_check_state', { project_id: shop })).checks).toEqual([
				{ type: 'positions', update_id: 99999, start: expect.any(String), progress: 25 },
			]);
			live.sim.clock.advance(30 * 60_000);
			expect(await tool(live.client, 'get_check_state', { project_id: shop })).toEqual({
				checks: [],
			});
			expect(
				(await tool(live.client, 'get_project_updates', { project_id: shop, limit: 1 })).updates[0],
			).toMatchObject({ id: 99999, end: expect.any(String) });
		});

		it('set_project_favorite marks the project (also on a read share: it is the user’s own mark)', async () => {
			expect(
				await tool(live.client, 'set_project_favorite', {
					project_id: SEED.projects.sharedRead,
					favorite: true,
				}),
			).toEqual({ project_id: 204, favorite: true });
			expect(live.sim.state.project(SEED.projects.sharedRead)!.favorite).toBe(true);
		});

		it('a project that is neither own nor shared is not found (rule 1)', async () => {
			const colleague = await connect(live.sim, SEED.colleague.apiKey);
			expect(await toolError(colleague, 'get_project_summary', { project_id: shop })).toMatch(
				/Project 101 not found/,
			);
			await colleague.close();
		});
	});

	describe('queries and groups read and changed by the agent', () => {
		it('get_queries filters by phrase, group (id or name) and missing URL, sorts and pages', async () => {
			const brand = await tool(live.client, 'get_queries', { project_id: shop, group: 'Бренд' });
			expect(brand.queries).toHaveLength(10);
			expect(
				(await tool(live.client, 'get_queries', { project_id: shop, group: '1001' })).queries,
			).toHaveLength(10);
			const running = await tool(live.client, 'get_queries', {
				project_id: shop,
				query: 'беговые',
			});
			expect(running.queries).toEqual([
				expect.objectContaining({
					query: 'беговые кроссовки',
					url: 'https://example-shop.ru/running',
					group_ids: [1002],
				}),
			]);
			expect(
				(await tool(live.client, 'get_queries', { project_id: shop, without_url: true })).queries,
			).toHaveLength(29);
			const byFrequency = (
				await tool(live.client, 'get_queries', { project_id: shop, sort: 'frequency', limit: 3 })
			).queries;
			expect(byFrequency[0].frequency).toBeGreaterThanOrEqual(byFrequency[1].frequency);
			expect(
				await toolError(live.client, 'get_queries', { project_id: shop, sort: 'random' }),
			).toMatch(/sort: allowed values/);
		});

		it('get_query_groups and get_url_groups separate the two kinds', async () => {
			expect(
				(await tool(live.client, 'get_query_groups', { project_id: shop })).groups.map(
					(g: { name: string }) => g.name,
				),
			).toEqual(['Общая', 'Бренд', 'Каталог']);
			expect(await tool(live.client, 'get_url_groups', { project_id: shop })).toEqual({
				groups: [{ id: 1003, name: 'Страницы блога', order: 30 }],
			});
		});

		it('get_urls lists promoted URLs with their queries', async () => {
			expect(await tool(live.client, 'get_urls', { project_id: shop })).toEqual({
				urls: [
					{
						id: expect.any(Number),
						url: 'https://example-shop.ru/running',
						queries_count: 1,
						query_ids: [500004],
					},
				],
			});
		});

		it('update_query_group renames and reorders; the general group keeps its name; URL groups are refused', async () => {
			expect(
				await tool(live.client, 'update_query_group', {
					project_id: shop,
					group_id: 1001,
					name: 'Brand',
					order: 5,
				}),
			).toEqual({ group_id: 1001, name: 'Brand', order: 5 });
			expect(live.sim.state.project(shop)!.groups.find((g) => g.id === 1001)).toMatchObject({
				name: 'Brand',
				order: 5,
			});
			expect(
				await toolError(live.client, 'update_query_group', {
					project_id: shop,
					group_id: 1,
					name: 'Other',
				}),
			).toMatch(/cannot be renamed/);
			expect(
				await toolError(live.client, 'update_query_group', {
					project_id: shop,
					group_id: 1003,
					name: 'X',
				}),
			).toMatch(/URL group/);
			expect(
				await toolError(live.client, 'update_query_group', {
					project_id: shop,
					group_id: 1001,
					name: 'Каталог',
				}),
			).toMatch(/already exists/);
		});

		it('change_query_groups add keeps earlier groups; remove takes the link away', async () => {
			const ids = [500001, 500002];
			expect(
				await tool(live.client, 'change_query_groups', {
					project_id: shop,
					action: 'add',
					query_ids: ids,
					group_id: 1001,
				}),
			).toMatchObject({ action: 'add', count: 2 });
			const project = live.sim.state.project(shop)!;
			expect(project.queries.find((q) => q.id === 500001)!.groupIds).toEqual([1002, 1001]);
			expect(
				await tool(live.client, 'change_query_groups', {
					project_id: shop,
					action: 'remove',
					query_ids: ids,
					from_group_id: 1002,
				}),
			).toMatchObject({ action: 'remove', count: 2 });
			expect(project.queries.find((q) => q.id === 500001)!.groupIds).toEqual([1001]);
			expect(
				await toolError(live.client, 'change_query_groups', {
					project_id: shop,
					action: 'remove',
					query_ids: [500001],
					from_group_id: 1002,
				}),
			).toMatch(/not in group 1002: 500001/);
			expect(
				await toolError(live.client, 'change_query_groups', {
					project_id: shop,
					action: 'add',
					query_ids: [1],
					group_id: 1001,
				}),
			).toMatch(/not in project 101: 1/);
			expect(
				await toolError(live.client, 'change_query_groups', {
					project_id: shop,
					action: 'add',
					query_ids: ids,
					group_id: 1003,
				}),
			).toMatch(/URL group/);
		});

		it('a read share can read but not change groups (rule 2)', async () => {
			expect(
				(await tool(live.client, 'get_query_groups', { project_id: SEED.projects.sharedRead }))
					.groups,
			).toHaveLength(1);
			expect(
				await toolError(live.client, 'update_query_group', {
					project_id: SEED.projects.sharedRead,
					group_id: 1,
					order: 3,
				}),
			).toMatch(/write access/);
		});
	});

	describe('folders', () => {
		it('create, rename, set, list and delete; deleting keeps the projects', async () => {
			const { folder_id } = await tool(live.client, 'create_project_folder', { name: 'Clients' });
			const other = await tool(live.client, 'create_project_folder', { name: 'Internal' });
			expect(
				await tool(live.client, 'rename_project_folder', { folder_id, name: 'Agency clients' }),
			).toEqual({ folder_id, name: 'Agency clients' });
			await tool(live.client, 'set_project_folders', {
				project_id: shop,
				folder_ids: [folder_id, other.folder_id],
			});
			await tool(live.client, 'set_project_folders', {
				project_id: SEED.projects.sharedWrite,
				folder_ids: [folder_id],
			});
			let { folders } = await tool(live.client, 'list_project_folders');
			expect(folders).toEqual([
				{ id: folder_id, name: 'Agency clients', project_ids: [101, 205] },
				{ id: other.folder_id, name: 'Internal', project_ids: [101] },
				{ id: null, name: 'Без папки', project_ids: [102, 103, 204] },
			]);
			// The project ends up exactly in the given folders.
			await tool(live.client, 'set_project_folders', {
				project_id: shop,
				folder_ids: [other.folder_id],
			});
			expect(
				await tool(live.client, 'delete_project_folder', { folder_id: other.folder_id }),
			).toEqual({
				deleted: other.folder_id,
				kept_project_ids: [101],
			});
			({ folders } = await tool(live.client, 'list_project_folders'));
			expect(folders).toEqual([
				{ id: folder_id, name: 'Agency clients', project_ids: [205] },
				{ id: null, name: 'Без папки', project_ids: [101, 102, 103, 204] },
			]);
			expect(live.sim.state.project(shop)).toBeDefined();
		});

		it('a folder name has 3 to 50 characters and is unique', async () => {
			expect(await toolError(live.client, 'create_project_folder', { name: 'ab' })).toMatch(
				/name: at least 3 characters/,
			);
			expect(
				await toolError(live.client, 'create_project_folder', { name: 'x'.repeat(51) }),
			).toMatch(/at most 50/);
			const { folder_id } = await tool(live.client, 'create_project_folder', { name: 'Shops' });
			expect(
				await toolError(live.client, 'rename_project_folder', { folder_id, name: 'no' }),
			).toMatch(/at least 3/);
			expect(await toolError(live.client, 'create_project_folder', { name: 'shops' })).toMatch(
				/already exists/,
			);
			expect(await toolError(live.client, 'delete_project_folder', { folder_id: 1 })).toMatch(
				/Folder 1 not found/,
			);
		});

		it('folders are the account’s own: another account does not see them', async () => {
			await tool(live.client, 'create_project_folder', { name: 'Mine' });
			const colleague = await connect(live.sim, SEED.colleague.apiKey);
			expect((await tool(colleague, 'list_project_folders')).folders).toEqual([
				{ id: null, name: 'Без папки', project_ids: [204, 205] },
			]);
			await colleague.close();
		});
	});

	describe('events and notes', () => {
		it('create, filter by date and text, update and delete events', async () => {
			const { types } = await tool(live.client, 'get_event_types', { project_id: shop });
			const a = await tool(live.client, 'create_event', {
				project_id: shop,
				name: 'New catalogue',
				date: '2026-11-01',
				event_type: types[0].id,
				url: 'https://example-shop.ru/catalog',
			});
			const b = await tool(live.client, 'create_event', {
				project_id: shop,
				name: 'Server move',
				date: '2026-11-10',
				description: 'hosting',
			});
			expect(
				(await tool(live.client, 'get_events', { project_id: shop })).events.map(
					(e: { id: number }) => e.id,
				),
			).toEqual([b.event_id, a.event_id]);
			expect(
				(
					await tool(live.client, 'get_events', { project_id: shop, from: '2026-11-05' })
				).events.map((e: { id: number }) => e.id),
			).toEqual([b.event_id]);
			expect(
				(await tool(live.client, 'get_events', { project_id: shop, query: 'catalog' })).events.map(
					(e: { id: number }) => e.id,
				),
			).toEqual([a.event_id]);
			expect(
				await tool(live.client, 'update_event', {
					project_id: shop,
					event_id: a.event_id,
					work_time: 6,
				}),
			).toMatchObject({ name: 'New catalogue', work_time: 6 });
			await tool(live.client, 'delete_event', { project_id: shop, event_id: a.event_id });
			expect((await tool(live.client, 'get_events', { project_id: shop })).events).toHaveLength(1);
			expect(
				await toolError(live.client, 'create_event', {
					project_id: shop,
					name: 'x',
					date: '01.11.2026',
				}),
			).toMatch(/date: expected a date YYYY-MM-DD/);
			expect(
				await toolError(live.client, 'create_event', {
					project_id: shop,
					name: 'x',
					date: '2026-11-01',
					event_type: 77,
				}),
			).toMatch(/not an event type/);
			expect(
				await toolError(live.client, 'update_event', {
					project_id: SEED.projects.blog,
					event_id: b.event_id,
					name: 'y',
				}),
			).toMatch(/not found in project 102/);
		});

		it('notes are visible to everyone with access and updated in place', async () => {
			const { note_id } = await tool(live.client, 'create_note', {
				project_id: SEED.projects.sharedWrite,
				text: 'Client asked for a report',
			});
			expect(
				await tool(live.client, 'update_note', {
					project_id: SEED.projects.sharedWrite,
					note_id,
					text: 'Client asked for a monthly report',
				}),
			).toMatchObject({ text: 'Client asked for a monthly report' });
			const owner = await connect(live.sim, SEED.colleague.apiKey);
			expect(
				(
					await tool(owner, 'get_notes', {
						project_id: SEED.projects.sharedWrite,
						query: 'monthly',
					})
				).notes,
			).toEqual([expect.objectContaining({ id: note_id, author: SEED.paid.email })]);
			await owner.close();
			expect(
				await toolError(live.client, 'create_note', { project_id: shop, text: '   ' }),
			).toMatch(/cannot be empty/);
		});
	});

	describe('access (only the owner grants access)', () => {
		it('the owner adds, updates and removes a member; the share takes effect on the project API', async () => {
			const added = await tool(live.client, 'add_project_member', {
				project_id: shop,
				email: SEED.colleague.email,
				role: 'read',
				notify: false,
			});
			expect(added).toEqual({
				project_id: shop,
				access_id: expect.any(Number),
				email: SEED.colleague.email,
				role: 'read',
				notify: false,
			});
			expect(live.sim.state.notifications.at(-1)).toMatchObject({
				projectId: shop,
				kind: 'access-granted',
			});
			expect(
				live.sim.state.access(
					live.sim.state.accountById(SEED.colleague.id)!,
					live.sim.state.project(shop)!,
				),
			).toBe('read');
			expect(
				await tool(live.client, 'update_project_member', {
					project_id: shop,
					access_id: added.access_id,
					role: 'write',
				}),
			).toMatchObject({ role: 'write', notify: false });
			expect(await tool(live.client, 'list_project_members', { project_id: shop })).toEqual({
				members: [
					{ access_id: added.access_id, email: SEED.colleague.email, role: 'write', notify: false },
				],
				public_access: false,
			});
			expect(
				await toolError(live.client, 'add_project_member', {
					project_id: shop,
					email: SEED.colleague.email,
					role: 'read',
				}),
			).toMatch(/already has access/);
			await tool(live.client, 'remove_project_member', {
				project_id: shop,
				access_id: added.access_id,
			});
			expect(live.sim.state.project(shop)!.shares).toEqual([]);
		});

		it('only registered users can be added', async () => {
			expect(
				await toolError(live.client, 'add_project_member', {
					project_id: shop,
					email: 'nobody@example.com',
					role: 'read',
				}),
			).toMatch(/registered users only/);
			expect(
				await toolError(live.client, 'add_project_member', {
					project_id: shop,
					email: SEED.paid.email,
					role: 'read',
				}),
			).toMatch(/owns the project/);
			expect(
				await toolError(live.client, 'add_project_member', {
					project_id: shop,
					email: SEED.promo.email,
					role: 'admin',
				}),
			).toMatch(/Invalid arguments.*role/);
		});

		it('a member with write access can list members but not grant access or open the project', async () => {
			const project = SEED.projects.sharedWrite;
			expect(
				(await tool(live.client, 'list_project_members', { project_id: project })).members,
			).toEqual([expect.objectContaining({ email: SEED.paid.email, role: 'write' })]);
			expect(
				await toolError(live.client, 'add_project_member', {
					project_id: project,
					email: SEED.promo.email,
					role: 'read',
				}),
			).toMatch(/only the project owner/);
			expect(
				await toolError(live.client, 'set_project_public_access', {
					project_id: project,
					enabled: true,
				}),
			).toMatch(/only the project owner/);
		});

		it('set_project_public_access switches public access', async () => {
			expect(
				await tool(live.client, 'set_project_public_access', { project_id: shop, enabled: true }),
			).toEqual({ project_id: shop, public_access: true });
			expect(
				(await tool(live.client, 'list_project_members', { project_id: shop })).public_access,
			).toBe(true);
			expect(
				await tool(live.client, 'set_project_public_access', {
					project_id: shop,
					enabled: 'false',
				}),
			).toEqual({ project_id: shop, public_access: false });
		});
	});

	describe('reports', () => {
		it('create_report queues; list_reports shows it; the virtual clock also finishes it', async () => {
			const queued = await tool(live.client, 'create_report', {
				project_id: shop,
				date_from: '2026-10-01',
				date_to: '2026-10-31',
				blocks: ['positions', 'uptime'],
			});
			expect((await tool(live.client, 'list_reports', { project_id: shop })).reports).toEqual([
				{
					report_id: queued.report_id,
					status: 'queued',
					date: expect.any(String),
					period: { from: '2026-10-01', to: '2026-10-31', label: 'custom' },
				},
			]);
			live.sim.clock.advance(2 * 60_000);
			const done = await tool(live.client, 'get_report', {
				project_id: shop,
				report_id: queued.report_id,
			});
			expect(done).toMatchObject({
				status: 'done',
				blocks: {
					positions: { checks: expect.any(Number) },
					uptime: { mean_percent: expect.any(Number) },
				},
			});
			expect(Object.keys(done.blocks)).toEqual(['positions', 'uptime']);
		});

		it('refuses unknown blocks and periods; a report of another project is not found', async () => {
			expect(
				await toolError(live.client, 'create_report', { project_id: shop, blocks: ['nope'] }),
			).toMatch(/unknown aliases nope/);
			expect(
				await toolError(live.client, 'create_report', { project_id: shop, period: 'decade' }),
			).toMatch(/period: allowed values/);
			const { report_id } = await tool(live.client, 'create_report', { project_id: shop });
			expect(
				await toolError(live.client, 'get_report', { project_id: SEED.projects.blog, report_id }),
			).toMatch(/not found in project 102/);
			expect(await toolError(live.client, 'get_report', { project_id: shop })).toMatch(
				/Invalid arguments for get_report: report_id/,
			);
		});

		it('get_report_file links a docx the service serves once the report is ready', async () => {
			const { report_id } = await tool(live.client, 'create_report', { project_id: shop });
			const pending = await tool(live.client, 'get_report_file', { project_id: shop, report_id });
			expect(pending.status).not.toBe('done');
			expect(pending.file_url).toBeUndefined();
			live.sim.clock.advance(2 * 60_000);
			const ready = await tool(live.client, 'get_report_file', { project_id: shop, report_id });
			expect(ready).toMatchObject({ status: 'done', format: 'docx' });
			const file = await fetch(String(ready.file_url));
			expect(file.status).toBe(200);
			expect(file.headers.get('content-type')).toMatch(/wordprocessingml/);
			// A .docx is a zip archive: it starts with the zip signature "PK\x03\x04".
			expect([...new Uint8Array(await file.arrayBuffer()).slice(0, 4)]).toEqual([
				0x50, 0x4b, 0x03, 0x04,
			]);
			const unknown = String(ready.file_url).replace(/report-\d+/, 'report-999999');
			expect((await fetch(unknown)).status).toBe(404);
		});
	});

	describe('arguments', () => {
		it('are checked against the schema; numeric strings and delimited lists are accepted', async () => {
			expect(await toolError(live.client, 'get_query_groups', {})).toMatch(
				/Invalid arguments for get_query_groups: project_id/,
			);
			expect(await toolError(live.client, 'get_query_groups', { project_id: 'shop' })).toMatch(
				/project_id: expected an integer/,
			);
			expect(
				(await tool(live.client, 'get_query_groups', { project_id: '101' })).groups,
			).toHaveLength(3);
			expect(
				await tool(live.client, 'change_query_groups', {
					project_id: shop,
					action: 'add',
					query_ids: '500001,500002',
					group_id: 1001,
				}),
			).toMatchObject({ count: 2 });
		});
	});
});

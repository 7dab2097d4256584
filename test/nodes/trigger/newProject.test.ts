import type { IDataObject } from 'n8n-workflow';
import { callToolParams, firedBy, startTriggerServer, type TriggerServer } from './triggerServer';
import { useHarness } from '../shared/useHarness';

describe('SEO Tools Trigger: New Project (simulator)', () => {
	const h = useHarness();

	it('a project created after activation fires once, nothing on the baseline, once across a restart', async () => {
		const staticData: IDataObject = {};
		const params = { event: 'newProject' };
		expect(await h.poll(params, staticData)).toBeNull();
		const created = await h.run(callToolParams('create_project', { domain: 'brand-new.example' }));
		const id = String(created.output[0].json.project_id);
		h.newProcess();
		const fired = firedBy(await h.poll(params, staticData));
		expect(fired).toEqual([
			expect.objectContaining({ event: 'newProject', project_id: id, domain: 'brand-new.example' }),
		]);
		expect(await h.poll(params, staticData)).toBeNull();
		const sample = await h.poll(params, {}, { mode: 'manual' });
		expect(sample![0][0].json).toMatchObject({ event: 'newProject', project_id: id });
		expect(sample![0][0].json._sample).toBeUndefined();
	});
});

describe('SEO Tools Trigger: New Project (independent server)', () => {
	const h = useHarness();
	let server: TriggerServer;
	let projects: Array<Record<string, unknown>> = [];
	beforeAll(async () => {
		server = await startTriggerServer();
		// A bare list in a text block, with other field names.
		server.offer([{ name: 'list_projects', form: 'text', answer: () => ({ data: projects }) }]);
	});
	afterAll(async () => {
		await server.close();
	});

	it('reads the list in another form and fires once per new id', async () => {
		const staticData: IDataObject = {};
		const poll = async () =>
			firedBy(await h.poll({ event: 'newProject' }, staticData, { baseUrl: server.url }));
		projects = [{ project_id: '5', title: 'Five', site: 'five.example' }];
		expect(await poll()).toEqual([]);
		projects = [...projects, { project_id: '9', title: 'Nine', site: 'nine.example' }];
		expect(await poll()).toEqual([
			expect.objectContaining({ project_id: '9', name: 'Nine', domain: 'nine.example' }),
		]);
		expect(await poll()).toEqual([]);
	});
});

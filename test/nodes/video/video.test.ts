import type { IDataObject, INodeExecutionData } from 'n8n-workflow';
import { catalogProfile, CATALOG_PROFILES, MINUTE } from '../../../simulator';
import { MIN_POLL_SECONDS } from '../../../nodes/SeoTools/actions/video/waitForVideo';
import { videoState } from '../../../simulator/tools-api/state';
import { expectNoSecrets, SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';

const binaryItem = (name: string, mimeType: string, bytes: Buffer): INodeExecutionData => ({
	json: {},
	binary: { data: { data: bytes.toString('base64'), mimeType, fileName: name } },
});

/**
 * Every video test runs against both catalog profiles of the simulator. Model values come from
 * the profile object (never written here): the node must work whatever the catalog calls them.
 */
describe.each(CATALOG_PROFILES)(
	'Video operations against the simulator (catalog %s)',
	(profileName) => {
		const profile = catalogProfile(profileName);
		const { roles } = profile;
		const modelOf = (value: string) => profile.models.find((m) => m.value === value)!;
		const generate = (extra: IDataObject = {}) => ({
			resource: 'video',
			operation: 'generate',
			model: '',
			prompt: 'рыжий кот на пляже на закате',
			aspectRatio: '16:9',
			quality: '720p',
			duration: 0,
			imageSource: 'none',
			...extra,
		});

		const h = useHarness({ catalog: profileName }, { perTest: true });

		const queued = () => h.received('/api/aivideo').filter((r) => r.method === 'POST');
		const limits = () => h.sim.state.accountById(SEED.paid.id)!.limits;
		const waitFor = (extra: IDataObject) =>
			h.withWarpedWait(MIN_POLL_SECONDS * 1000, () =>
				h.run(
					generate({
						waitForCompletion: true,
						pollInterval: MIN_POLL_SECONDS,
						waitTimeout: 30,
						...extra,
					}),
				),
			);

		it('Get Models lists the catalog of the tariff', async () => {
			const result = await h.run({ resource: 'video', operation: 'getModels' });
			const models = result.json('Node');
			expect(models.map((m) => m.value)).toEqual(profile.models.map((m) => m.value));
			const preselected = modelOf(profile.default);
			expect(models.filter((m) => m.is_default)).toEqual([
				expect.objectContaining({
					value: profile.default,
					max_prompt_length: preselected.promptLength || 2000,
				}),
			]);
			expect(h.received('/api/aivideo')[0].query).toMatchObject({
				key: SEED.paid.apiKey,
				models: '1',
			});
		});

		it('"model default" sends no duration and the item reports the duration and cost the service used', async () => {
			const before = limits();
			const result = await waitFor({});
			const item = result.json('Node')[0];
			expect(queued()).toHaveLength(1);
			expect(queued()[0].query).toEqual({ key: SEED.paid.apiKey });
			expect(queued()[0].form).toEqual({
				prompt: 'рыжий кот на пляже на закате',
				model: profile.default,
				aspect_ratio: '16:9',
				quality: '720p',
			});
			const task = videoState(h.sim.state).tasks[0];
			expect(item).toMatchObject({
				status: 'done',
				model: profile.default,
				duration_requested: null,
				duration_used: modelOf(profile.default).durations.default,
				duration_replaced: false,
			});
			expect(item.duration_used).toBe(task.request.duration);
			expect(item.cost).toBe(before - limits());
			expect(result.run.data.resultData.runData.Node[0].hints ?? []).toEqual([]);
		});

		it('an invalid duration is sent as asked; the item and a hint say what the service made and charged', async () => {
			const before = limits();
			const result = await waitFor({ model: roles.d, duration: 30 });
			const item = result.json('Node')[0];
			expect(queued()[0].form).toMatchObject({ model: roles.d, duration: '30' });
			const used = modelOf(roles.d).durations.default;
			expect(item).toMatchObject({
				status: 'done',
				duration_requested: 30,
				duration_used: used,
				duration_replaced: true,
				cost: before - limits(),
			});
			expect(item.duration_note).toBe(
				`The model ${roles.d} does not offer 30 s: the service used ${used} s and charged ${before - limits()} limits for it.`,
			);
			expect(result.run.data.resultData.runData.Node[0].hints![0].message).toBe(item.duration_note);
		});

		it('audio reaches the service for every model; a refusal shows the service reason in English with the original', async () => {
			const sound = [roles.a, roles.b];
			for (const { value } of profile.models) {
				h.clear();
				const result = await h.run(generate({ model: value, audioDescription: 'шум моря' }), {
					continueOnFail: true,
				});
				expect(queued()).toHaveLength(1);
				expect(queued()[0].form).toMatchObject({
					model: value,
					audio_description: 'шум моря',
					aspect_ratio: '16:9',
				});
				const item = result.output[0].json;
				if (sound.includes(value)) {
					expect(item).toMatchObject({ status: 'queued', model: value });
				} else {
					expect(String(item.error)).toMatch(
						/^Video → Generate: Tools API: Audio Description: the model .+ does not support sound \(service: «Модель .+ не поддерживает звук…»\) \(code -100\)$/,
					);
					expect(String(item.description)).toMatch(
						/Sound depends on the model.*Nothing was queued and no limits were charged/,
					);
				}
				h.sim.clock.advance(10 * MINUTE);
			}
			h.clear();
			const square = await h.run(
				generate({ model: roles.a, aspectRatio: '1:1', audioDescription: 'шум моря' }),
				{ continueOnFail: true },
			);
			expect(queued()).toHaveLength(1);
			expect(String(square.output[0].json.error)).toMatch(
				/The service refused the task \(its reason, in Russian: «.+»\) \(code -100\)/,
			);
			expect(String(square.output[0].json.description)).toMatch(/at aspect ratio 16:9/);
		});

		it('checks the rules that hold for every model, and the catalog ones, before sending anything', async () => {
			const limited = profile.models.find((m) => m.promptLength > 0)!;
			const cases: Array<[IDataObject, RegExp]> = [
				[
					{ model: limited.value, prompt: 'x'.repeat(limited.promptLength + 1) },
					new RegExp(`at most ${limited.promptLength} characters`),
				],
				[
					{ model: limited.value, prompt: '🎬'.repeat(limited.promptLength + 1) },
					new RegExp(
						`at most ${limited.promptLength} characters for this model \\(now ${limited.promptLength + 1}\\)`,
					),
				],
				[{ prompt: 'see https://a.example' }, /remove links/],
				[{ prompt: 'кот --ar 16:9' }, /--param/],
				[{ prompt: '   ' }, /describe the scene/],
				[{ model: 'model-d' }, /"model-d" is not in the catalog/],
				[{ duration: 7.5 }, /Duration \(Seconds\): a whole number/],
				[{ imageSource: 'url', imageUrl: 'http://127.0.0.1/ref.png' }, /local addresses/],
			];
			for (const [extra, message] of cases) {
				const result = await h.run(generate(extra), { continueOnFail: true });
				expect(String(result.output[0].json.error)).toMatch(message);
			}
			expect(queued()).toHaveLength(0);
		});

		it('counts the prompt in characters: as many emoji as the model allows reach the service', async () => {
			const limited = profile.models.find((m) => m.promptLength > 0 && m.role !== 'edit')!;
			const result = await h.run(
				generate({ model: limited.value, prompt: '🎬'.repeat(limited.promptLength) }),
			);
			expect(result.json('Node')[0]).toMatchObject({ status: 'queued' });
			expect(queued()).toHaveLength(1);
		});

		it('sends a reference image from an input binary property as a multipart file', async () => {
			const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
			const result = await h.run(generate({ imageSource: 'binary', imageBinaryProperty: 'data' }), {
				input: [binaryItem('ref.png', 'image/png', png)],
			});
			expect(result.status).toBe('success');
			expect(queued()[0].files).toEqual([
				{ field: 'upload_image', filename: 'ref.png', mimeType: 'image/png', size: png.length },
			]);
		});

		it('refuses a source video over 10 MB before sending', async () => {
			const big = Buffer.alloc(10 * 1024 * 1024 + 10);
			const result = await h.run(
				{
					resource: 'video',
					operation: 'edit',
					model: roles.edit,
					prompt: 'сделай ночь',
					videoSource: 'binary',
					videoBinaryProperty: 'data',
				},
				{ input: [binaryItem('clip.mp4', 'video/mp4', big)], continueOnFail: true },
			);
			expect(String(result.output[0].json.error)).toMatch(/at most 10 MB/);
			expect(queued()).toHaveLength(0);
		});

		it('Edit queues with tab=edit and a video URL with an edit model of the catalog; refuses one that cannot edit', async () => {
			for (const edit of profile.models.filter((m) => m.isVideoEdit)) {
				h.clear();
				const result = await h.run({
					resource: 'video',
					operation: 'edit',
					model: edit.value,
					prompt: 'сделай ночь',
					videoSource: 'url',
					videoUrl: 'https://cdn.example/clip.mp4',
				});
				expect(result.json('Node')[0]).toMatchObject({ status: 'queued', mode: 'edit' });
				expect(queued()[0].form).toMatchObject({
					tab: 'edit',
					model: edit.value,
					video_url: 'https://cdn.example/clip.mp4',
				});
			}
			h.clear();
			const refused = await h.run(
				{
					resource: 'video',
					operation: 'edit',
					model: roles.d,
					prompt: 'ночь',
					videoSource: 'url',
					videoUrl: 'https://cdn.example/clip.mp4',
				},
				{ continueOnFail: true },
			);
			expect(String(refused.output[0].json.error)).toMatch(/cannot edit videos/);
			expect(queued()).toHaveLength(0);
		});

		it('never queues twice: a failed queueing request is not repeated', async () => {
			h.sim.setFault({ route: '/api/aivideo', method: 'POST', kind: 'status', status: 502 });
			const result = await h.run(generate(), { continueOnFail: true });
			expect(queued()).toHaveLength(1);
			expect(String(result.output[0].json.description)).toMatch(/not repeated automatically/);
		});

		it('Get Result: progress while running, then a failed task with its refund; the duration comes from the answer', async () => {
			const report = String(
				(await h.run(generate({ prompt: 'кот [sim:fail]' }))).json('Node')[0].report_id,
			);
			h.sim.clock.advance(MINUTE);
			const running = await h.run({ resource: 'video', operation: 'getResult', reportId: report });
			expect(running.json('Node')[0]).toMatchObject({
				report_id: report,
				status: 'in_progress',
				progress: expect.any(Number),
			});
			h.sim.clock.advance(10 * MINUTE);
			const failed = await h.run({ resource: 'video', operation: 'getResult', reportId: report });
			expect(failed.json('Node')[0]).toMatchObject({
				status: 'failed',
				success: false,
				cost: 0,
				refunded: true,
				links: [],
				duration_used: modelOf(profile.default).durations.default,
			});
		});

		it('Get Result surfaces a canceled task as a node error with the service code', async () => {
			const report = String((await h.run(generate())).json('Node')[0].report_id);
			await fetch(`${h.sim.baseUrl}/__sim/video/${report}/cancel`, { method: 'POST' });
			const result = await h.run({ resource: 'video', operation: 'getResult', reportId: report });
			expect(result.error('Node')!.message).toMatch(
				/The process was canceled by a user \(code -106\)/,
			);
			expectNoSecrets(result.serialized());
		});

		it('Generate waits for completion in real time (polling no faster than every 10 s) and downloads the video', async () => {
			await fetch(`${h.sim.baseUrl}/__sim/video/settings`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({ durationMs: 1 }),
			});
			const started = Date.now();
			// The simulator's clock is frozen: let the task's virtual minute pass while the node sleeps.
			const tick = setTimeout(() => h.sim.clock.advance(MINUTE), 2000);
			const result = await h.run(
				generate({
					waitForCompletion: true,
					pollInterval: 10,
					waitTimeout: 2,
					download: true,
					binaryPropertyName: 'video',
				}),
			);
			clearTimeout(tick);
			expect(Date.now() - started).toBeGreaterThanOrEqual(10_000);
			const [item] = result.output;
			expect(item.json).toMatchObject({ status: 'done', success: true, cost: expect.any(Number) });
			expect(item.binary?.video).toMatchObject({
				mimeType: 'video/mp4',
				fileName: expect.stringMatching(/\.mp4$/),
			});
			const polls = h
				.received('/api/aivideo')
				.filter((r) => r.method === 'GET' && r.query.report_id);
			expect(polls).toHaveLength(1);
			expect(queued()).toHaveLength(1);
		}, 30_000);
	},
);

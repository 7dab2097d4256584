import { idsAsNumbers } from '../../nodes/SeoTools/shared/numericIds';
import { readableDiff } from '../../nodes/SeoTools/actions/audit/robotsDiff';
import { readParseMessage } from '../../nodes/SeoTools/actions/project/parse.operation';
import { summarizeUptime } from '../../nodes/SeoTools/actions/uptime/summary';
import { editProblems, effectiveDuration, generateProblems, isLocalAddress, type CatalogModel } from '../../nodes/SeoTools/actions/video/rules';
import { chunk, splitLines } from '../../nodes/SeoTools/shared/lists';
import { parseProjectId } from '../../nodes/SeoTools/shared/project';
import { buildMultipart } from '../../nodes/SeoTools/transport/multipart';
import { redact, redactDeep } from '../../nodes/SeoTools/transport/redact';
import { isFresh, sessionFromPair } from '../../nodes/SeoTools/transport/session';
import { parseMultipart } from '../../simulator/core/request';

describe('redact', () => {
	it('removes secrets, their URL-encoded form and token/key query values', () => {
		expect(redact('x sim-key+1 y', ['sim-key+1'])).toBe('x [redacted] y');
		expect(redact('GET /a?token=abc&x=1 and ?key=zzz', [])).toBe('GET /a?token=[redacted]&x=1 and ?key=[redacted]');
		expect(redact('q=sim-key%2B1', ['sim-key+1'])).toBe('q=[redacted]');
		expect(redactDeep({ a: ['secret-1'], b: { c: 'secret-1!' } }, ['secret-1'])).toEqual({ a: ['[redacted]'], b: { c: '[redacted]!' } });
	});
});

describe('project references', () => {
	it.each([
		['101', 101],
		[' 42 ', 42],
		['https://seo-tools.example/projects/205/positions', 205],
		['https://seo-tools.example/project/7', 7],
		['https://x.example/app?project_id=33&tab=1', 33],
		[{ __rl: true, mode: 'id', value: '9' }, 9],
		['shop', undefined],
		['', undefined],
	])('%p → %p', (input, expected) => {
		expect(parseProjectId(input)).toBe(expected);
	});
});

describe('lists', () => {
	it('splits lines and chunks', () => {
		expect(splitLines(' a \n\n b\r\nc ')).toEqual(['a', 'b', 'c']);
		expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
	});
});

describe('robots diff', () => {
	it('turns the inverted old/new into added/removed', () => {
		expect(readableDiff({ old: ['Disallow: /search'], new: ['Disallow: /tmp'] })).toEqual({
			lines_added: ['Disallow: /search'],
			lines_removed: ['Disallow: /tmp'],
			changed: true,
			diff: '+ Disallow: /search\n- Disallow: /tmp',
		});
		expect(readableDiff({ old: [], new: [] })).toMatchObject({ changed: false, diff: '' });
	});
});

describe('uptime summary', () => {
	it('averages checked intervals and counts missing and bot-blocked ones', () => {
		const summary = summarizeUptime([
			{ date: 'a', percent: 100, bot_blocked: false },
			{ date: 'b', percent: 33.33, bot_blocked: true },
			{ date: 'c', percent: null, bot_blocked: null },
		]);
		expect(summary.mean_percent).toBeCloseTo(66.67, 1);
		expect(summary).toMatchObject({ intervals: 3, checked_intervals: 2, missing_intervals: 1, min_percent: 33.33, bot_blocked_intervals: 1, bot_blocked_dates: ['b'] });
	});
});

describe('position check message', () => {
	it('recognises an open update by its date', () => {
		expect(readParseMessage('Update already in progress since 2026-11-20 06:00:00')).toMatchObject({ queued: false, open_update: true, open_update_started: '2026-11-20 06:00:00' });
		expect(readParseMessage('Project queries were queued for a position check')).toMatchObject({ queued: true, open_update_started: null });
	});
});

describe('video rules (spec 4.6.1)', () => {
	const modelD: CatalogModel = { name: 'D', value: 'model-d', promptLength: 0, isVideoEdit: false };
	const modelA: CatalogModel = { name: 'A', value: 'model-a', promptLength: 500, isVideoEdit: false };
	const editor: CatalogModel = { name: 'E', value: 'model-edit', promptLength: 0, isVideoEdit: true };
	const base = { aspectRatio: '1:1', quality: '720p', audioDescription: undefined, imageUrl: undefined, imageMimeType: undefined };

	it('falls back to the model default duration and says so', () => {
		expect(effectiveDuration('model-d', 8)).toEqual({ requested: 8, used: 8, fellBack: false });
		expect(effectiveDuration('model-d', 10)).toEqual({ requested: 10, used: 5, fellBack: true });
		expect(effectiveDuration('model-b', null)).toEqual({ requested: null, used: 6, fellBack: false });
		expect(effectiveDuration('unknown', 7)).toEqual({ requested: 7, used: 5, fellBack: true });
	});

	it('checks prompt length per model, links, parameters, model, ratio and quality', () => {
		expect(generateProblems({ ...base, prompt: 'a cat', model: modelD, modelValue: 'model-d' })).toEqual([]);
		expect(generateProblems({ ...base, prompt: 'x'.repeat(501), model: modelA, modelValue: 'model-a' })[0]).toMatch(/at most 500/);
		expect(generateProblems({ ...base, prompt: 'x'.repeat(2001), model: modelD, modelValue: 'model-d' })[0]).toMatch(/at most 2000/);
		expect(generateProblems({ ...base, prompt: 'see https://a.example', model: modelD, modelValue: 'model-d' })).toContain('Prompt: remove links');
		expect(generateProblems({ ...base, prompt: 'cat --ar 16:9', model: modelD, modelValue: 'model-d' })).toContain('Prompt: remove parameters of the form --param');
		expect(generateProblems({ ...base, prompt: 'cat', model: undefined, modelValue: 'nope' })[0]).toMatch(/not in the catalog/);
		expect(generateProblems({ ...base, prompt: 'cat', model: modelD, modelValue: 'model-d', aspectRatio: '5:4', quality: '8k' })).toHaveLength(2);
	});

	it('checks audio and reference image rules', () => {
		expect(generateProblems({ ...base, prompt: 'cat', model: modelD, modelValue: 'model-d', audioDescription: 'music' })[0]).toMatch(/does not support sound/);
		expect(generateProblems({ ...base, prompt: 'cat', model: modelA, modelValue: 'model-a', audioDescription: 'music' })[0]).toMatch(/16:9/);
		expect(generateProblems({ ...base, prompt: 'cat', model: modelA, modelValue: 'model-a', aspectRatio: '16:9', audioDescription: 'music' })).toEqual([]);
		expect(generateProblems({ ...base, prompt: 'cat', model: modelD, modelValue: 'model-d', imageUrl: 'http://localhost/a.png' })[0]).toMatch(/local addresses/);
		expect(generateProblems({ ...base, prompt: 'cat', model: modelD, modelValue: 'model-d', imageUrl: 'https://a.example/a.gif' })[0]).toMatch(/must end in/);
		expect(generateProblems({ ...base, prompt: 'cat', model: modelD, modelValue: 'model-d', imageMimeType: 'image/gif' })[0]).toMatch(/PNG, JPEG or WebP/);
		expect(isLocalAddress('http://192.168.1.5/x.png')).toBe(true);
		expect(isLocalAddress('https://cdn.example/x.png')).toBe(false);
	});

	it('checks edit mode rules', () => {
		const edit = { prompt: 'make it night', model: editor, modelValue: 'model-edit' };
		expect(editProblems({ ...edit, videoUrl: undefined, upload: undefined })[0]).toMatch(/give a video URL/);
		expect(editProblems({ ...edit, videoUrl: 'https://a.example/v.mp4', upload: undefined })).toEqual([]);
		expect(editProblems({ ...edit, videoUrl: undefined, upload: { fileName: 'v.mp4', size: 11 * 1024 * 1024 } })[0]).toMatch(/at most 10 MB/);
		expect(editProblems({ ...edit, videoUrl: undefined, upload: { fileName: 'v.gif', size: 10 } })[0]).toMatch(/unsupported format/);
		expect(editProblems({ ...edit, model: modelD, modelValue: 'model-d', videoUrl: 'https://a.example/v.mp4', upload: undefined })[0]).toMatch(/cannot edit/);
	});
});

describe('JWT session lifetime', () => {
	it('uses valid - dt as the lifetime, whatever the clocks', () => {
		const session = sessionFromPair({ jwt_token: 'a', refresh_token: 'r', valid: '2026-11-20 10:00:00' }, '2026-11-20 09:00:00', 1_000_000);
		expect(session.accessExpiresAt).toBe(1_000_000 + 3_600_000);
		expect(isFresh(session, 1_000_000 + 3_500_000)).toBe(true);
		expect(isFresh(session, 1_000_000 + 3_550_000)).toBe(false);
	});
});

describe('multipart', () => {
	it('round-trips fields and files through the simulator parser', () => {
		const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]);
		const { body, contentType } = buildMultipart({ prompt: 'кот "в" сапогах', model: 'model-d' }, [{ field: 'upload_image', fileName: 'ref.png', mimeType: 'image/png', data: png }]);
		const boundary = /boundary=(.+)$/.exec(contentType)![1];
		const parsed = parseMultipart(body, boundary);
		expect(parsed.form).toEqual({ prompt: 'кот "в" сапогах', model: 'model-d' });
		expect(parsed.files[0]).toMatchObject({ field: 'upload_image', filename: 'ref.png', mimeType: 'image/png', size: png.length });
		expect(parsed.files[0].data.equals(png)).toBe(true);
	});
});

describe('IDs as Numbers', () => {
	it('turns digit-string ids into numbers at any depth and leaves other text alone', () => {
		const converted = idsAsNumbers({ id: '101', project_id: '7', name: '2026', groups: [{ group_id: '12', phrase: '123' }], report_id: 'abc', date: '2026-11-01' });
		expect(converted).toEqual({ id: 101, project_id: 7, name: '2026', groups: [{ group_id: 12, phrase: '123' }], report_id: 'abc', date: '2026-11-01' });
	});
});

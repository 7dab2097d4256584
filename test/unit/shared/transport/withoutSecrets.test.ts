import type { INodeExecutionData } from 'n8n-workflow';
import { rememberSecrets } from '../../../../nodes/shared/transport/rememberSecrets';
import { withoutSecrets } from '../../../../nodes/shared/transport/withoutSecrets';

const KEY = 'k3y+with/odd=chars';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.c2lnbmF0dXJl';

describe('withoutSecrets: output items cleared of the secrets the execution holds', () => {
	it('cuts each secret as it is and URL- or form-encoded, at any depth; binary data is left alone', async () => {
		const ctx = {};
		rememberSecrets(ctx, [KEY, TOKEN, 'abc', undefined]);
		const binary = { data: { data: Buffer.from(KEY).toString('base64'), mimeType: 'text/plain' } };
		const items: INodeExecutionData[] = [
			{
				json: {
					request: { key: KEY, url: `https://x.test/api/aivideo?key=${encodeURIComponent(KEY)}` },
					form: `key=${new URLSearchParams({ k: KEY }).toString().slice(2)}&a=1`,
					list: [1, null, true, [`Bearer ${TOKEN}`]],
					short: 'abc stays: shorter than a secret can be',
				},
				binary,
				pairedItem: { item: 3 },
			},
		];
		const out = await withoutSecrets(ctx, items);
		expect(out[0].json).toEqual({
			request: { key: '[redacted]', url: 'https://x.test/api/aivideo?key=[redacted]' },
			form: 'key=[redacted]&a=1',
			list: [1, null, true, ['Bearer [redacted]']],
			short: 'abc stays: shorter than a secret can be',
		});
		expect(out[0].binary).toBe(binary);
		expect(out[0].pairedItem).toEqual({ item: 3 });
	});

	it('changes nothing it was given: the path to a changed string is copied, the rest is shared', async () => {
		const ctx = {};
		rememberSecrets(ctx, [KEY]);
		const clean = { rows: [{ id: '1' }] };
		const original = { json: { clean, echoed: { key: KEY } } };
		const items = [original];
		const out = await withoutSecrets(ctx, items);
		expect(original.json.echoed.key).toBe(KEY);
		expect(out[0]).not.toBe(original);
		expect(out[0].json.clean).toBe(clean);
	});

	it('walks without copying when nothing matches, and does nothing without secrets', async () => {
		const ctx = {};
		rememberSecrets(ctx, [KEY]);
		const items = Array.from({ length: 1000 }, (_, i) => ({ json: { id: String(i), q: 'x' } }));
		const copy = [...items];
		const out = await withoutSecrets(ctx, items);
		expect(out).toBe(items);
		out.forEach((item, i) => expect(item).toBe(copy[i]));
		expect(await withoutSecrets({}, items)).toBe(items);
	});

	it('a secret that contains another is cut whole', async () => {
		const ctx = {};
		rememberSecrets(ctx, [KEY.slice(0, 5), KEY]);
		const out = await withoutSecrets(ctx, [{ json: { a: `x${KEY}y` } }]);
		expect(out[0].json.a).toBe('x[redacted]y');
	});

	it('cuts a secret echoed in Base64, alone or inside a longer encoded text, in either alphabet', async () => {
		const ctx = {};
		rememberSecrets(ctx, [KEY]);
		const echoes = ['', 'a', 'ab', 'user:', 'Bearer '].flatMap((before) => {
			const encoded = Buffer.from(`${before}${KEY}:after`, 'utf8');
			return [encoded.toString('base64'), encoded.toString('base64url')];
		});
		const out = await withoutSecrets(ctx, [{ json: { echoes } }]);
		const cut = (out[0].json.echoes as string[]).map((text) => {
			// What is left on either side of the cut decodes to text without the key.
			const [left, right = ''] = text.split('[redacted]');
			const decoded = [left, right].map((part) => Buffer.from(part, 'base64').toString('latin1'));
			return (
				text.includes('[redacted]') && decoded.every((part) => !part.includes(KEY.slice(2, -2)))
			);
		});
		expect(cut).toEqual(echoes.map(() => true));
	});

	it('leaves the Base64 text of a short secret alone (its few characters occur by chance)', async () => {
		const ctx = {};
		rememberSecrets(ctx, ['pass1']);
		const echoed = Buffer.from('pass1').toString('base64');
		const out = await withoutSecrets(ctx, [{ json: { echoed, plain: 'pass1' } }]);
		expect(out[0].json).toEqual({ echoed, plain: '[redacted]' });
	});
});

import type { IDataObject } from 'n8n-workflow';
import { catalogProfile } from '../../simulator';
import { SEED } from '../../dev/product-harness';

export * from '../../dev/product-harness';

/** The key must never show up: not in errors, not in items, not anywhere in the run data. */
export function expectNoSecrets(text: string): void {
	for (const secret of [
		SEED.paid.apiKey,
		SEED.paid.password,
		SEED.free.apiKey,
		SEED.promo.apiKey,
	]) {
		// As sent, URL-encoded, and Base64-encoded whole (a service echoing a header it encoded).
		for (const form of [
			secret,
			encodeURIComponent(secret),
			Buffer.from(secret).toString('base64').replace(/=+$/, ''),
		])
			expect(text).not.toContain(form);
	}
}

/** Input items `{n: 0}` … `{n: count - 1}`. */
export const numberedItems = (count: number) => Array.from({ length: count }, (_, n) => ({ n }));

/** Video → Generate with a prompt per item (`$json.n`), 16:9, 720p, the model default duration. */
export const generateVideo = (extra: IDataObject = {}) => ({
	resource: 'video',
	operation: 'generate',
	// The model the simulator's default catalog preselects, read from the profile, not written here.
	model: catalogProfile('standard').default,
	prompt: '={{ "кот номер " + $json.n }}',
	aspectRatio: '16:9',
	quality: '720p',
	duration: 0,
	imageSource: 'none',
	...extra,
});

/** The tool calls (name and arguments) a harness's simulator received since its last clear(). */
export function toolCallsOf(h: { received(path: string): Array<{ json?: unknown }> }) {
	return h
		.received('/api/mcp')
		.map((r) => r.json as { method?: string; params?: { name?: string; arguments?: IDataObject } })
		.filter((body) => body.method === 'tools/call')
		.map((body) => ({ name: String(body.params?.name), arguments: body.params?.arguments ?? {} }));
}

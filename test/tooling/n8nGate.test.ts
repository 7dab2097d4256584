import { n8nGate } from '../e2e/n8n-gate';

describe('the real-n8n gate of the end-to-end suites', () => {
	it.each([
		// CI, SEO_E2E, installed, expected
		['true', undefined, true, 'run'],
		['true', undefined, false, 'fail'],
		['true', '0', true, 'fail'],
		['true', '1', false, 'run'],
		['1', undefined, false, 'fail'],
		[undefined, undefined, true, 'run'],
		[undefined, undefined, false, 'skip'],
		[undefined, '0', true, 'skip'],
		[undefined, '1', false, 'run'],
		['false', undefined, false, 'skip'],
		['0', undefined, false, 'skip'],
		['', undefined, false, 'skip'],
	] as const)('CI=%s SEO_E2E=%s installed=%s: %s', (ci, e2e, installed, expected) => {
		expect(n8nGate({ ci, e2e, installed }).kind).toBe(expected);
	});

	it('says why it fails under CI', () => {
		expect(n8nGate({ ci: 'true', e2e: undefined, installed: false })).toEqual({
			kind: 'fail',
			why: 'n8n is not installed in .n8n-demo/n8n (run `npm run demo:install` once, or set SEO_E2E=1), but CI=true: a green CI must prove that the real-n8n tests ran, so they may not be skipped',
		});
	});
});

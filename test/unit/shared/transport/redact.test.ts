import { redact, redactDeep } from '../../../../nodes/shared/transport/redact';

describe('redact', () => {
	it('removes secrets, their URL-encoded form and token/key query values', () => {
		expect(redact('x sim-key+1 y', ['sim-key+1'])).toBe('x [redacted] y');
		expect(redact('GET /a?token=abc&x=1 and ?key=zzz', [])).toBe(
			'GET /a?token=[redacted]&x=1 and ?key=[redacted]',
		);
		expect(redact('q=sim-key%2B1', ['sim-key+1'])).toBe('q=[redacted]');
		expect(redactDeep({ a: ['secret-1'], b: { c: 'secret-1!' } }, ['secret-1'])).toEqual({
			a: ['[redacted]'],
			b: { c: '[redacted]!' },
		});
	});

	it('removes a secret echoed in Base64 from an error text', () => {
		const secret = 'sim-key+1/abcdef';
		const header = Buffer.from(`user:${secret}`).toString('base64');
		const out = redact(`the server saw Basic ${header}`, [secret]);
		expect(out).toContain('[redacted]');
		expect(out).not.toContain(header);
	});
});

import { expectNoSecrets, SEED } from '../helpers';
import { useHarness } from './useHarness';

/**
 * Output items are cleared of the secrets the execution holds, whatever the service echoed. The
 * API key's echoes (a video task's `request`, a project-API answer) are tested in
 * test/nodes/video/generate.taskRunning.test.ts and shared/refusalServer.test.ts; here the account credential's
 * password and tokens, echoed by a REST answer that reports how the input was parsed.
 */
describe('output items carry no secret of the account credential', () => {
	const h = useHarness({}, { perTest: true });

	const dryRunCreate = (keywords: string) => ({
		resource: 'project',
		operation: 'create',
		domain: 'echo.example',
		keywords,
		dryRun: true,
	});

	it('Project → Create (dry run) echoing the password and the access and refresh tokens', async () => {
		// A first run signs in: the credential then holds the token pair of this execution's login.
		await h.run(dryRunCreate('первый запрос'));
		const stored = h.storedAccount();
		const tokens = [String(stored.sessionToken), String(stored.sessionRefreshToken)];
		expect(tokens.every((token) => token.length > 20)).toBe(true);

		const result = await h.run(
			dryRunCreate([`пароль ${SEED.paid.password}`, ...tokens.map((t) => `токен ${t}`)].join('\n')),
		);
		expect(result.status).toBe('success');
		const parsed = JSON.stringify(result.output[0].json.parsed);
		// The service did echo the password (else this test shows nothing); it became [redacted].
		// Its cleaning of phrases may change a token's punctuation: what it echoes whole is cut.
		expect(parsed).toContain('пароль [redacted]');
		const run = result.serialized();
		expectNoSecrets(run);
		for (const token of tokens) expect(run).not.toContain(token);
	});
});

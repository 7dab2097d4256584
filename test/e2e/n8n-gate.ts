import { isN8nInstalled } from '../../dev/n8n/install';

/**
 * Whether a suite that needs the real n8n in .n8n-demo runs, is skipped, or fails.
 *
 * Under CI a green run must prove that the real-n8n tests ran, so a missing install (or an
 * attempt to skip with SEO_E2E=0) is a failure there, never a skip. Locally, without the
 * install, the suite is skipped with a loud message. SEO_E2E=1 runs it anyway: the suite's
 * beforeAll installs n8n first (ensureN8nInstalled).
 */
export type N8nGate =
	| { kind: 'run' }
	| { kind: 'skip'; why: string }
	| { kind: 'fail'; why: string };

export interface GateInputs {
	ci: string | undefined;
	e2e: string | undefined;
	installed: boolean;
}

/** CI services set CI=true (some CI=1); "false" and "0" mean not CI. */
export const isCi = (ci: string | undefined) =>
	ci !== undefined && ci !== '' && ci !== 'false' && ci !== '0';

export function n8nGate({ ci, e2e, installed }: GateInputs): N8nGate {
	if (e2e === '1' || (installed && e2e !== '0')) return { kind: 'run' };
	const why =
		e2e === '0'
			? 'SEO_E2E=0 asks to skip them'
			: 'n8n is not installed in .n8n-demo/n8n (run `npm run demo:install` once, or set SEO_E2E=1)';
	if (!isCi(ci)) return { kind: 'skip', why };
	return {
		kind: 'fail',
		why: `${why}, but CI=true: a green CI must prove that the real-n8n tests ran, so they may not be skipped`,
	};
}

/**
 * `describe` for a suite that needs the real n8n: runs it, skips it with a message on stderr,
 * or replaces it with one failing test that says why (under CI).
 */
export function describeWithN8n(name: string, body: () => void): void {
	const gate = n8nGate({
		ci: process.env.CI,
		e2e: process.env.SEO_E2E,
		installed: isN8nInstalled(),
	});
	if (gate.kind === 'run') {
		describe(name, body);
		return;
	}
	if (gate.kind === 'fail') {
		describe(name, () => {
			test('needs the real n8n', () => {
				throw new Error(gate.why);
			});
		});
		return;
	}
	process.stderr.write(`\n*** SKIPPED: "${name}" (the real-n8n tests): ${gate.why} ***\n\n`);
	describe.skip(name, body);
}

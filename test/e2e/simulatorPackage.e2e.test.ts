/**
 * The README's path for a user with only n8n
 * (docs/decisions/publishing.md#users-first-the-simulator-package-the-examples-the-readme): the packed node
 * installed in a real n8n, the packed `seo-tools-simulator` installed from its tarball into an
 * empty folder and started through its bin, the credentials filled with what the bin printed, and
 * an example run as imported. The other end-to-end tests use the simulator in-process (to look into
 * its state); this one uses only what a user has.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureN8nInstalled } from '../../dev/n8n/install';
import { DEMO_DIR, PACK_DIR, ROOT } from '../../dev/n8n/paths';
import type { N8nInstance } from '../../dev/n8n/runtime';
import { prepareN8n, runUptimeReport } from '../../dev/n8n/scenario';
import {
	installSimulator,
	packSimulator,
	startPackagedSimulator,
	type PackagedSimulator,
} from '../../dev/simulator-package';
import { describeWithN8n } from './n8n-gate';

const MINUTE = 60_000;

describeWithN8n('the packed node in a real n8n against the packed simulator', () => {
	const name = `e2e-sim-package-${process.pid}`;
	const simFolder = join(DEMO_DIR, 'users', `${name}-simulator`);
	const lines: string[] = [];
	const log = (line: string) => lines.push(line);
	let sim: PackagedSimulator | undefined;
	let n8n: N8nInstance | undefined;

	beforeAll(async () => {
		await ensureN8nInstalled(log);
		const bin = await installSimulator(await packSimulator(`${name}-pack`), simFolder);
		sim = await startPackagedSimulator(bin, ['--port', '0']);
		const { printed } = sim;
		const build = !existsSync(join(ROOT, 'dist', 'nodes', 'SeoTools', 'SeoTools.node.js'));
		n8n = (
			await prepareN8n({
				name,
				sim: { baseUrl: printed['Base URL'] },
				account: {
					apiKey: printed['API key'],
					email: printed['E-mail'],
					password: printed['Password'],
				},
				build,
				log,
			})
		).n8n;
	}, 15 * MINUTE);

	afterAll(async () => {
		await n8n?.stop();
		await sim?.stop();
		if (n8n) rmSync(n8n.userFolder, { recursive: true, force: true });
		for (const dir of [simFolder, join(PACK_DIR, name), join(PACK_DIR, `${name}-pack`)])
			rmSync(dir, { recursive: true, force: true });
	});

	test(
		'the daily uptime report runs with the credentials the bin printed: one chart per project',
		async () => {
			const outcome = await runUptimeReport(n8n!);
			expect(outcome.error).toBeUndefined();
			expect(outcome.ok).toBe(true);
			expect(outcome.output).toContain('Uptime, last 30 days');
		},
		3 * MINUTE,
	);
});

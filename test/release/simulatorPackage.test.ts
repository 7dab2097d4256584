/**
 * The simulator as a user gets it
 * (docs/decisions/publishing.md#users-first-the-simulator-package-the-examples-the-readme): the
 * `seo-tools-simulator` package is packed, installed from its tarball into an empty folder, and
 * started through its bin. What it prints must be enough to reach the service: the Base URL, and an
 * API key, e-mail and password the service accepts (checked against the service documentation's own calls, not the
 * simulator's code). A flag it does not know is refused, never ignored.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_DIR, ROOT } from '../../dev/n8n/paths';
import {
	bannerFields,
	installSimulator,
	packSimulator,
	SIMULATOR_PACKAGE_DIR,
	startPackagedSimulator,
	type PackagedSimulator,
} from '../../dev/simulator-package';

const MINUTE = 60_000;
const name = `sim-package-${process.pid}`;
const folder = join(DEMO_DIR, 'users', name);

type Manifest = {
	name: string;
	version: string;
	bin?: Record<string, string>;
	dependencies?: Record<string, string>;
	devDependencies?: Record<string, string>;
	files?: string[];
};
/** The "Label : value" lines of the first code block that starts with the simulator's banner. */
function quotedBanner(markdown: string): Record<string, string> {
	const block =
		/```\nSEO Tools service simulator is running\.\n([\s\S]*?)```/.exec(markdown)?.[1] ?? '';
	return bannerFields(block.split('\n'));
}

const manifest = (dir: string) =>
	JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

describe('the seo-tools-simulator package', () => {
	let bin: string;
	let sim: PackagedSimulator | undefined;

	beforeAll(async () => {
		bin = await installSimulator(await packSimulator(name), folder);
	}, 5 * MINUTE);

	afterAll(async () => {
		await sim?.stop();
		rmSync(folder, { recursive: true, force: true });
		rmSync(join(DEMO_DIR, 'pack', name), { recursive: true, force: true });
	});

	const runBin = (args: string[]) => spawnSync(bin, args, { encoding: 'utf8', timeout: MINUTE });

	test(
		'started from an empty folder, prints a Base URL, API key, e-mail and password the service accepts',
		async () => {
			sim = await startPackagedSimulator(bin, ['--port', '0']);
			const { printed } = sim;
			expect(printed['Base URL']).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
			for (const label of ['API key', 'E-mail', 'Password']) expect(printed[label]).toBeTruthy();
			const base = printed['Base URL'];
			// docs/service/tools-api.md#video-tool: the model catalog is free and answers {models,
			// default} for a valid key.
			const catalog = (await (
				await fetch(`${base}/api/aivideo?key=${encodeURIComponent(printed['API key'])}&models=1`)
			).json()) as { models?: unknown[]; default?: unknown };
			expect(Array.isArray(catalog.models)).toBe(true);
			expect(typeof catalog.default).toBe('string');
			// docs/service/rest-api.md#token-life-cycle: user/auth with e-mail and password answers code
			// 201 and a token pair.
			const auth = (await (
				await fetch(`${base}/api-rest/user/auth`, {
					method: 'POST',
					headers: { 'content-type': 'application/json' },
					body: JSON.stringify({ email: printed['E-mail'], password: printed['Password'] }),
				})
			).json()) as { code?: number; data?: { jwt_token?: unknown } };
			expect(auth.code).toBe(201);
			expect(typeof auth.data?.jwt_token).toBe('string');
			// The READMEs quote what it prints (the Base URL with the default port, which --help names).
			for (const file of [join(ROOT, 'README.md'), join(SIMULATOR_PACKAGE_DIR, 'README.md')]) {
				const quoted = quotedBanner(readFileSync(file, 'utf8'));
				expect({ file, labels: Object.keys(quoted) }).toEqual({
					file,
					labels: ['Base URL', 'API key', 'E-mail', 'Password'],
				});
				for (const label of ['API key', 'E-mail', 'Password'])
					expect({ file, label, value: quoted[label] }).toEqual({
						file,
						label,
						value: printed[label],
					});
				const port = /--port <n>\s+port \(default (\d+)/.exec(runBin(['--help']).stdout)?.[1];
				expect(quoted['Base URL']).toBe(`http://127.0.0.1:${port}`);
			}
			await sim.stop();
			expect(sim.child.exitCode).toBe(0);
		},
		2 * MINUTE,
	);

	test('takes the options of npm run sim, and lists them under --help', async () => {
		const help = runBin(['--help']);
		expect(help.status).toBe(0);
		for (const flag of [
			'--port',
			'--host',
			'--catalog',
			'--agent-catalog',
			'--page-cap',
			'--page-offset',
			'--position-shape',
			'--rows-envelope',
			'--latency',
			'--jitter',
			'--rate',
			'--max-connections',
			'--help',
		])
			expect(help.stdout).toContain(flag);
		const shaped = await startPackagedSimulator(bin, [
			'--port=0',
			'--catalog',
			'alt',
			'--agent-catalog',
			'plain',
			'--latency',
			'5',
			'--rate',
			'20',
			'--page-cap',
			'100,37',
			'--page-offset',
			'overlap',
		]);
		try {
			expect(shaped.printed['Catalog']).toMatch(/^alt\b/);
			expect(shaped.printed['Agent']).toMatch(/^plain\b/);
			expect(shaped.printed['Network']).toMatch(/latency 5 ± 0 ms, rate 20 req\/s/);
			expect(shaped.printed['Pages']).toMatch(
				/at most 100, then 37 rows per page, offset overlap$/,
			);
		} finally {
			await shaped.stop();
		}
	});

	test.each([
		[['--bogus'], /^Unknown option --bogus\. Run seo-tools-simulator --help for the options\.$/],
		[
			['--agent-catlog', 'plain'],
			/^Unknown option --agent-catlog\. Did you mean --agent-catalog\?/,
		],
		[['--prot', '9000'], /^Unknown option --prot\. Did you mean --port\?/],
		[['--port'], /^--port needs a value\. /],
		[['--port', 'http'], /^--port needs a number of 0 or more, not "http"$/],
		[['--agent-catalog', 'full'], /^--agent-catalog is one of standard, plain, not "full"$/],
		[['8787'], /^Unexpected argument 8787\./],
	])('refuses %j with a clear message and starts nothing', (args, message) => {
		const result = runBin(args);
		expect({ status: result.status, stdout: result.stdout }).toEqual({ status: 2, stdout: '' });
		expect(result.stderr.trim()).toMatch(message);
	});

	test('declares what it needs, at the versions this repository tests with; the node package needs nothing', () => {
		const simulator = manifest(SIMULATOR_PACKAGE_DIR);
		const root = manifest(ROOT);
		expect(simulator.version).toBe(root.version);
		expect(simulator.bin).toEqual({ 'seo-tools-simulator': 'dist/cli.js' });
		for (const [dependency, range] of Object.entries(simulator.dependencies ?? {}))
			expect({ dependency, range }).toEqual({
				dependency,
				range: root.devDependencies?.[dependency],
			});
		expect(root.dependencies ?? {}).toEqual({});
		expect(root.files?.some((entry) => entry.includes('simulator'))).toBe(false);
	});
});

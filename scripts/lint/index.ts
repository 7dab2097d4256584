/**
 * `npm run lint`: n8n's strict community-node lint (`n8n-node lint`) on exactly what is published.
 *
 * `n8n-node lint` runs `eslint .` with a fixed config that applies the Cloud rules (no `process`,
 * timers, console...) to every .ts file. Those rules are for code that runs inside n8n: the
 * shipped nodes and credentials. The simulator, tests and scripts are development tools that
 * need timers and `process`, so the strict lint runs on a staged copy holding exactly what is
 * published. See docs/decisions/toolchain.md#toolchain. Extra arguments go to `n8n-node lint` (`-- --fix`).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');
const stage = join(root, '.cache', 'lint-stage');
rmSync(stage, { recursive: true, force: true });
mkdirSync(stage, { recursive: true });
for (const entry of [
	'package.json',
	'eslint.config.mjs',
	'tsconfig.json',
	'nodes',
	'credentials',
	'icons',
	'README.md',
]) {
	cpSync(join(root, entry), join(stage, entry), { recursive: true });
}
symlinkSync(join(root, 'node_modules'), join(stage, 'node_modules'), 'dir');
const args = ['lint', ...process.argv.slice(2)];
try {
	execFileSync(join(root, 'node_modules', '.bin', 'n8n-node'), args, {
		cwd: stage,
		stdio: 'inherit',
		env: { ...process.env, CI: 'true' },
	});
} catch (error) {
	process.exit((error as { status?: number }).status ?? 1);
}

/**
 * `npm run test:loaded`: `npm test` while two CPU-bound processes run beside it, as on a
 * contributor's machine doing other work or a shared CI runner. The tests must pass anyway: none
 * may depend on how fast this machine is (docs/decisions/toolchain.md#tests-on-a-busy-machine). Exits
 * with npm test's code; the busy processes are stopped by their ids whatever happens.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const BUSY_PROCESSES = 2;
/** Spins until killed: one core's worth of work that the tests must share the machine with. */
const SPIN = 'for (;;) { Math.sqrt(Math.random()); }';

const busy: ChildProcess[] = Array.from({ length: BUSY_PROCESSES }, () =>
	spawn(process.execPath, ['-e', SPIN], { stdio: 'ignore' }),
);

function stopBusy(): void {
	for (const child of busy) if (child.exitCode === null && child.pid) child.kill('SIGKILL');
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
	process.on(signal, () => {
		stopBusy();
		process.exit(130);
	});

process.stdout.write(
	`test:loaded: ${busy.length} busy processes (pids ${busy.map((c) => c.pid).join(', ')}) beside npm test\n`,
);
const started = Date.now();
const test = spawn('npm', ['test'], { stdio: 'inherit' });
test.on('exit', (code, signal) => {
	stopBusy();
	const minutes = ((Date.now() - started) / 60_000).toFixed(1);
	process.stdout.write(
		`test:loaded: npm test ended with ${code ?? signal} after ${minutes} min beside ${busy.length} busy processes\n`,
	);
	process.exit(code ?? 1);
});

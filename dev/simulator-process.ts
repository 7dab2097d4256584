import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { startSimulator, type Simulator } from '../simulator';

/**
 * A simulator in its own process, so that the heap a parent measures holds only n8n and the node.
 * The child side (`serveSimulatorProcess`) runs in a small entry file that seeds what its caller
 * needs; the parent side (`startSimulatorProcess`) starts that file and learns its address.
 */

/** Child side: starts a frozen-clock simulator, seeds it, prints `{"baseUrl": ...}` on one line, and exits when the parent closes stdin. */
export async function serveSimulatorProcess(seed: (sim: Simulator) => void): Promise<void> {
	const sim = await startSimulator({ clock: { frozen: true } });
	seed(sim);
	process.stdout.write(`${JSON.stringify({ baseUrl: sim.baseUrl })}\n`);
	process.stdin.resume();
	process.stdin.on('end', () => void sim.close().then(() => process.exit(0)));
}

/** Parent side: runs `entry` (a .ts file calling `serveSimulatorProcess`) with tsx and waits for its address. Closing the child's stdin stops it. */
export async function startSimulatorProcess(
	entry: string,
	args: string[],
	cwd: string,
): Promise<{ child: ChildProcess; baseUrl: string }> {
	const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
		cwd,
		stdio: ['pipe', 'pipe', 'inherit'],
	});
	const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
	return { child, baseUrl: (JSON.parse(line) as { baseUrl: string }).baseUrl };
}

import { startSimulator } from '../../simulator';
import { addProject, BENCH_PROJECTS } from './seed';

/**
 * A simulator in its own process, so that the heap the parent measures holds only n8n and the
 * node: the simulator builds every 50,000-row page from all its rows, which would dwarf the
 * node's own use. Seeds the large project with argv[2] queries, prints `{"baseUrl": ...}` on one
 * line, and exits when the parent closes stdin.
 */
async function main(): Promise<void> {
	const sim = await startSimulator({ clock: { frozen: true } });
	addProject(sim, BENCH_PROJECTS.large, Number(process.argv[2]));
	process.stdout.write(`${JSON.stringify({ baseUrl: sim.baseUrl })}\n`);
	process.stdin.resume();
	process.stdin.on('end', () => void sim.close().then(() => process.exit(0)));
}

void main();

import { serveSimulatorProcess } from '../../dev/simulator-process';
import { addProject, BENCH_PROJECTS } from './seed';

/**
 * The large-read benchmark's simulator, in its own process: the simulator builds every
 * 50,000-row page from all its rows, which would dwarf the node's own use of the heap the parent
 * measures. Seeds the large project with argv[2] queries.
 */
void serveSimulatorProcess((sim) => addProject(sim, BENCH_PROJECTS.large, Number(process.argv[2])));

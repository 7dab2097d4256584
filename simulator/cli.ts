import { catalogProfile, SEED, startSimulator } from './index';
import { networkFromArgs } from './core/network';

const option = (name: string): string | undefined => {
	const index = process.argv.indexOf(name);
	return index === -1 ? undefined : process.argv[index + 1];
};

/**
 * `npm run sim [-- --port 8787] [--catalog standard|alt] [--page-cap 100 | --page-cap 100,37,250] [--latency 50 --jitter 20 --rate 20 --max-connections 64]`:
 * starts the simulator and prints how to reach it. `--page-cap` caps queries/get pages below the
 * spec's 50,000 rows (a list is taken in turn, one cap per request). The network flags give every answer a
 * latency (ms, ± jitter), a request-rate limit (HTTP 429 with Retry-After above it) and a cap on
 * requests handled at once (HTTP 503 above it); GET /__sim/network shows the counters.
 */
async function main(): Promise<void> {
	const port = Number(option('--port') ?? process.env.SIM_PORT ?? 0);
	const catalog = catalogProfile(option('--catalog') ?? 'standard');
	const network = networkFromArgs(process.argv);
	const pageCapArg = option('--page-cap');
	const queryPageCap = pageCapArg?.split(',').map(Number);
	const sim = await startSimulator({ port, catalog: catalog.name, network, queryPageCap });
	const profile = sim.network.current();
	const lines = [
		'SEO Tools service simulator is running.',
		`  Base URL : ${sim.baseUrl}`,
		`  Catalog  : ${catalog.name} (video models ${catalog.models.map((m) => m.value).join(', ')}; default ${catalog.default})`,
		`  API key  : ${SEED.paid.apiKey}`,
		`  E-mail   : ${SEED.paid.email}`,
		`  Password : ${SEED.paid.password}`,
		`  Pages    : queries/get at most ${queryPageCap?.join(', then ') ?? '50000'} rows per page`,
		`  Network  : latency ${profile.latencyMs ?? 0} ± ${profile.jitterMs ?? 0} ms, rate ${profile.ratePerSecond ?? 'unlimited'} req/s, ${profile.maxConnections ?? 'unlimited'} at once (counters: ${sim.baseUrl}/__sim/network)`,
		`  Try      : curl '${sim.baseUrl}/projects/api/v1/project/get?token=${SEED.paid.apiKey}&project_id=${SEED.projects.shop}'`,
		'Press Ctrl+C to stop.',
	];
	process.stdout.write(`${lines.join('\n')}\n`);
	const stop = () => void sim.close().then(() => process.exit(0));
	process.on('SIGINT', stop);
	process.on('SIGTERM', stop);
}

void main();

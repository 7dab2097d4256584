import { catalogProfile, SEED, startSimulator } from './index';

const option = (name: string): string | undefined => {
	const index = process.argv.indexOf(name);
	return index === -1 ? undefined : process.argv[index + 1];
};

/** `npm run sim [-- --port 8787] [--catalog standard|alt]`: starts the simulator and prints how to reach it. */
async function main(): Promise<void> {
	const port = Number(option('--port') ?? process.env.SIM_PORT ?? 0);
	const catalog = catalogProfile(option('--catalog') ?? 'standard');
	const sim = await startSimulator({ port, catalog: catalog.name });
	const lines = [
		'SEO Tools service simulator is running.',
		`  Base URL : ${sim.baseUrl}`,
		`  Catalog  : ${catalog.name} (video models ${catalog.models.map((m) => m.value).join(', ')}; default ${catalog.default})`,
		`  API key  : ${SEED.paid.apiKey}`,
		`  E-mail   : ${SEED.paid.email}`,
		`  Password : ${SEED.paid.password}`,
		`  Try      : curl '${sim.baseUrl}/projects/api/v1/project/get?token=${SEED.paid.apiKey}&project_id=${SEED.projects.shop}'`,
		'Press Ctrl+C to stop.',
	];
	process.stdout.write(`${lines.join('\n')}\n`);
	const stop = () => void sim.close().then(() => process.exit(0));
	process.on('SIGINT', stop);
	process.on('SIGTERM', stop);
}

void main();

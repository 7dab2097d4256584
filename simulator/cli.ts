import { SEED, startSimulator } from './index';

/** `npm run sim [-- --port 8787]`: starts the simulator and prints how to reach it. */
async function main(): Promise<void> {
	const portIndex = process.argv.indexOf('--port');
	const port = portIndex === -1 ? Number(process.env.SIM_PORT ?? 0) : Number(process.argv[portIndex + 1]);
	const sim = await startSimulator({ port });
	const lines = [
		'SEO Tools service simulator is running.',
		`  Base URL : ${sim.baseUrl}`,
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

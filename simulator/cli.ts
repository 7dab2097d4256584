#!/usr/bin/env node
import { basename } from 'node:path';
import { catalogProfile, SEED, startSimulator, type Simulator, type StartOptions } from './index';
import { parseSimulatorArgs, usage, UsageError, type SimulatorCliOptions } from './cli/options';

/**
 * The simulator's command line: `npx seo-tools-simulator [options]` for users (the published
 * package's bin) and `npm run sim -- [options]` in this repository; `--help` lists the options.
 * Starts the simulator and prints how to reach it.
 */
async function start(options: SimulatorCliOptions): Promise<Simulator> {
	const startOptions: StartOptions = {
		port: options.port,
		host: options.host,
		catalog: options.catalog,
		agentCatalog: options.agentCatalog,
		queryPageCap: options.queryPageCap,
		queryOffset: options.queryOffset,
		positionShape: options.positionShape,
		rowsEnvelope: options.rowsEnvelope,
		network: options.network,
	};
	try {
		return await startSimulator(startOptions);
	} catch (error) {
		if ((error as { code?: string }).code === 'EADDRINUSE')
			throw new UsageError(
				`Port ${options.port} is in use (another simulator?). Stop it, or pass --port <n> (--port 0 picks a free one).`,
			);
		throw error;
	}
}

function banner(sim: Simulator, options: SimulatorCliOptions): string[] {
	const catalog = catalogProfile(options.catalog);
	const profile = sim.network.current();
	return [
		'SEO Tools service simulator is running.',
		`  Base URL : ${sim.baseUrl}`,
		...(options.host === '0.0.0.0'
			? [
					`  Docker   : http://host.docker.internal:${new URL(sim.baseUrl).port} (n8n in a container)`,
				]
			: []),
		`  API key  : ${SEED.paid.apiKey}`,
		`  E-mail   : ${SEED.paid.email}`,
		`  Password : ${SEED.paid.password}`,
		`  Catalog  : ${catalog.name} (video models ${catalog.models.map((m) => m.value).join(', ')}; default ${catalog.default})`,
		`  Agent    : ${options.agentCatalog} tool catalog at ${sim.baseUrl}/api/mcp`,
		`  Pages    : queries/get at most ${options.queryPageCap?.join(', then ') ?? '50000'} rows per page${options.queryOffset === 'honoured' ? '' : `, offset ${options.queryOffset}`}`,
		`  Network  : latency ${profile.latencyMs ?? 0} ± ${profile.jitterMs ?? 0} ms, rate ${profile.ratePerSecond ?? 'unlimited'} req/s, ${profile.maxConnections ?? 'unlimited'} at once (counters: ${sim.baseUrl}/__sim/network)`,
		`  Try      : curl '${sim.baseUrl}/projects/api/v1/project/get?token=${SEED.paid.apiKey}&project_id=${SEED.projects.shop}'`,
		'Put the Base URL, API key, e-mail and password into the SEO Tools credentials in n8n.',
		'Press Ctrl+C to stop.',
	];
}

async function main(): Promise<void> {
	// Under `npm run sim` the script is cli.ts; the published bin is called by its own name.
	const command = /\.ts$/.test(process.argv[1] ?? '')
		? 'npm run sim --'
		: basename(process.argv[1] ?? 'seo-tools-simulator').replace(/\.js$/, '');
	const parsed = parseSimulatorArgs(process.argv.slice(2), { command });
	if (parsed.help) {
		process.stdout.write(`${usage(command)}\n`);
		return;
	}
	const sim = await start(parsed.options);
	process.stdout.write(`${banner(sim, parsed.options).join('\n')}\n`);
	const stop = () => void sim.close().then(() => process.exit(0));
	process.on('SIGINT', stop);
	process.on('SIGTERM', stop);
}

main().catch((error: Error) => {
	process.stderr.write(
		error instanceof UsageError ? `${error.message}\n` : `${error.stack ?? error.message}\n`,
	);
	process.exit(2);
});

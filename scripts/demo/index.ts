/**
 * `npm run demo`: the package in a real n8n, against the simulator.
 *
 * Builds and packs the package, installs n8n (once, cached in .n8n-demo/), installs the tarball
 * as a community package, imports the credentials and the examples, runs the examples headlessly
 * (`n8n execute`; the SEO assistant's AI Agent talks to the simulator's scripted chat model), then proves the trigger examples under `n8n start`. Leaves nothing running.
 *
 * Flags: --no-build (use dist/ as it is), --no-triggers (skip the `n8n start` part),
 *        --install-only (`npm run demo:install`: install n8n into .n8n-demo and stop), and the
 *        simulator's network flags (--latency, --jitter, --rate, --max-connections). An unknown
 *        flag is refused.
 * The phases live in the files beside this one.
 */
import { stopOnSignals } from '../../dev/n8n/install';
import { parseSimulatorArgs, UsageError } from '../../simulator/cli/options';
import {
	installOnly,
	log,
	prepareDemo,
	recordFailure,
	runAgentExamples,
	runExamples,
	runTriggerExamples,
	summary,
	type Demo,
} from './phases';

async function main(): Promise<number> {
	const {
		help,
		options,
		extra: args,
	} = parseSimulatorArgs(process.argv.slice(2), {
		command: 'npm run demo --',
		extraFlags: ['install-only', 'no-build', 'no-triggers'],
	});
	if (help) {
		log(
			'Usage: npm run demo -- [--no-build] [--no-triggers] [--install-only] [--latency <ms>] [--jitter <ms>] [--rate <n>] [--max-connections <n>]',
		);
		return 0;
	}
	if (args.has('install-only')) return await installOnly();
	const demo: Demo = { started: Date.now(), outcomes: [] };
	stopOnSignals(() => Promise.allSettled([demo.n8n?.stop(), demo.sim?.close()]), log);
	try {
		const { sim, n8n } = await prepareDemo(demo, !args.has('no-build'), options.network);
		const reportId = await runExamples(demo, sim, n8n);
		if (!args.has('no-triggers')) await runTriggerExamples(demo, sim, n8n, reportId);
		await runAgentExamples(demo, n8n);
	} catch (error) {
		recordFailure(demo, error as Error);
	} finally {
		await demo.n8n?.stop();
		await demo.sim?.close();
	}
	return summary(demo);
}

main().then(
	(code) => process.exit(code),
	(error: Error) => {
		process.stderr.write(
			error instanceof UsageError ? `${error.message}\n` : `${error.stack ?? error.message}\n`,
		);
		process.exit(1);
	},
);

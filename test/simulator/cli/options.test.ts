/**
 * The simulator's command line (`npx seo-tools-simulator`, `npm run sim`, `npm run demo`): each
 * flag lands in the option it names, defaults are the documented ones, and anything else is
 * refused rather than ignored. The packed bin is checked as a user runs it in
 * test/release/simulatorPackage.test.ts.
 */
import { parseSimulatorArgs, UsageError } from '../../../simulator/cli/options';

describe('the simulator command line', () => {
	it('defaults: port 8787 on 127.0.0.1, standard catalogs, no network shaping', () => {
		expect(parseSimulatorArgs([])).toEqual({
			help: false,
			extra: new Set(),
			options: {
				port: 8787,
				host: '127.0.0.1',
				catalog: 'standard',
				agentCatalog: 'standard',
				queryOffset: 'honoured',
				positionShape: 'pairs',
				rowsEnvelope: 'named',
				network: {
					latencyMs: undefined,
					jitterMs: undefined,
					ratePerSecond: undefined,
					maxConnections: undefined,
				},
			},
		});
	});

	it('reads every flag, in both --flag value and --flag=value forms', () => {
		const { options } = parseSimulatorArgs([
			'--port=0',
			'--host',
			'0.0.0.0',
			'--catalog',
			'alt',
			'--agent-catalog=plain',
			'--page-cap',
			'100,37',
			'--page-offset=overlap',
			'--position-shape=series',
			'--rows-envelope',
			'data-meta',
			'--latency=50',
			'--jitter',
			'20',
			'--rate=20',
			'--max-connections',
			'64',
		]);
		expect(options).toEqual({
			port: 0,
			host: '0.0.0.0',
			catalog: 'alt',
			agentCatalog: 'plain',
			queryPageCap: [100, 37],
			queryOffset: 'overlap',
			positionShape: 'series',
			rowsEnvelope: 'data-meta',
			network: { latencyMs: 50, jitterMs: 20, ratePerSecond: 20, maxConnections: 64 },
		});
	});

	it('takes a caller’s own boolean flags (the demo’s) and refuses the rest', () => {
		const parsed = parseSimulatorArgs(['--no-build', '--rate', '5'], {
			extraFlags: ['no-build', 'no-triggers'],
		});
		expect([...parsed.extra]).toEqual(['no-build']);
		expect(parsed.options.network.ratePerSecond).toBe(5);
		expect(() => parseSimulatorArgs(['--no-build'])).toThrow(UsageError);
	});

	it.each([
		[
			['--agent-catalog', 'plain', '--bogus'],
			'Unknown option --bogus. Run seo-tools-simulator --help for the options.',
		],
		[
			['--latncy', '5'],
			'Unknown option --latncy. Did you mean --latency? Run seo-tools-simulator --help for the options.',
		],
		[['--rate=-1'], '--rate needs a number of 0 or more, not "-1"'],
		[
			['--rate', '-1'],
			'--rate needs a value (a value that starts with "-" is written --rate=<value>). Run seo-tools-simulator --help for the options.',
		],
		[['--port'], '--port needs a value. Run seo-tools-simulator --help for the options.'],
		[['--port', '70000'], '--port needs a whole number from 0 to 65535, not "70000"'],
		[['--catalog', 'plain'], '--catalog is one of standard, alt, not "plain"'],
		[
			['--page-cap', '100,x'],
			'--page-cap needs whole numbers of 1 or more, separated by commas, not "100,x"',
		],
		[
			['--page-offset', 'skip'],
			'--page-offset is one of honoured, ignored, changing, overlap, not "skip"',
		],
	])('refuses %j', (args, message) => {
		expect(() => parseSimulatorArgs(args)).toThrow(new UsageError(message));
	});

	it('--help is a request, not an error', () => {
		expect(parseSimulatorArgs(['-h']).help).toBe(true);
		expect(parseSimulatorArgs(['--help']).help).toBe(true);
	});
});

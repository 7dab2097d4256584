import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { NetworkProfile } from '../core/network';
import { AGENT_CATALOG_PROFILES, type AgentCatalogProfile } from '../agent-api/profile';
import { CATALOG_PROFILES, type CatalogProfileName } from '../tools-api/catalog';
import { OFFSET_MODES, type OffsetMode } from '../project-api/pageOffset';
import {
	POSITION_SHAPES,
	ROWS_ENVELOPES,
	type PositionShape,
	type RowsEnvelope,
} from '../agent-api/answerShapes';

/** The port users' credentials and the examples name: a fixed default keeps them valid across restarts. */
export const DEFAULT_PORT = 8787;

export interface SimulatorCliOptions {
	port: number;
	host: string;
	catalog: CatalogProfileName;
	agentCatalog: AgentCatalogProfile;
	/** `queries/get` page caps below the service documentation's 50,000 rows, taken in turn per request. */
	queryPageCap?: number[];
	/** How `queries/get` reads its offset (default `honoured`). */
	queryOffset: OffsetMode;
	/** compare_positions' rows: from/to pairs (default) or series keyed by check date. */
	positionShape: PositionShape;
	/** compare_positions' container: `positions` (default) or `data` with `meta`. */
	rowsEnvelope: RowsEnvelope;
	network: NetworkProfile;
}

/** A command line the simulator cannot run: the message says what to change. */
export class UsageError extends Error {}

const FLAGS = {
	port: { type: 'string' },
	host: { type: 'string' },
	catalog: { type: 'string' },
	'agent-catalog': { type: 'string' },
	'page-cap': { type: 'string' },
	'page-offset': { type: 'string' },
	'position-shape': { type: 'string' },
	'rows-envelope': { type: 'string' },
	latency: { type: 'string' },
	jitter: { type: 'string' },
	rate: { type: 'string' },
	'max-connections': { type: 'string' },
	help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsConfig['options'];

/** `--help`: every flag, its values and its default. `command` is how the user started it. */
export function usage(command: string): string {
	return [
		`Usage: ${command} [options]`,
		'',
		'Starts a local SEO Tools service (project API, tools API, REST API, agent interface)',
		'with seeded accounts and projects, and prints the Base URL, API key, e-mail and password',
		'to put into the SEO Tools credentials in n8n. Nothing is charged; Ctrl+C stops it.',
		'',
		'Options:',
		`  --port <n>              port (default ${DEFAULT_PORT}; 0 picks a free one)`,
		'  --host <address>        address to listen on (default 127.0.0.1; 0.0.0.0 lets n8n in Docker',
		'                          reach it as http://host.docker.internal:<port>)',
		`  --catalog <name>        video model catalog: ${CATALOG_PROFILES.join(' | ')} (default standard)`,
		`  --agent-catalog <name>  agent tool catalog: ${AGENT_CATALOG_PROFILES.join(' | ')} (default standard)`,
		'  --page-cap <n[,n...]>   queries/get rows per page below 50000; a list is taken in turn, one per request',
		`  --page-offset <mode>    how queries/get reads offset: ${OFFSET_MODES.join(' | ')} (default honoured)`,
		`  --position-shape <s>    compare_positions rows: ${POSITION_SHAPES.join(' | ')} (default pairs)`,
		`  --rows-envelope <s>     compare_positions container: ${ROWS_ENVELOPES.join(' | ')} (default named)`,
		'  --latency <ms>          added to every answer (default 0)',
		"  --jitter <ms>           each answer's latency varies by up to ± this (default 0)",
		'  --rate <n>              requests per second before HTTP 429 with Retry-After (default unlimited)',
		'  --max-connections <n>   requests handled at once before HTTP 503 (default unlimited)',
		'  -h, --help              this text',
	].join('\n');
}

/** The closest known flag to a misspelt one, when it is close enough to be a typo. */
function closestFlag(unknown: string, known: string[]): string | undefined {
	const distance = (a: string, b: string) => {
		const row = Array.from({ length: b.length + 1 }, (_, i) => i);
		for (let i = 1; i <= a.length; i++) {
			let diagonal = row[0];
			row[0] = i;
			for (let j = 1; j <= b.length; j++) {
				const above = row[j];
				row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
				diagonal = above;
			}
		}
		return row[b.length];
	};
	const [best] = known
		.map((flag) => ({ flag, d: distance(unknown, flag) }))
		.sort((x, y) => x.d - y.d);
	return best && best.d <= 3 ? best.flag : undefined;
}

function refusal(error: unknown, known: string[], command: string): UsageError {
	const { code, message } = error as { code?: string; message: string };
	const help = `Run ${command} --help for the options.`;
	if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
		const flag = /'([^']+)'/.exec(message)?.[1] ?? 'option';
		const guess = closestFlag(flag.replace(/^-+/, '').split('=')[0], known);
		return new UsageError(
			`Unknown option ${flag}.${guess ? ` Did you mean --${guess}?` : ''} ${help}`,
		);
	}
	if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
		return new UsageError(`Unexpected argument ${/'([^']+)'/.exec(message)?.[1] ?? ''}. ${help}`);
	if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
		const flag = /'(--[\w-]+)/.exec(message)?.[1] ?? 'This option';
		const why = /ambiguous/.test(message)
			? ` (a value that starts with "-" is written ${flag}=<value>)`
			: '';
		return new UsageError(`${flag} needs a value${why}. ${help}`);
	}
	return new UsageError(`${message} ${help}`);
}

function count(flag: string, raw: string | undefined): number | undefined {
	if (raw === undefined) return undefined;
	const value = Number(raw);
	if (raw.trim() === '' || !Number.isFinite(value) || value < 0)
		throw new UsageError(`--${flag} needs a number of 0 or more, not "${raw}"`);
	return value;
}

function pageCaps(raw: string | undefined): number[] | undefined {
	if (raw === undefined) return undefined;
	const caps = raw.split(',').map((part) => Number(part.trim()));
	if (caps.some((cap) => !Number.isInteger(cap) || cap < 1))
		throw new UsageError(
			`--page-cap needs whole numbers of 1 or more, separated by commas, not "${raw}"`,
		);
	return caps;
}

function choice<T extends string>(flag: string, raw: string | undefined, allowed: readonly T[]): T {
	const value = (raw ?? allowed[0]) as T;
	if (!allowed.includes(value))
		throw new UsageError(`--${flag} is one of ${allowed.join(', ')}, not "${raw}"`);
	return value;
}

/**
 * Reads the simulator's command line strictly: an unknown or misspelt flag, a missing value or a
 * stray word is refused with a UsageError, never ignored. `extraFlags` are boolean flags of the
 * caller (the demo's `--no-build`); they are returned in `extra`.
 */
export function parseSimulatorArgs(
	args: string[],
	options: { command?: string; extraFlags?: string[] } = {},
): { help: boolean; options: SimulatorCliOptions; extra: Set<string> } {
	const command = options.command ?? 'seo-tools-simulator';
	const extraFlags = options.extraFlags ?? [];
	const config = {
		...FLAGS,
		...Object.fromEntries(extraFlags.map((flag) => [flag, { type: 'boolean' as const }])),
	};
	let values: Record<string, string | boolean | undefined>;
	try {
		values = parseArgs({ args, options: config, strict: true, allowPositionals: false }).values;
	} catch (error) {
		throw refusal(error, Object.keys(config), command);
	}
	const text = (flag: keyof typeof FLAGS) => values[flag] as string | undefined;
	const port = count('port', text('port')) ?? DEFAULT_PORT;
	if (!Number.isInteger(port) || port > 65535)
		throw new UsageError(`--port needs a whole number from 0 to 65535, not "${text('port')}"`);
	return {
		help: values.help === true,
		extra: new Set(extraFlags.filter((flag) => values[flag] === true)),
		options: {
			port,
			host: text('host')?.trim() || '127.0.0.1',
			catalog: choice('catalog', text('catalog'), CATALOG_PROFILES),
			agentCatalog: choice('agent-catalog', text('agent-catalog'), AGENT_CATALOG_PROFILES),
			queryPageCap: pageCaps(text('page-cap')),
			queryOffset: choice('page-offset', text('page-offset'), OFFSET_MODES),
			positionShape: choice('position-shape', text('position-shape'), POSITION_SHAPES),
			rowsEnvelope: choice('rows-envelope', text('rows-envelope'), ROWS_ENVELOPES),
			network: {
				latencyMs: count('latency', text('latency')),
				jitterMs: count('jitter', text('jitter')),
				ratePerSecond: count('rate', text('rate')),
				maxConnections: count('max-connections', text('max-connections')),
			},
		},
	};
}

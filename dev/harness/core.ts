import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { ServiceIdentifier } from '@n8n/di';
import { BinaryDataConfig, BinaryDataService } from 'n8n-core';

/** Where binary data lives during a run: base64 inside the item ('default') or files in a temp dir. */
export type BinaryDataMode = 'default' | 'filesystem';

// n8n-core ships its own nested @n8n/di, @n8n/config and @n8n/backend-common. Each @n8n/di copy
// keeps a separate module-level registry, so services must be registered through the copies
// n8n-core itself resolves, not the top-level ones a plain `import` here would pick up.
const coreRequire = createRequire(require.resolve('n8n-core'));
export const { Container } = coreRequire('@n8n/di') as typeof import('@n8n/di');
const { Logger } = coreRequire('@n8n/backend-common') as { Logger: ServiceIdentifier };
const { InstanceSettingsConfig } = coreRequire('@n8n/config') as {
	InstanceSettingsConfig: ServiceIdentifier;
};

type LogFn = (message: string, meta?: unknown) => void;
interface HarnessLogger {
	error: LogFn;
	warn: LogFn;
	info: LogFn;
	debug: LogFn;
	scoped(): HarnessLogger;
}

function createLogger(): HarnessLogger {
	// The engine reports every node error (including expected ones in tests) through the
	// logger; stay quiet unless someone is debugging the harness itself.
	const verbose = process.env.N8N_HARNESS_DEBUG === 'true';
	const log =
		(level: string): LogFn =>
		(message, meta) => {
			if (verbose) console.log(`[n8n ${level}] ${message}`, meta ?? '');
		};
	const logger: HarnessLogger = {
		error: log('error'),
		warn: log('warn'),
		info: log('info'),
		debug: log('debug'),
		scoped: () => logger,
	};
	return logger;
}

let tempDir: string | undefined;
let binaryDataService: BinaryDataService | undefined;

function removeTempDir() {
	if (tempDir) rmSync(tempDir, { recursive: true, force: true });
	tempDir = undefined;
}

// Jest hands test files a sandboxed `process` whose 'exit' never fires, so clean up per test file
// there; elsewhere (scripts) fall back to process exit.
if (typeof afterAll === 'function') afterAll(removeTempDir);
else process.once('exit', removeTempDir);

/** One temp dir (per test file under jest) for the n8n user folder and filesystem binary data. */
function harnessTempDir(): string {
	tempDir ??= mkdtempSync(path.join(tmpdir(), 'n8n-harness-'));
	return tempDir;
}

/**
 * Registers the services n8n-core pulls from its DI container while executing nodes.
 * Idempotent; the first call builds everything, later calls only switch the binary mode.
 */
export async function bootstrapCore(binaryMode: BinaryDataMode = 'default'): Promise<void> {
	if (!binaryDataService) {
		const dir = harnessTempDir();
		const n8nFolder = path.join(dir, '.n8n');
		mkdirSync(n8nFolder, { recursive: true });

		Container.set(Logger, createLogger());
		// Pre-seeding the config keeps InstanceSettings (built on demand as a dependency) away from
		// $HOME/.n8n and env vars: its settings file with the encryption key lands in the temp folder.
		Container.set(InstanceSettingsConfig, {
			enforceSettingsFilePermissions: false,
			encryptionKey: 'n8n-harness-encryption-key',
			n8nFolder,
			userHome: dir,
		});

		const config = Container.get(BinaryDataConfig);
		config.localStoragePath = path.join(dir, 'binary-data');
		config.mode = 'filesystem';
		const service = Container.get(BinaryDataService);
		await service.init();
		binaryDataService = service;
	}

	// With no manager registered for the active mode, BinaryDataService keeps data inline
	// as base64, which is exactly n8n's in-memory ('default') behaviour.
	Container.get(BinaryDataConfig).mode = binaryMode;
	(binaryDataService as unknown as { mode: string }).mode =
		binaryMode === 'filesystem' ? 'filesystem-v2' : 'default';
}

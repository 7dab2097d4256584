import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transpileModule, ModuleKind, ScriptTarget } from 'typescript';
import { HELPER_LOOP_TYPE } from './helper-node';

/** The helper loop's package name: n8n loads community packages named `n8n-nodes-*`. */
const PACKAGE = HELPER_LOOP_TYPE.split('.')[0];
/** n8n names a node's class after its file (`HelperLoop.node.js` → `HelperLoop`). */
const FILE = 'dist/HelperLoop.node.js';

/**
 * Installs the bare helper loop (helper-node.ts) into a real n8n's user folder beside the
 * package, as a community package of its own (`n8n-nodes-bench`, node type HELPER_LOOP_TYPE),
 * so that the profiler (profile-real-n8n.ts) can run it as a workflow in the same n8n as SEO
 * Tools. Compiled here with TypeScript's own transpiler; n8n-workflow is n8n's copy (n8n puts
 * its modules on NODE_PATH before it loads community packages). Call it after the package is
 * installed: `npm install` in that folder would remove a package it does not list.
 */
export function installHelperLoop(userFolder: string): void {
	const dir = join(userFolder, '.n8n', 'nodes', 'node_modules', PACKAGE);
	mkdirSync(join(dir, 'dist'), { recursive: true });
	const source = readFileSync(join(__dirname, 'helper-node.ts'), 'utf8');
	const { outputText } = transpileModule(source, {
		compilerOptions: { module: ModuleKind.CommonJS, target: ScriptTarget.ES2022 },
	});
	writeFileSync(join(dir, FILE), outputText);
	writeFileSync(
		join(dir, 'package.json'),
		`${JSON.stringify(
			{
				name: PACKAGE,
				version: '0.0.0',
				private: true,
				n8n: { n8nNodesApiVersion: 1, nodes: [FILE], credentials: [] },
			},
			null,
			2,
		)}\n`,
	);
}

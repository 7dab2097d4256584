/**
 * Process-wide state lives behind one registry (docs/decisions/toolchain.md#house-rules-kept-as-tests):
 * nodes/shared/utils/processMap.ts makes every map this n8n process keeps from one execution
 * to the next, and resetProcessState() forgets them all. This reads the module-level
 * declarations of nodes/ as text: a map, set or variable made any other way fails here.
 * What it cannot see: state kept in a module-level array or object, or in a class's static field;
 * nodes/ has none, and a reviewer of such a change should send it to the registry too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, sourceFiles } from './imports';

const REGISTRY = 'nodes/shared/utils/processMap.ts';

/**
 * Memory of one execution, not of the process: WeakMaps keyed by the execution's context (or the
 * editor request's), which end with it. Each is named where the registry is documented.
 */
const PER_EXECUTION = [
	'nodes/shared/parts/agent/checkArguments.ts: remembered',
	'nodes/shared/parts/agent/listAgentTools.ts: cache',
	'nodes/shared/transport/agentSession.ts: sessions',
	'nodes/shared/transport/apiKeyCredential.ts: apiKeys',
	'nodes/shared/transport/chargingWindow.ts: windows',
	'nodes/shared/transport/governor.ts: governors',
	'nodes/shared/transport/rememberSecrets.ts: known',
	'nodes/shared/transport/requestSettings.ts: made',
	'nodes/shared/utils/itemParameter.ts: executions',
];

/**
 * Module-level variables that change. agentRequest.ts's JSON-RPC id counter: an id only has to differ
 * from the other ids of its session, so the counter is never reset and nothing reads it back.
 */
const VARIABLES = ['nodes/shared/transport/agentRequest.ts: nextId'];

interface Declaration {
	at: string;
	type: string;
	value: string;
}

/** Declarations at the top level of a file (not indented): `const name: Type = value…`. */
function moduleLevel(file: string): Declaration[] {
	const text = readFileSync(join(ROOT, file), 'utf8');
	const DECLARATION =
		/^(?:export\s+)?(const|let|var)\s+(\w+)\s*(?::\s*([^=\n]+?))?\s*=\s*([^\n]*)$/gm;
	return [...text.matchAll(DECLARATION)].map(([, kind, name, type = '', value]) => ({
		at: `${file}: ${name}`,
		type: kind === 'const' ? type : `${kind} ${type}`,
		value,
	}));
}

const declarations = [...sourceFiles('nodes'), ...sourceFiles('credentials')].flatMap(moduleLevel);
const made = (pattern: RegExp) => declarations.filter((d) => pattern.test(d.value));
const at = (list: Declaration[]) => list.map((d) => d.at).sort();

/** The registry's own documentation: its first comment. */
const registryComment = () =>
	/\/\*\*([\s\S]*?)\*\//.exec(readFileSync(join(ROOT, REGISTRY), 'utf8'))![1];

describe('process-wide state lives behind one registry', () => {
	it('no module-level Map or Set but through the registry, or a constant table typed read-only', () => {
		const outside = made(/^new (Map|Set)\b/)
			.filter((d) => !/^Readonly(Map|Set)</.test(d.type))
			.filter((d) => !d.at.startsWith(`${REGISTRY}:`));
		expect(at(outside)).toEqual([]);
	});

	it('module-level WeakMaps and WeakSets are only the per-execution ones, named in the registry', () => {
		expect(at(made(/^new Weak(Map|Set)\b/))).toEqual(PER_EXECUTION);
		const comment = registryComment();
		for (const file of PER_EXECUTION.map((entry) => entry.split(':')[0]))
			expect({ file, named: comment.includes(file.replace(/^nodes\//, '')) }).toEqual({
				file,
				named: true,
			});
	});

	it('no module-level variable holds state, but the ones listed here with their reason', () => {
		const variables = declarations.filter((d) => /^(let|var) /.test(d.type));
		expect(at(variables)).toEqual(VARIABLES);
	});

	it('the registry names every owner of process-wide state, and no other file', () => {
		const owners = [...new Set(made(/^processMap\b/).map((d) => d.at.split(':')[0]))];
		const named = [...registryComment().matchAll(/^ \* - ([\w/.]+\.ts):/gm)].map(
			([, file]) => `nodes/${file}`,
		);
		expect(named.sort()).toEqual(owners.sort());
	});

	it('each owner says, above its map, why the state must outlive an execution', () => {
		const owners = made(/^processMap\b/);
		for (const { at: owner } of owners) {
			const [file, name] = owner.split(': ');
			const text = readFileSync(join(ROOT, file), 'utf8');
			const comment = new RegExp(`/\\*\\*(?:(?!\\*/)[\\s\\S])*\\*/\\n(?:export )?const ${name}\\b`);
			expect({ owner, why: /Process-wide: /.test(comment.exec(text)?.[0] ?? '') }).toEqual({
				owner,
				why: true,
			});
		}
	});

	it('sees the declarations it reads: constant tables, per-execution maps and the registry', () => {
		expect(made(/^new (Map|Set)\b/).length).toBeGreaterThanOrEqual(3);
		expect(made(/^new WeakMap\b/).length).toBeGreaterThanOrEqual(5);
		expect(made(/^processMap\b/).length).toBeGreaterThanOrEqual(5);
	});
});

/**
 * The operation contract lives where operations live (docs/decisions/toolchain.md#house-rules-kept-as-tests):
 * what an operation and a resource are (actions/types.ts) and the helper of project operations
 * (actions/projectCall.ts) are declared under actions/, and nothing outside actions/ names them, so
 * shared/parts/ and the trigger stay usable without them. Read from the files as text.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importsOf, ROOT, sourceFiles } from './imports';

const ACTIONS = 'nodes/SeoTools/actions';
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** Each name of the contract and the one file that declares it. */
const CONTRACT: Record<string, string> = {
	OperationModule: `${ACTIONS}/types.ts`,
	ResourceModule: `${ACTIONS}/types.ts`,
	projectCall: `${ACTIONS}/projectCall.ts`,
	ProjectRequest: `${ACTIONS}/projectCall.ts`,
	aboutProject: `${ACTIONS}/projectCall.ts`,
	postToProject: `${ACTIONS}/projectCall.ts`,
};

const published = () => [...sourceFiles('nodes'), ...sourceFiles('credentials')];

const declares = (file: string, name: string) =>
	new RegExp(
		`^export (?:interface|type|const|(?:async )?function) ${name}\\b|^export (?:type )?\\{[^}]*\\b${name}\\b[^}]*\\}`,
		'm',
	).test(read(file));

describe('the operation contract lives in actions/', () => {
	it.each(Object.entries(CONTRACT))('%s is declared once, in %s', (name, home) => {
		expect(published().filter((file) => declares(file, name))).toEqual([home]);
	});

	it('no file outside actions/ names the contract (shared/, methods/, the trigger, credentials)', () => {
		const names = new RegExp(`\\b(?:${Object.keys(CONTRACT).join('|')})\\b`);
		const outside = published()
			.filter((file) => !file.startsWith(`${ACTIONS}/`))
			.filter((file) => names.test(read(file)));
		expect(outside).toEqual([]);
	});

	it('no file under actions/ only passes on what another file declares', () => {
		const relays = sourceFiles(ACTIONS).filter((file) => {
			const statements = read(file)
				.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
				.split(';')
				.map((statement) => statement.trim())
				.filter(Boolean);
			return statements.every((statement) => /^export\b[\s\S]*\bfrom\s*['"]/.test(statement));
		});
		expect(relays).toEqual([]);
	});

	it('sees what it checks: the operations import the contract from actions/types.ts', () => {
		const users = sourceFiles(ACTIONS).filter((file) =>
			importsOf(file).includes(`${ACTIONS}/types.ts`),
		);
		expect(users.length).toBeGreaterThan(30);
		expect(importsOf(`${ACTIONS}/route.ts`)).toContain(`${ACTIONS}/types.ts`);
		expect(importsOf(`${ACTIONS}/uptime/get.operation.ts`)).toContain(`${ACTIONS}/projectCall.ts`);
	});
});

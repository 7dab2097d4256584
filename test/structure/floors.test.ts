/**
 * The floors of nodes/ (docs/decisions/toolchain.md#house-rules-kept-as-tests, docs/architecture.md): the
 * nodes in nodes/SeoTools stand on what the package shares in nodes/shared; every import runs
 * down, never up, and the transport is entered through its front door, transport/index.ts, only.
 * Read from the files' import lines, type-only imports included.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importsOf, ROOT, sourceFiles } from './imports';

const SEO = 'nodes/SeoTools';
const SHARED = 'nodes/shared';
const TRANSPORT = `${SHARED}/transport/`;
const UTILS = `${SHARED}/utils`;

/**
 * From the ground up: a file may import its own floor and the floors below it. The action node's
 * operations and the trigger's events stand on one floor.
 */
const FLOORS = [
	[UTILS],
	[`${SHARED}/transport`],
	[`${SHARED}/parts`],
	[`${SEO}/actions`, `${SEO}/events`],
	[`${SEO}/methods`],
];

function floorOf(file: string): number | undefined {
	if (!file.startsWith('nodes/')) return undefined;
	// The node files are the top floor: each assembles its node from the others.
	if (file.startsWith(`${SEO}/`) && !file.slice(SEO.length + 1).includes('/')) return FLOORS.length;
	const floor = FLOORS.findIndex((folders) => folders.some((f) => file.startsWith(`${f}/`)));
	if (floor < 0) throw new Error(`${file}: its folder is on no floor; add it to FLOORS`);
	return floor;
}

/** Every file that uses the product as a whole (test/ is left out: unit tests open single files). */
const everyFile = () => [
	...sourceFiles('nodes'),
	...sourceFiles('credentials'),
	...sourceFiles('scripts'),
	...sourceFiles('dev'),
];

describe('the floors of nodes/', () => {
	it('no import runs back up: a file imports only its own floor and the floors below', () => {
		const up = sourceFiles('nodes').flatMap((file) =>
			importsOf(file)
				.filter((target) => (floorOf(target) ?? -1) > floorOf(file)!)
				.map((target) => `${file} -> ${target}`),
		);
		expect(up).toEqual([]);
	});

	it('utils/ imports nothing of the package', () => {
		const imported = sourceFiles(UTILS).flatMap((file) =>
			importsOf(file).filter((target) => !target.startsWith(`${UTILS}/`)),
		);
		expect(imported).toEqual([]);
	});

	it('transport/index.ts is the only way into the transport from outside it', () => {
		const aroundTheDoor = everyFile()
			.filter((file) => !file.startsWith(TRANSPORT))
			.flatMap((file) =>
				importsOf(file)
					.filter((target) => target.startsWith(TRANSPORT) && target !== `${TRANSPORT}index.ts`)
					.map((target) => `${file} -> ${target}`),
			);
		expect(aroundTheDoor).toEqual([]);
	});

	it('Request Options are read in one place, transport/requestSettings.ts (requestOptions.ts defines them)', () => {
		const readers = sourceFiles('nodes').filter((file) =>
			readFileSync(join(ROOT, file), 'utf8').includes("'requestOptions'"),
		);
		expect(readers).toEqual([`${SEO}/actions/requestOptions.ts`, `${TRANSPORT}requestSettings.ts`]);
	});

	it('sees the imports it checks: the door is used, and the transport imports utils/', () => {
		const door = everyFile().filter((file) => importsOf(file).includes(`${TRANSPORT}index.ts`));
		expect(door.length).toBeGreaterThan(10);
		expect(door).toContain('credentials/SeoToolsAccountApi.credentials.ts');
		expect(importsOf(`${TRANSPORT}send.ts`)).toContain(`${TRANSPORT}requestSettings.ts`);
		expect(importsOf(`${TRANSPORT}requestSettings.ts`)).toContain(`${UTILS}/itemParameter.ts`);
	});
});

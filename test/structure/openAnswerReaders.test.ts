/**
 * Every open-answer reader has its row in docs/open-answer-readers.md (what it reads, the forms it
 * understands, what happens when none fits). A reader is a file of nodes/ that lives in
 * shared/parts/answers/, or imports fieldOf, pageRows or a read… function of that folder, or is in
 * the registry below (older readers with their own code). Read from the files as text.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importsOf, ROOT, sourceFiles } from './imports';

const ANSWERS = 'nodes/shared/parts/answers';
const page = readFileSync(join(ROOT, 'docs/open-answer-readers.md'), 'utf8');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** Readers that take values out of agent answers by code of their own. */
const REGISTRY = [
	'nodes/shared/parts/agent/agentTaskState.ts',
	'nodes/shared/parts/agent/waitForAgentTask.ts',
	'nodes/SeoTools/actions/report/reportFile.ts',
	'nodes/SeoTools/actions/report/create.operation.ts',
	'nodes/shared/parts/agent/enumChoice.ts',
	'nodes/shared/parts/agent/schemaValues.ts',
	'nodes/SeoTools/methods/getCompetitorTrackingModes.ts',
	'nodes/SeoTools/methods/getCheckDates.ts',
	'nodes/SeoTools/methods/getEventTypes.ts',
	'nodes/SeoTools/methods/getUrlGroups.ts',
	'nodes/SeoTools/methods/toolRows.ts',
	'nodes/SeoTools/actions/agent/callTool.operation.ts',
	'nodes/shared/transport/agentRequest.ts',
];

/** Imports that make a file a reader: fieldOf, pageRows, or a read… export of answers/. */
const marks = (file: string) =>
	importsOf(file).some(
		(target) =>
			target === 'nodes/shared/parts/agent/fieldOf.ts' ||
			(target.startsWith(`${ANSWERS}/`) &&
				!target.endsWith('/itemsFrom.ts') &&
				!target.endsWith('/unreadableAnswer.ts')),
	) && /\b(fieldOf|pageRows|read[A-Z]\w*)\(/.test(read(file));

const readers = () =>
	[
		...new Set([
			...sourceFiles('nodes').filter((file) => file.startsWith(`${ANSWERS}/`) || marks(file)),
			...REGISTRY,
		]),
	].sort();

describe('the inventory of open-answer readers', () => {
	it('sees readers: the shared ones, the operations that read positions, the registry', () => {
		const found = readers();
		expect(found).toEqual(
			expect.arrayContaining([
				`${ANSWERS}/readRows.ts`,
				`${ANSWERS}/readComparedPositions.ts`,
				'nodes/SeoTools/actions/position/positionChange.ts',
				'nodes/shared/parts/agent/readAgentToolRows.ts',
				'nodes/shared/parts/agent/finishedChecks.ts',
			]),
		);
	});

	it('has a row for every reader', () => {
		expect(readers().filter((file) => !page.includes(`| \`${file}\``))).toEqual([]);
	});

	it('names every function of the shared readers', () => {
		const exported = sourceFiles(ANSWERS).flatMap((file) =>
			[...read(file).matchAll(/^export (?:async )?function (\w+)/gm)].map((m) => m[1]),
		);
		expect(exported.length).toBeGreaterThan(5);
		expect(exported.filter((name) => !page.includes(`\`${name}\``))).toEqual([]);
	});
});

/**
 * Names that explain themselves: no two files in one folder of the package are told apart only by
 * a suffix (`lists.ts` beside `listIn.ts`, `domain.ts` beside `domainName.ts`), which leaves a
 * reader guessing which is which. Operation files are named by the editor's words ("Get" beside
 * "Get Many") and the node files by n8n's convention (`SeoTools` beside `SeoToolsTrigger`), so
 * each of those two kinds is compared only with the other files of its folder.
 */
import { basename, dirname } from 'node:path';
import { sourceFiles } from './imports';

const KIND = /\.(operation|node)$/;

/** A file's name without `.ts`, its kind, or a plural `s`: `lists.ts` → `list`. */
const stem = (file: string) =>
	basename(file, '.ts').replace(KIND, '').replace(/s$/, '').toLowerCase();

/** Pairs of files of one folder where one name is the other's with something added at its end. */
function lookAlikes(files: string[]): string[] {
	const pairs: string[] = [];
	for (const a of files)
		for (const b of files) {
			if (a === b || dirname(a) !== dirname(b)) continue;
			const sameKind = KIND.exec(basename(a, '.ts'))?.[1] === KIND.exec(basename(b, '.ts'))?.[1];
			if (sameKind && KIND.test(basename(a, '.ts'))) continue;
			if (stem(b).startsWith(stem(a))) pairs.push(`${a} ~ ${b}`);
		}
	return pairs;
}

describe('names that explain themselves', () => {
	it('no two files in one folder are told apart only by a suffix', () => {
		expect(lookAlikes([...sourceFiles('nodes'), ...sourceFiles('credentials')])).toEqual([]);
	});

	it('sees what it checks: the pairs the rule was written for are found', () => {
		expect(lookAlikes(['shared/lists.ts', 'shared/listIn.ts'])).toEqual([
			'shared/lists.ts ~ shared/listIn.ts',
		]);
		expect(lookAlikes(['project/pause.operation.ts', 'project/pauseState.ts'])).toHaveLength(1);
		expect(lookAlikes(['project/get.operation.ts', 'project/getMany.operation.ts'])).toEqual([]);
		expect(lookAlikes(['a/domain.ts', 'b/domainName.ts'])).toEqual([]);
	});
});

/**
 * Every operation is found in n8n's node creator by the words of its own name and by the words a
 * user would type for it, with n8n's matching rule (nodeCreatorSearch.ts): the SEO Tools entry in
 * the first panel (its display name and codex aliases), the only search n8n offers for a community
 * node; and its own words match its action's text, as n8n's actions search reads them where it
 * offers one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_RESOURCES } from '../../nodes/SeoTools/actions/allResources';
import { SeoTools } from '../../nodes/SeoTools/SeoTools.node';
import { finds, inOrder, searchText } from './nodeCreatorSearch';
import { USER_PHRASES } from './userPhrases';

const codex = JSON.parse(
	readFileSync(join(__dirname, '../../nodes/SeoTools/SeoTools.node.json'), 'utf8'),
) as { alias: string[] };
const entryTexts = [new SeoTools().description.displayName, ...codex.alias];

/** Words new users typed in the editor and found nothing: they find the action itself too. */
const ACTION_PHRASES: Record<string, string[]> = {
	'position:compareChecks': ['Compare checks'],
	'competitor:getAll': ['Get competitors'],
	'recommendation:getAll': ['recommendations'],
	'event:create': ['Create event'],
	'note:create': ['Create note'],
	'report:create': ['Create report'],
	'groupAnalytics:getAll': ['group analytics'],
	'groupAnalytics:getHistory': ['group analytics'],
	'groupAnalytics:getGrowth': ['group analytics'],
	'metric:get': ['visibility'],
};

const operations = ALL_RESOURCES.flatMap((resource) =>
	resource.operations.map((operation) => ({ resource, operation })),
);

describe('the node creator finds every operation by its words', () => {
	test('every operation has the phrases a user would type for it', () => {
		const missing = operations
			.filter(({ resource, operation }) => !USER_PHRASES[resource.value]?.[operation.value]?.length)
			.map(({ resource, operation }) => `${resource.name} → ${operation.name}`);
		expect(missing).toEqual([]);
	});

	test.each(
		operations.map(({ resource, operation }) => [
			`${resource.name} → ${operation.name}`,
			resource,
			operation,
		]),
	)('%s', (_, resource, operation) => {
		// Its own words find the entry and, once opened, the action; what else a user would type
		// finds the entry (the actions panel searches only the action texts).
		const own = [operation.action, operation.name];
		const entryOnly = [
			`${operation.name} ${resource.name}`,
			...(USER_PHRASES[resource.value]?.[operation.value] ?? []),
		];
		const lost = [
			...[...own, ...entryOnly]
				.filter((phrase) => !finds(phrase, entryTexts))
				.map((phrase) => `"${phrase}" does not list SEO Tools`),
			// n8n offers no actions search for a community node (nodeCreatorSearch.ts), yet the
			// action text is what the user reads once the node is open: it says the operation's name.
			...[...own, ...(ACTION_PHRASES[`${resource.value}:${operation.value}`] ?? [])]
				.filter((phrase) => !finds(phrase, [operation.action]))
				.map((phrase) => `"${phrase}" does not list "${operation.action}" among its actions`),
		];
		expect(lost).toEqual([]);
	});
});

describe("a faithful reading of n8n's matching", () => {
	test('characters in order, case and gaps ignored', () => {
		expect(inOrder('compare checks', 'Compare the positions of two checks')).toBe(true);
		expect(inOrder('group analytics', 'Get the analytics of groups')).toBe(false);
		expect(inOrder('', 'anything')).toBe(false);
	});

	test('a last word that begins "trigger" is dropped, a single word is kept', () => {
		expect(searchText('Telegram Tri')).toBe('telegram');
		expect(searchText('uptime ')).toBe('uptime');
		expect(searchText('Trigger')).toBe('trigger');
		expect(searchText('Create note')).toBe('create note');
	});
});

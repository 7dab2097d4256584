/**
 * How n8n's node creator decides that typed words find an entry, written from reading n8n 2.41's
 * editor (nodeCreator.utils' searchNodes over @n8n/utils' sublimeSearch), not copied from it:
 *
 * - The text is lower-cased; a last word that begins the word "trigger" ("t", "tri", "trigger")
 *   is dropped when more than one word was typed, so "Telegram Tri" still finds Telegram.
 * - An entry is found when every character typed (spaces included) appears in one of its
 *   searched texts in the same order, case ignored; the score only orders the results.
 * - The searched texts of a node in the first panel are its display name and its codex aliases
 *   (the `alias` list of its .node.json). Its actions are not searched there: the trigger and the
 *   action node are merged into one entry whose actions appear only after it is opened.
 * - Inside an opened node with more than eight actions the same rule runs over each action's
 *   display name (the operation option's `action` text). A community package's node opens in
 *   n8n's community node view instead, which lists its actions without a search bar
 *   (prepareCommunityNodeDetailsViewStack sets hasSearch: false): for SEO Tools the first panel's
 *   aliases are what finds an operation, and the action texts are what the user then reads.
 */

/** The typed text as n8n searches with it. */
export function searchText(typed: string): string {
	const words = typed.split(' ');
	const last = words[words.length - 1].toLowerCase();
	const withoutTrigger =
		words.length > 1 && 'trigger'.startsWith(last)
			? words
					.slice(0, -1)
					.filter((word) => word !== '')
					.join(' ')
					.trimEnd()
			: typed;
	return withoutTrigger.toLowerCase();
}

/** Whether each character of `typed` occurs in `text` in order, case ignored. */
export function inOrder(typed: string, text: string): boolean {
	if (typed === '' || text === '') return false;
	const haystack = text.toLowerCase();
	let at = 0;
	for (const char of typed.toLowerCase()) {
		at = haystack.indexOf(char, at);
		if (at === -1) return false;
		at += 1;
	}
	return true;
}

/** Whether typing `typed` lists an entry searched by these texts. */
export function finds(typed: string, texts: readonly string[]): boolean {
	const search = searchText(typed);
	return texts.some((text) => inOrder(search, text));
}

/**
 * The canvas shows a node's `subtitle`, an expression the editor evaluates over the node's
 * parameters. Parameters hold machine values (`videoTaskFinished`, `generate`), so the subtitle
 * looks the value up in a table of the labels the editor's dropdowns show, and falls back to the
 * raw values for one the table does not know (a newer workflow opened by an older package).
 */
export function subtitleExpression(
	labels: Record<string, string>,
	keyExpression: string,
	fallbackExpression = keyExpression,
): string {
	return `={{ (${JSON.stringify(labels)})[${keyExpression}] ?? ${fallbackExpression} }}`;
}

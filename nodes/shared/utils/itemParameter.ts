/**
 * How node code reads a parameter: one rule, checked by test/structure/parameters.test.ts.
 *
 * - In the SEO Tools node, every read is `itemParameter(ctx, name, itemIndex, fallback?)`; only
 *   this file calls `getNodeParameter`. An operation reads for the item it runs (`itemIndex`);
 *   node-wide choices that take no expression (resource, operation, Output Options) are read at
 *   item 0. Give the field's default as fallback where the editor may hide the field.
 * - Type and check the value where it is read (`String(…).trim()`, `Number(…)`, or a parser of
 *   shared/parts/ such as `parseIds`), so that bad input fails naming the field before any request.
 * - The value may be shared by all items: read it, never change it.
 * - The trigger has no items: it reads `this.getNodeParameter(name, fallback)` once per poll.
 *   Editor methods (methods/) read the open node with `this.getCurrentNodeParameter(name)`.
 */
import type { IExecuteFunctions, IGetNodeParameterOptions, INodeParameters } from 'n8n-workflow';

/** n8n marks an expression with a leading "="; a collection holds one when any field does. */
function holdsExpression(value: unknown): boolean {
	if (typeof value === 'string') return value.startsWith('=');
	if (Array.isArray(value)) return value.some(holdsExpression);
	if (value !== null && typeof value === 'object')
		return Object.values(value).some(holdsExpression);
	return false;
}

interface Known {
	/** The node's parameters as saved (n8n's getNode() deep-copies the node on every call: read once). */
	raw: INodeParameters;
	values: Map<string, unknown>;
}

const executions = new WeakMap<object, Known>();

/**
 * `getNodeParameter(name, itemIndex, fallback, options)`, resolved once per execution when the
 * parameter holds no expression, since it is then the same for every item. n8n resolves and
 * deep-copies a parameter on each call; with items in parallel the per-item cost is what users wait
 * for (docs/decisions/parallel-requests.md#parallel-requests-and-throttling). The value is shared between items: read
 * it, never change it.
 */
export function itemParameter<T>(
	ctx: IExecuteFunctions,
	name: string,
	itemIndex: number,
	fallback?: T,
	options?: IGetNodeParameterOptions,
): T {
	let known = executions.get(ctx);
	if (!known) {
		known = { raw: ctx.getNode().parameters, values: new Map() };
		executions.set(ctx, known);
	}
	// Options change what is read (a locator's value instead of the locator): their own entry.
	// A locator's value (`{extractValue: true}`, read per item by most operations) without a
	// JSON.stringify per read.
	const key = !options
		? name
		: options.extractValue === true && Object.keys(options).length === 1
			? `${name} extractValue`
			: `${name} ${JSON.stringify(options)}`;
	// n8n never returns undefined for a parameter (it throws), so undefined means "not kept".
	const kept = known.values.get(key);
	if (kept !== undefined) return kept as T;
	const value = ctx.getNodeParameter(name, itemIndex, fallback, options) as T;
	const raw = known.raw[name];
	if (raw !== undefined && !holdsExpression(raw)) known.values.set(key, value);
	return value;
}

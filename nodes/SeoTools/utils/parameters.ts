import type { IExecuteFunctions, INodeParameters } from 'n8n-workflow';

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
 * `getNodeParameter(name, itemIndex)`, resolved once per execution when the parameter holds no
 * expression, since it is then the same for every item. n8n resolves and deep-copies a parameter
 * on each call; with items in parallel the per-item cost is what users wait for (issue 14).
 * The value is shared between items: read it, never change it.
 */
export function itemParameter<T>(
	ctx: IExecuteFunctions,
	name: string,
	itemIndex: number,
	fallback?: T,
): T {
	let known = executions.get(ctx);
	if (!known) {
		known = { raw: ctx.getNode().parameters, values: new Map() };
		executions.set(ctx, known);
	}
	if (known.values.has(name)) return known.values.get(name) as T;
	const value = (
		fallback === undefined
			? ctx.getNodeParameter(name, itemIndex)
			: ctx.getNodeParameter(name, itemIndex, fallback)
	) as T;
	const raw = known.raw[name];
	if (raw !== undefined && !holdsExpression(raw)) known.values.set(name, value);
	return value;
}

import type { IPollFunctions } from 'n8n-workflow';
import { projectIdFrom } from '../../SeoTools/shared/project';

/** The trigger's Project field, read once per poll by the same rule as the action node's. */
export function triggerProjectId(ctx: IPollFunctions): number {
	return projectIdFrom(ctx, ctx.getNodeParameter('project'));
}

/** Keeps the newest `max` entries of a fired-keys list. */
export function remember(list: unknown, keys: string[], max = 500): string[] {
	const previous = Array.isArray(list) ? (list as string[]) : [];
	return [...previous, ...keys].slice(-max);
}

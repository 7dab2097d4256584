import type { IPollFunctions } from 'n8n-workflow';
import { parseProjectId, projectIdFrom } from '../../shared/parts/projectLocator';

/** The trigger's Project field, read once per poll by the same rule as the action node's. */
export function triggerProjectId(ctx: IPollFunctions): number {
	return projectIdFrom(ctx, ctx.getNodeParameter('project'));
}

/**
 * The project picked in the event's Project field (`project`, or Position Check Finished's
 * `projectId`), if any: the sample event of "Fetch Test Event" names it.
 */
export function pickedProjectId(ctx: IPollFunctions): number | undefined {
	return (
		parseProjectId(ctx.getNodeParameter('project', '')) ??
		parseProjectId(ctx.getNodeParameter('projectId', ''))
	);
}

/** Keeps the newest `max` entries of a fired-keys list. */
export function remember(list: unknown, keys: string[], max = 500): string[] {
	const previous = Array.isArray(list) ? (list as string[]) : [];
	return [...previous, ...keys].slice(-max);
}

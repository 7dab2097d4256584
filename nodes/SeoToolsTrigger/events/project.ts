import { NodeOperationError, type IPollFunctions } from 'n8n-workflow';
import { parseProjectId } from '../../SeoTools/shared/project';

export function triggerProjectId(ctx: IPollFunctions): number {
	const raw = ctx.getNodeParameter('project', undefined, { extractValue: true });
	const id = parseProjectId(raw);
	if (id === undefined) {
		throw new NodeOperationError(ctx.getNode(), `Project: "${String(raw ?? '')}" is not a project ID`, {
			description: 'Use a whole number like 101, pick the project from the list, or paste the address of the project page.',
		});
	}
	return id;
}

/** Keeps the newest `max` entries of a fired-keys list. */
export function remember(list: unknown, keys: string[], max = 500): string[] {
	const previous = Array.isArray(list) ? (list as string[]) : [];
	return [...previous, ...keys].slice(-max);
}

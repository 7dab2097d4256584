import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { parseProjectId } from '../../shared/parts/projectLocator';
import { closingSession } from './closingSession';

/**
 * An editor list about the project chosen in the Project field: empty while none is chosen;
 * otherwise `read` runs as one editor request, its agent session closed once it has its answer.
 */
export async function aboutChosenProject(
	ctx: ILoadOptionsFunctions,
	read: (projectId: number) => Promise<INodePropertyOptions[]>,
): Promise<INodePropertyOptions[]> {
	const projectId = parseProjectId(ctx.getCurrentNodeParameter('project', { extractValue: true }));
	if (projectId === undefined) return [];
	return await closingSession(ctx, async () => await read(projectId));
}

import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { parseProjectId } from '../../shared/parts/projectLocator';
import { closingSession } from './closingSession';

/** A list about the chosen project, and what it says for a required and for an optional field. */
export interface ProjectList {
	/** What the list holds, for the line that asks for a project first ("Query Groups"). */
	what: string;
	/** The empty choice of an optional field ("All Query Groups"): nothing is sent. */
	empty?: string;
	/** The one choice a required field offers before a project is chosen (default: ask for one). */
	beforeProject?: INodePropertyOptions;
	read(ctx: ILoadOptionsFunctions, projectId: number): Promise<INodePropertyOptions[]>;
}

/** An editor list for a field that needs a value, and one for a field whose empty value is a choice. */
export interface ProjectPicker {
	required(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]>;
	optional(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]>;
}

const chosenProject = (ctx: ILoadOptionsFunctions) =>
	parseProjectId(ctx.getCurrentNodeParameter('project', { extractValue: true }));

/**
 * A list about the project chosen in the Project field. Before one is chosen it sends nothing
 * and offers one line that says to choose a project first (never an error, never an empty list).
 * An optional field's list starts with its empty choice, so that the field can always go back to
 * it; once a project is chosen, `read` runs as one editor request, its agent session closed once
 * it has its answer.
 */
export function projectPicker(list: ProjectList): ProjectPicker {
	const firstChoose = `Choose a Project First to List Its ${list.what}`;
	return {
		async required(this: ILoadOptionsFunctions) {
			const projectId = chosenProject(this);
			if (projectId === undefined) return [list.beforeProject ?? { name: firstChoose, value: '' }];
			return await closingSession(this, async () => await list.read(this, projectId));
		},
		async optional(this: ILoadOptionsFunctions) {
			const projectId = chosenProject(this);
			const empty = list.empty ?? 'None';
			if (projectId === undefined) return [{ name: empty, value: '', description: firstChoose }];
			const options = await closingSession(this, async () => await list.read(this, projectId));
			return [{ name: empty, value: '' }, ...options];
		},
	};
}

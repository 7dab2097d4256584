import type { IDataObject } from 'n8n-workflow';
import { projectRef, SEED } from '../helpers';

/** The node's parameters for an operation of `resource` about the shop project, plus `extra`. */
export function projectOperation(resource: string) {
	return (operation: string, extra: IDataObject = {}): IDataObject => ({
		resource,
		operation,
		project: projectRef(SEED.projects.shop),
		...extra,
	});
}

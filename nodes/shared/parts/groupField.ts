import type { INodeProperties } from 'n8n-workflow';

/** A query group of the chosen project, from the service's list, or an ID (1 is the general group "Общая"). */
export function groupField(
	overrides: Partial<INodeProperties> & Pick<INodeProperties, 'displayName' | 'name'>,
): INodeProperties {
	return {
		type: 'options',
		typeOptions: { loadOptionsMethod: 'getGroups', loadOptionsDependsOn: ['project.value'] },
		default: '1',
		description:
			'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
		...overrides,
	} as INodeProperties;
}

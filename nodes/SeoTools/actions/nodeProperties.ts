import type { INodeProperties } from 'n8n-workflow';
import { subtitleExpression } from '../../shared/parts/subtitleExpression';
import {
	credentialKindProperty,
	type CredentialKind,
} from '../../shared/parts/credentialKindProperty';
import { outputOptions, requestOptions } from './requestOptions';
import type { ResourceModule } from './types';

/** Adds `resource`/`operation` display conditions to each operation's own parameters. */
function scoped(
	resource: string,
	operation: string,
	properties: INodeProperties[],
): INodeProperties[] {
	return properties.map((property) => ({
		...property,
		displayOptions: {
			...property.displayOptions,
			show: {
				...(property.displayOptions?.show ?? {}),
				resource: [resource],
				operation: [operation],
			},
		},
	}));
}

/** One hidden `credentialKind` per credential kind the resource's operations use. */
function credentialSelectors(resource: ResourceModule): INodeProperties[] {
	const byKind = new Map<CredentialKind, string[]>();
	for (const op of resource.operations)
		byKind.set(op.credential, [...(byKind.get(op.credential) ?? []), op.value]);
	return [...byKind.entries()].map(([kind, operations]) =>
		credentialKindProperty(kind, { resource: [resource.value], operation: operations }),
	);
}

export function resourceProperties(resource: ResourceModule): INodeProperties[] {
	const firstOperation = resource.operations[0].value;
	const operationSelector: INodeProperties = {
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: [resource.value] } },
		options: resource.operations.map(({ name, value, action, description }) => ({
			name,
			value,
			action,
			description,
		})),
		default: firstOperation,
	};
	return [
		operationSelector,
		...credentialSelectors(resource),
		...resource.operations.flatMap((op) => scoped(resource.value, op.value, op.properties)),
	];
}

/** Every parameter of the action node: the resource, each resource's operations and fields, then the node-wide options. */
export function nodeProperties(resources: ResourceModule[]): INodeProperties[] {
	const resourceSelector: INodeProperties = {
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		options: resources.map(({ name, value }) => ({ name, value })),
		default: 'project',
	};
	return [
		resourceSelector,
		...resources.flatMap(resourceProperties),
		requestOptions,
		outputOptions,
	];
}

/** The canvas subtitle of the action node: "Video: Generate", from the resource and operation names. */
export function operationSubtitle(resources: ResourceModule[]): string {
	const labels = Object.fromEntries(
		resources.flatMap((resource) =>
			resource.operations.map((op) => [
				`${resource.value}:${op.value}`,
				`${resource.name}: ${op.name}`,
			]),
		),
	);
	return subtitleExpression(
		labels,
		'$parameter["resource"] + ":" + $parameter["operation"]',
		'$parameter["resource"] + ": " + $parameter["operation"]',
	);
}

import type {
	FieldType,
	ILoadOptionsFunctions,
	INodeListSearchResult,
	INodePropertyOptions,
	ResourceMapperField,
	ResourceMapperFields,
} from 'n8n-workflow';
import {
	KIND_NAMES,
	listAgentTools,
	toolKind,
	type AgentTool,
	type JsonSchema,
} from '../../shared/parts/agent/listAgentTools';
import {
	DOCUMENT_SECTIONS,
	OTHER_SECTION,
	sectionLabel,
	sectionOf,
} from '../actions/agent/catalogSection';
import { closingSession } from './closingSession';

/** The live catalog for one editor request. */
const catalogFor = async (ctx: ILoadOptionsFunctions): Promise<AgentTool[]> =>
	await closingSession(ctx, async () => await listAgentTools(ctx));

/** Tools of the live catalog for the Tool field, searchable by name and description. */
export async function searchAgentTools(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const needle = (filter ?? '').trim().toLowerCase();
	const results = (await catalogFor(this))
		.filter(
			(tool) => !needle || `${tool.name} ${tool.description ?? ''}`.toLowerCase().includes(needle),
		)
		.map((tool) => {
			const kind = toolKind(tool);
			const section = sectionOf(tool.name);
			const about = [
				section === OTHER_SECTION ? '' : section.id,
				kind === 'readOnly' ? '' : KIND_NAMES[kind],
			]
				.filter(Boolean)
				.join(', ');
			return { name: about ? `${tool.name} (${about})` : tool.name, value: tool.name };
		});
	return { results };
}

/**
 * Sections of the live catalog, for the List Tools filter: the service documentation's sections that hold at
 * least one of the server's tools, in the service documentation's order, then Other.
 */
export async function getAgentToolSections(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const present = new Set((await catalogFor(this)).map((tool) => sectionOf(tool.name).id));
	return [...DOCUMENT_SECTIONS, OTHER_SECTION]
		.filter((section) => present.has(section.id))
		.map((section) => ({ name: sectionLabel(section), value: section.id }));
}

const primaryType = (schema: JsonSchema): string | undefined =>
	Array.isArray(schema.type)
		? schema.type.find((t) => t !== 'null')
		: (schema.type ?? schema.anyOf?.map(primaryType).find(Boolean));

/**
 * A field per schema property. Lists of plain values are typed as text (a JSON array, or
 * values separated by commas or new lines); the node turns them into arrays before sending.
 */
function fieldType(schema: JsonSchema): FieldType {
	if (schema.enum) return 'options';
	switch (primaryType(schema)) {
		case 'integer':
		case 'number':
			return 'number';
		case 'boolean':
			return 'boolean';
		case 'object':
			return 'object';
		case 'array':
			return primaryType(schema.items ?? {}) === 'object' ? 'array' : 'string';
		default:
			return 'string';
	}
}

/** The chosen tool's input schema as argument fields (Call Tool → Arguments As: Fields). */
export async function getAgentToolFields(
	this: ILoadOptionsFunctions,
): Promise<ResourceMapperFields> {
	const name = String(this.getCurrentNodeParameter('tool', { extractValue: true }) ?? '').trim();
	if (!name) return { fields: [], emptyFieldsNotice: 'Choose a tool first' };
	const tool = (await catalogFor(this)).find((t) => t.name === name);
	if (!tool) return { fields: [], emptyFieldsNotice: `Tool ${name} is not in the catalog` };
	const required = new Set(tool.inputSchema?.required ?? []);
	const fields: ResourceMapperField[] = Object.entries(tool.inputSchema?.properties ?? {}).map(
		([id, schema]) => {
			const type = fieldType(schema);
			const list = primaryType(schema) === 'array' && type === 'string';
			return {
				id,
				displayName: list ? `${id} (list)` : id,
				required: required.has(id),
				defaultMatch: false,
				canBeUsedToMatch: false,
				display: true,
				type,
				...(schema.enum
					? { options: schema.enum.map((v) => ({ name: String(v), value: v })) }
					: {}),
			};
		},
	);
	return {
		fields,
		...(fields.length ? {} : { emptyFieldsNotice: 'This tool takes no arguments' }),
	};
}

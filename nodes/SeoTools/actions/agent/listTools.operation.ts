import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import type { OperationModule } from '../types';
import {
	declaresReportId,
	KIND_NAMES,
	listAgentTools,
	toolKind,
	type AgentTool,
} from '../../../shared/parts/agent/listAgentTools';
import { sectionOf } from './catalogSection';
import { itemParameter } from '../../../shared/utils/itemParameter';

function toolJson(tool: AgentTool): IDataObject {
	const section = sectionOf(tool.name);
	const schema = tool.inputSchema ?? {};
	return {
		name: tool.name,
		section: section.id,
		section_title: section.title,
		kind: KIND_NAMES[toolKind(tool)],
		long: declaresReportId(tool),
		description: tool.description ?? '',
		parameters: Object.keys(schema.properties ?? {}),
		required: schema.required ?? [],
		input_schema: schema as IDataObject,
	};
}

export class ListTools implements OperationModule {
	readonly value = 'listTools';
	readonly name = 'List Tools';
	readonly action = 'List agent tools';
	readonly description =
		'List the tools of the agent interface (MCP), one item per tool, optionally filtered';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		{
			displayName: 'Filters',
			name: 'filters',
			type: 'collection',
			placeholder: 'Add Filter',
			default: {},
			options: [
				{
					displayName: 'Kind',
					name: 'kinds',
					type: 'multiOptions',
					options: [
						{
							name: 'Destructive',
							value: 'destructive',
							description: 'Deletes irreversibly (destructiveHint)',
						},
						{
							name: 'Mutating',
							value: 'mutating',
							description: 'Changes project data or spends limits (readOnlyHint false)',
						},
						{ name: 'Read-Only', value: 'readOnly', description: 'Only reads' },
					],
					default: [],
					description: 'Only tools of these kinds',
				},
				{
					displayName: 'Name or Description Contains',
					name: 'search',
					type: 'string',
					default: '',
					description: 'Only tools whose name or description contains this text (case-insensitive)',
				},
				{
					displayName: 'Section Names or IDs',
					name: 'sections',
					type: 'multiOptions',
					typeOptions: { loadOptionsMethod: 'getAgentToolSections' },
					default: [],
					description:
						'Only tools of these sections of the service’s tool catalog (e.g. 4.5 for queries, groups and URLs; "other" for tools the catalog’s documentation does not list). Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
				},
			],
		},
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const filters = itemParameter<IDataObject>(ctx, 'filters', itemIndex, {});
		const kinds = (filters.kinds as string[] | undefined) ?? [];
		const sections = ((filters.sections as Array<string | number> | undefined) ?? []).map(String);
		const search = String(filters.search ?? '')
			.trim()
			.toLowerCase();
		const tools = (await listAgentTools(ctx, itemIndex)).filter(
			(tool) =>
				(!kinds.length || kinds.includes(toolKind(tool))) &&
				(!sections.length || sections.includes(sectionOf(tool.name).id)) &&
				(!search || `${tool.name} ${tool.description ?? ''}`.toLowerCase().includes(search)),
		);
		return tools.map((tool) => ({ json: toolJson(tool) }));
	}
}

import { NodeOperationError, type IExecuteFunctions, type INodeExecutionData } from 'n8n-workflow';
import { callAgentTool } from '../../transport';
import type { OperationModule } from '../types';
import { checkArguments, fieldArguments, parseJsonArguments } from './arguments';
import { findAgentTool, isLong, toolKind } from './catalog';
import { pollLongTool, resultItems } from './result';

/** The service asks for polls no more often than every 10 seconds; tests may go down to 1. */
export const DEFAULT_POLL_SECONDS = 10;

export const callTool: OperationModule = {
	value: 'callTool',
	name: 'Call Tool',
	action: 'Call an agent tool',
	description: 'Call one tool of the agent interface (MCP) and return its result as items',
	credential: 'apiKey',
	properties: [
		{
			displayName: 'Tool',
			name: 'tool',
			type: 'resourceLocator',
			default: { mode: 'list', value: '' },
			required: true,
			description: 'The tool to call, from the live catalog of the agent interface',
			modes: [
				{
					displayName: 'From List',
					name: 'list',
					type: 'list',
					typeOptions: { searchListMethod: 'searchAgentTools', searchable: true },
				},
				{
					displayName: 'By Name',
					name: 'name',
					type: 'string',
					placeholder: 'e.g. get_queries',
					validation: [
						{
							type: 'regex',
							properties: {
								regex: '^\\s*[A-Za-z0-9_.-]+\\s*$',
								errorMessage: 'A tool name has letters, digits and underscores',
							},
						},
					],
				},
			],
		},
		{
			displayName: 'Arguments As',
			name: 'argumentsMode',
			type: 'options',
			noDataExpression: true,
			options: [
				{
					name: 'Fields',
					value: 'fields',
					description: 'One field per parameter of the tool, read from its input schema',
				},
				{ name: 'JSON', value: 'json', description: 'A JSON object with the tool’s parameters' },
			],
			default: 'fields',
		},
		{
			displayName: 'Arguments',
			name: 'toolArguments',
			type: 'resourceMapper',
			noDataExpression: true,
			default: { mappingMode: 'defineBelow', value: null },
			typeOptions: {
				loadOptionsDependsOn: ['tool.value'],
				resourceMapper: {
					resourceMapperMethod: 'getAgentToolFields',
					mode: 'add',
					fieldWords: { singular: 'argument', plural: 'arguments' },
					addAllFields: false,
					multiKeyMatch: false,
					supportAutoMap: false,
					noFieldsError: 'This tool takes no arguments',
				},
			},
			displayOptions: { show: { argumentsMode: ['fields'] } },
		},
		{
			displayName: 'Arguments (JSON)',
			name: 'argumentsJson',
			type: 'json',
			default: '{}',
			description: 'The tool’s arguments as a JSON object, e.g. {"project_id": 101, "limit": 10}',
			displayOptions: { show: { argumentsMode: ['json'] } },
		},
		{
			displayName: 'Confirm Destructive Tool',
			name: 'confirmDestructive',
			type: 'boolean',
			default: false,
			description:
				'Whether to run a destructive tool (one that deletes irreversibly, such as delete_queries). Without this the node refuses destructive tools before sending anything.',
		},
		{
			displayName: 'Wait for Long Tools',
			name: 'waitForResult',
			type: 'boolean',
			default: true,
			description:
				'Whether to call a long tool again with its report_id until the result is ready, instead of returning the report_id at once',
		},
		{
			displayName: 'Poll Interval (Seconds)',
			name: 'pollInterval',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: DEFAULT_POLL_SECONDS,
			description:
				'Seconds between calls while a long tool runs. Keep 10 or more against the service; lower values are for tests against the simulator.',
			displayOptions: { show: { waitForResult: [true] } },
		},
		{
			displayName: 'Timeout (Seconds)',
			name: 'waitTimeout',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 600,
			description:
				'Stop waiting after this long and return the report_id; the task keeps running in the service',
			displayOptions: { show: { waitForResult: [true] } },
		},
	],
	async execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const name = String(
			this.getNodeParameter('tool', itemIndex, '', { extractValue: true }) ?? '',
		).trim();
		if (!name)
			throw new NodeOperationError(
				this.getNode(),
				'Tool: choose a tool from the list or type its name',
				{ itemIndex },
			);
		const mode = this.getNodeParameter('argumentsMode', itemIndex, 'fields') as string;
		// Arguments are read (and bad JSON refused) before any request.
		const raw =
			mode === 'json'
				? parseJsonArguments(
						this,
						itemIndex,
						this.getNodeParameter('argumentsJson', itemIndex, '{}'),
					)
				: fieldArguments(this.getNodeParameter('toolArguments', itemIndex, {}));

		const tool = await findAgentTool(this, name, itemIndex);
		if (!tool) {
			throw new NodeOperationError(
				this.getNode(),
				`Tool ${name} is not in the catalog of the agent interface`,
				{
					itemIndex,
					description: 'Use List Tools to see the tool names. Nothing was sent.',
				},
			);
		}
		const kind = toolKind(tool);
		if (kind === 'destructive' && !this.getNodeParameter('confirmDestructive', itemIndex, false)) {
			throw new NodeOperationError(
				this.getNode(),
				`Tool ${name} is destructive (it deletes irreversibly) and was not run`,
				{
					itemIndex,
					description: 'Turn on "Confirm Destructive Tool" to run it. Nothing was sent.',
				},
			);
		}
		const args = checkArguments(this, itemIndex, tool, raw);
		// A tool that changes data or spends limits is sent exactly once.
		let data = await callAgentTool(this, name, args, {
			retry: kind === 'readOnly' ? 'safe' : 'never',
			itemIndex,
		});
		if (isLong(tool) && this.getNodeParameter('waitForResult', itemIndex, true)) {
			const interval = Math.max(
				1,
				Number(this.getNodeParameter('pollInterval', itemIndex, DEFAULT_POLL_SECONDS)),
			);
			const timeout = Math.max(1, Number(this.getNodeParameter('waitTimeout', itemIndex, 600)));
			data = await pollLongTool(this, name, args, data, { interval, timeout }, itemIndex);
		}
		return resultItems(data);
	},
};

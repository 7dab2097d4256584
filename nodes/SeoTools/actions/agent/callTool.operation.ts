import {
	NodeOperationError,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';
import type { OperationModule } from '../types';
import {
	argumentsReadOnce,
	fieldArguments,
	parseJsonArguments,
} from '../../../shared/parts/agent/checkArguments';
import { listAgentTools, toolKind } from '../../../shared/parts/agent/listAgentTools';
import { agentToolCall } from '../../../shared/parts/agent/agentToolCall';
import { itemsFromAnswer } from '../../../shared/parts/answers/itemsFrom';
import { agentWaitFields, agentWaitSettingsOf } from '../../../shared/parts/agent/agentWaitFields';
import { itemParameter } from '../../../shared/utils/itemParameter';
import { apiKeyCredential } from '../../../shared/transport';

/** The tool an item names (By Name or From List), trimmed. */
const toolNameOf = (ctx: IExecuteFunctions, itemIndex: number): string =>
	String(itemParameter(ctx, 'tool', itemIndex, '', { extractValue: true }) ?? '').trim();

/**
 * Items run in the parallel window only when every one of them calls a read-only tool; when any
 * calls a tool that changes data, spends limits or deletes, all run one at a time in input
 * order, so that what one item changes is what the next one finds (docs/decisions/agent-interface.md#protocol-sessions-and-order).
 */
async function itemsInOrder(this: IExecuteFunctions): Promise<boolean> {
	// One item has no order to keep, and its own checks come before any request.
	if (this.getInputData().length <= 1) return false;
	// The credential is asked for first: n8n's read of it (a database query and a decryption) runs
	// while every item's tool name is read. The catalog's request still waits for the names, so a
	// name that cannot be read sends nothing. A failed read is the catalog's to report below.
	// Its rejection is handled where it is read (a failed read is not kept).
	void apiKeyCredential(this, 0);
	const names = new Set(this.getInputData().map((_, index) => toolNameOf(this, index)));
	const tools = await listAgentTools(this, 0);
	return [...names].some((name) => {
		const tool = tools.find((t) => t.name === name);
		return !tool || toolKind(tool) !== 'readOnly';
	});
}

export class CallTool implements OperationModule {
	readonly value = 'callTool';
	readonly name = 'Call Tool';
	readonly action = 'Call an agent tool';
	readonly description =
		'Call one tool of the agent interface (MCP) and return its result as items';
	readonly credential = 'apiKey';
	readonly itemsInOrder = itemsInOrder;
	readonly properties: INodeProperties[] = [
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
			description: 'How to give the tool’s arguments: one field per parameter, or one JSON object',
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
			description: 'The arguments of the chosen tool, one field per parameter of its input schema',
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
			description: 'The tool’s arguments as a JSON object, e.g. {"project_id": 12345, "limit": 10}',
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
				'Whether to call a long tool (one that takes report_id) again with its report_id until the result is ready, instead of returning the report_id at once. When the tool is still busy with another task, the node first waits for that task to end, then queues this item’s own.',
		},
		...agentWaitFields('waitForResult'),
	];
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const name = toolNameOf(ctx, itemIndex);
		if (!name)
			throw new NodeOperationError(
				ctx.getNode(),
				'Tool: choose a tool from the list or type its name',
				{ itemIndex },
			);
		const mode = itemParameter<string>(ctx, 'argumentsMode', itemIndex, 'fields');
		// Arguments are read (and bad JSON refused) before any request; the same value is read once
		// per execution (checkArguments.ts).
		const raw =
			mode === 'json'
				? argumentsReadOnce(ctx, itemParameter(ctx, 'argumentsJson', itemIndex, '{}'), (value) =>
						parseJsonArguments(ctx, itemIndex, value),
					)
				: argumentsReadOnce(
						ctx,
						itemParameter(ctx, 'toolArguments', itemIndex, {}),
						fieldArguments,
					);

		const wait = itemParameter(ctx, 'waitForResult', itemIndex, true)
			? agentWaitSettingsOf(ctx, itemIndex)
			: undefined;
		const answer = await agentToolCall(ctx, itemIndex, {
			tool: name,
			args: raw,
			confirmed: itemParameter(ctx, 'confirmDestructive', itemIndex, false),
			wait,
			namedByUser: true,
		});
		return itemsFromAnswer(answer);
	}
}

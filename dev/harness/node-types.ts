import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
	INodeTypes,
	ITriggerFunctions,
	ITriggerResponse,
	IVersionedNodeType,
} from 'n8n-workflow';
import { NodeConnectionTypes, NodeHelpers, UnexpectedError } from 'n8n-workflow';

export const MANUAL_TRIGGER_TYPE = 'n8n-nodes-base.manualTrigger';
export const EMIT_ITEMS_TYPE = 'n8n-nodes-harness.emitItems';

/** Stand-in for n8n's Manual Trigger: emits one empty item when the workflow is run by hand. */
export class ManualTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Manual Trigger',
		name: 'manualTrigger',
		group: ['trigger'],
		version: 1,
		description: 'Runs the flow on clicking a button in n8n',
		defaults: { name: 'Manual Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		properties: [],
	};

	async trigger(this: ITriggerFunctions): Promise<ITriggerResponse> {
		const manualTriggerFunction = async () => {
			this.emit([this.helpers.returnJsonArray([{}])]);
		};
		return { manualTriggerFunction };
	}
}

/**
 * Emits the items stored as JSON in its `items` parameter. A JSON string (rather than an object
 * parameter) keeps user data away from the expression engine, so values starting with "=" stay literal.
 */
export class EmitItems implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Emit Items',
		name: 'emitItems',
		group: ['transform'],
		version: 1,
		description: 'Outputs fixed items (test harness)',
		defaults: { name: 'Input' },
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		properties: [{ displayName: 'Items (JSON)', name: 'items', type: 'string', default: '[]' }],
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		const raw = this.getNodeParameter('items', 0, '[]', { rawExpressions: true }) as string;
		const items = JSON.parse(raw) as INodeExecutionData[];
		return [items.map((item) => ({ ...item, pairedItem: { item: 0 } }))];
	}
}

/** Serialises `input` for EmitItems; plain objects become `{ json }` items. */
export function toEmitItemsParameter(input: IDataObject[] | INodeExecutionData[]): string {
	const items = (input as Array<IDataObject | INodeExecutionData>).map((entry) =>
		isExecutionData(entry) ? entry : { json: entry },
	);
	return JSON.stringify(items);
}

function isExecutionData(entry: IDataObject | INodeExecutionData): entry is INodeExecutionData {
	return typeof entry.json === 'object' && entry.json !== null && !Array.isArray(entry.json);
}

/** INodeTypes over a fixed map; built-in helper nodes are always available. */
export class HarnessNodeTypes implements INodeTypes {
	private readonly types: Record<string, INodeType | IVersionedNodeType>;

	constructor(types: Record<string, INodeType | IVersionedNodeType>) {
		this.types = {
			[MANUAL_TRIGGER_TYPE]: new ManualTrigger(),
			[EMIT_ITEMS_TYPE]: new EmitItems(),
			...types,
		};
	}

	getByName(nodeType: string): INodeType | IVersionedNodeType {
		const type = this.types[nodeType];
		if (!type)
			throw new UnexpectedError(`Unknown node type "${nodeType}" (not given to the harness)`);
		return type;
	}

	getByNameAndVersion(nodeType: string, version?: number): INodeType {
		return NodeHelpers.getVersionedNodeType(this.getByName(nodeType), version);
	}

	getKnownTypes(): IDataObject {
		return Object.fromEntries(Object.keys(this.types).map((name) => [name, {}]));
	}
}

import { NodeOperationError, type IExecuteFunctions, type INodeProperties } from 'n8n-workflow';
import { itemParameter } from '../../utils/itemParameter';
import { findAgentTool } from './listAgentTools';
import { schemaValues } from './schemaValues';

/** One option of a field whose values the service's documentation names in words, not as the values sent. */
export interface EnumOption {
	/** The value stored in the workflow, and sent when the tool's schema lists no values (docs/decisions/agent-interface.md#group-analytics-competitor-and-recommendation). */
	value: string;
	/** The option as the editor shows it. */
	name: string;
	description?: string;
	/** Recognises the value the schema lists for this option (`url_groups`, `urls`...). */
	pattern: RegExp;
}

/** An options field of these options; the first is the default. */
export function enumField(
	options: readonly EnumOption[],
	field: Partial<INodeProperties> & Pick<INodeProperties, 'displayName' | 'name'>,
): INodeProperties {
	return {
		type: 'options',
		options: options.map(({ name, value, description }) => ({ name, value, description })),
		default: options[0].value,
		...field,
	} as INodeProperties;
}

export interface EnumChoiceRequest {
	tool: string;
	/** The field's name, also the parameter's, and the field's name in the editor, for the error. */
	field: string;
	label: string;
	options: readonly EnumOption[];
}

/**
 * The value to send for a field whose options the service's documentation describes but does not spell (`kind`:
 * "query groups or URL groups"; a mode "off, own snippets only, or own domains"). The live
 * catalog decides: when the tool's schema lists the parameter's values, the one that is
 * recognisably the chosen option and no other is sent; without a list, the option's own value.
 * A list where none or several values fit fails before anything is sent, naming the values the
 * service takes. A value from an expression that is none of the options is sent as it is.
 */
export async function enumChoice(
	ctx: IExecuteFunctions,
	itemIndex: number,
	request: EnumChoiceRequest,
): Promise<string | number> {
	const raw = itemParameter<string>(ctx, request.field, itemIndex, request.options[0].value);
	return await enumValue(ctx, itemIndex, request, String(raw));
}

/** The value to send for `raw`, a field's value already read (enumChoice). */
export async function enumValue(
	ctx: IExecuteFunctions,
	itemIndex: number,
	request: EnumChoiceRequest,
	raw: string,
): Promise<string | number> {
	const { options } = request;
	const chosen = options.find((option) => option.value === raw);
	if (!chosen) return raw;
	// A tool missing from the catalog fails in agentToolCall with the usual message.
	const tool = await findAgentTool(ctx, request.tool, itemIndex);
	const values = schemaValues(tool?.inputSchema?.properties?.[request.field]);
	const fitting = valuesFor(options, chosen, values);
	if (fitting.length === 1) return fitting[0];
	throw new NodeOperationError(
		ctx.getNode(),
		`${request.label}: the service takes ${request.field} as one of ${values.join(', ')}, and ${fitting.length ? 'more than one' : 'none'} of them is recognisably “${chosen.name}”`,
		{
			itemIndex,
			description: `Nothing was sent. Agent → Call Tool can call ${request.tool} with the value you choose.`,
		},
	);
}

/**
 * The values of a schema's list that are recognisably `chosen` and no other option: the option's
 * own value when the list holds it or there is no list (enumChoice sends exactly one).
 */
export function valuesFor(
	options: readonly EnumOption[],
	chosen: EnumOption,
	values: ReadonlyArray<string | number>,
): Array<string | number> {
	if (!values.length || values.map(String).includes(chosen.value)) return [chosen.value];
	const others = options.filter((option) => option !== chosen);
	return values.filter(
		(value) =>
			chosen.pattern.test(String(value)) &&
			!others.some((other) => other.pattern.test(String(value))),
	);
}

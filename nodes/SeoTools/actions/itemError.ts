import { asNodeError } from '../../shared/utils/asNodeError';
import {
	type IExecuteFunctions,
	type INodeExecutionData,
	type IPairedItemData,
} from 'n8n-workflow';

/** Puts the operation's name ("Uptime → Get") in front of a message, once. */
export function labelled(message: string, label: string): string {
	return !label || message.startsWith(label) ? message : `${label}: ${message}`;
}

/**
 * Under continue-on-fail: the error item for the failed input item(s). Otherwise throws the
 * error as a node error, so the execution stops on it.
 */
export function itemError(
	ctx: IExecuteFunctions,
	error: unknown,
	pairedItem: IPairedItemData | IPairedItemData[],
	/** The operation's name ("Uptime → Get"), put in front of the message. */
	label = '',
): INodeExecutionData {
	const first = Array.isArray(pairedItem) ? pairedItem[0] : pairedItem;
	const nodeError = asNodeError(ctx.getNode(), error, first?.item ?? 0);
	nodeError.message = labelled(nodeError.message, label);
	if (!ctx.continueOnFail()) throw nodeError;
	return {
		json: {
			error: nodeError.message,
			...(nodeError.description ? { description: nodeError.description } : {}),
		},
		pairedItem,
	};
}

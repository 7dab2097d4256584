import type { IExecuteFunctions, NodeApiError, NodeOperationError } from 'n8n-workflow';
import { mayHaveRun } from '../../shared/transport';
import { asNodeError } from '../../shared/utils/asNodeError';

/**
 * An operation that sends several requests for one item and fails after the first: the error
 * keeps its own message and code, and its description starts with what the earlier requests
 * already did, so the user does not run the item again blindly
 * (docs/decisions/field-readers-and-statuses.md#partial-work).
 */
export function afterWorkDone(
	ctx: IExecuteFunctions,
	error: unknown,
	itemIndex: number,
	done: string,
): NodeApiError | NodeOperationError {
	const nodeError = asNodeError(ctx.getNode(), error, itemIndex);
	nodeError.description = [done, nodeError.description].filter(Boolean).join(' ');
	return nodeError;
}

/**
 * What the earlier of `total` requests did when request `failed` (counted from 0) failed:
 * `Requests 1 to 2 of 3 were carried out already (…); request 3 …`. `unit` names a request
 * ("request", "chunk"), `did` what the earlier ones did ("added or updated 143 queries").
 */
export function laterRequestFailed(
	ctx: IExecuteFunctions,
	error: unknown,
	itemIndex: number,
	progress: { failed: number; total: number; unit: string; did: string },
): NodeApiError | NodeOperationError {
	const { failed, total, unit, did } = progress;
	const nodeError = asNodeError(ctx.getNode(), error, itemIndex);
	if (failed === 0) return nodeError;
	const Unit = unit[0].toUpperCase() + unit.slice(1);
	const earlier =
		failed === 1 ? `${Unit} 1 of ${total} was` : `${Unit}s 1 to ${failed} of ${total} were`;
	const thisOne = mayHaveRun(error)
		? `${unit} ${failed + 1} may have been carried out (its answer was lost; it was not sent again)`
		: `${unit} ${failed + 1} was not carried out`;
	const later =
		failed + 2 === total
			? ` and ${unit} ${total} was not sent`
			: failed + 2 < total
				? ` and ${unit}s ${failed + 2} to ${total} were not sent`
				: '';
	nodeError.message = `${Unit} ${failed + 1} of ${total} failed: ${nodeError.message}`;
	return afterWorkDone(
		ctx,
		nodeError,
		itemIndex,
		`${earlier} carried out already (${did}); ${thisOne}${later}.`,
	);
}

import { NodeOperationError, type IExecuteFunctions } from 'n8n-workflow';

/**
 * Never short without saying so: when the answer's own total says more rows exist than were read,
 * and more were wanted, the read fails with both counts instead of passing a part for the whole
 * (docs/open-answer-readers.md). Called after every page the tool allows was read.
 */
export function refuseShortRead(
	ctx: IExecuteFunctions,
	itemIndex: number,
	tool: string,
	read: { total?: number; received: number; limit: number },
): void {
	const { total, received, limit } = read;
	if (total === undefined || total <= received || received >= limit) return;
	throw new NodeOperationError(
		ctx.getNode(),
		`The service sent ${received} of the ${total} rows its answer of ${tool} counts, and gives no way to ask for the rest`,
		{
			itemIndex,
			description: `None is output, so that part of the list is not taken for all of it. Set a Limit of at most ${received} to take the rows it sends, or ask the service for a larger page.`,
		},
	);
}

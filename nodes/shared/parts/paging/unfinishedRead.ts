import { NodeOperationError, type IExecuteFunctions } from 'n8n-workflow';
import { READ_BOUND, type PageReader, type PageVerdict } from './pageReader';

/**
 * A read that cannot be finished fails as a whole: the rows read so far are not output, so a
 * partial list is never taken for the whole one (docs/decisions/paging.md#paging-that-cannot-be-fooled).
 */
export function unfinishedRead(
	ctx: IExecuteFunctions,
	itemIndex: number,
	verdict: Extract<PageVerdict, { kind: 'offsetIgnored' | 'tooMany' }>,
	reader: PageReader,
	firstPage: number,
): NodeOperationError {
	const notOutput = `${reader.rowsRead} rows were read and none is output, so that part of the list is not taken for all of it.`;
	if (verdict.kind === 'offsetIgnored')
		return new NodeOperationError(
			ctx.getNode(),
			`The service sent rows already read when asked for the rows from offset ${reader.offset}: it does not move on by the offset, so the whole list cannot be read`,
			{
				itemIndex,
				description: `${notOutput} Try again later. To get the first rows now, turn off Return All and set a Limit of at most ${firstPage} (the rows of one page).`,
			},
		);
	return new NodeOperationError(
		ctx.getNode(),
		`Stopped after more than ${READ_BOUND.rows} rows: the service kept sending rows not read before and never ended the list with an empty page`,
		{
			itemIndex,
			description: `${notOutput} Turn off Return All and set a Limit to read part of the list.`,
		},
	);
}

import { NodeOperationError, type IExecuteFunctions, type INodeProperties } from 'n8n-workflow';
import { itemParameter } from '../../shared/utils/itemParameter';

/**
 * The Confirm Deletion field of the Delete operations backed by a destructive agent tool, and
 * its check. The operation refuses before any request, whatever the catalog's annotations say:
 * a Delete is irreversible by its name (docs/decisions/agent-interface.md#rank-tracker-data-through-the-agent-interface).
 */
export const confirmDeletion = {
	field(what: string): INodeProperties {
		return {
			displayName: 'Confirm Deletion',
			name: 'confirmDeletion',
			type: 'boolean',
			default: false,
			description: `Whether to delete the ${what} for good. Without this the node refuses before sending anything.`,
		};
	},

	/** Throws, before anything is sent, unless the item turned Confirm Deletion on. */
	check(ctx: IExecuteFunctions, itemIndex: number, what: string): true {
		if (itemParameter<boolean>(ctx, 'confirmDeletion', itemIndex, false) === true) return true;
		throw new NodeOperationError(
			ctx.getNode(),
			`Confirm Deletion must be on to delete the ${what}`,
			{
				itemIndex,
				description: `The ${what} is deleted irreversibly. Turn on Confirm Deletion to delete it. Nothing was sent.`,
			},
		);
	},
};

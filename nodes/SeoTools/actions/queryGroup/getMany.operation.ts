import type { IDataObject } from 'n8n-workflow';
import { projectCall } from '../projectCall';
import { toItems } from '../../shared/items';
import { returnAllProperties, takeLimit } from '../../shared/returnAll';

export const getManyGroups = projectCall({
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many query groups',
	description: 'List the query groups of a project, including the general group "Общая" (ID 1)',
	path: 'groups/get',
	form: 'bare',
	properties: returnAllProperties(),
	output: (groups, context, ctx, itemIndex) =>
		toItems(takeLimit(ctx, itemIndex, (groups ?? []) as IDataObject[]), context),
});

import type { IDataObject, ILoadOptionsFunctions } from 'n8n-workflow';
import { idNameOptions } from './idNameOptions';
import { projectPicker } from './projectPicker';
import { toolRows } from './toolRows';

/** How many URL groups the picker offers; others are typed as an ID. */
const PICKER_GROUPS = 500;

/** The chosen project's URL groups, as rows of get_url_groups. */
export const urlGroupRows = async (
	ctx: ILoadOptionsFunctions,
	projectId: number,
): Promise<IDataObject[]> =>
	await toolRows(ctx, 'get_url_groups', { project_id: projectId, limit: PICKER_GROUPS });

export const URL_GROUP_FIELDS = { id: ['id', 'group_id'], name: ['name', 'title'] } as const;

const readUrlGroups = async (ctx: ILoadOptionsFunctions, projectId: number) =>
	idNameOptions(await urlGroupRows(ctx, projectId), { ...URL_GROUP_FIELDS, unnamed: 'URL group' });

/** The chosen project's URL groups (get_url_groups). */
const urlGroups = projectPicker({
	what: 'URL Groups',
	empty: 'All URL Groups',
	read: readUrlGroups,
});

/**
 * The same list for a field whose empty value names no group (the group URLs are moved or removed
 * from, which Add does without).
 */
const sourceUrlGroups = projectPicker({
	what: 'URL Groups',
	empty: 'None (Add Needs No Group to Take From)',
	read: readUrlGroups,
});

export const getUrlGroups = urlGroups.required;
export const getUrlGroupsOrAll = urlGroups.optional;
export const getUrlGroupsOrNone = sourceUrlGroups.optional;

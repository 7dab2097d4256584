import {
	NodeOperationError,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';
import { projectApiRequest } from '../../../shared/transport';
import { groupField } from '../../../shared/parts/groupField';
import { parseIds, splitLines } from '../../../shared/parts/parseIds';
import { getProjectId, projectLocator } from '../../../shared/parts/projectLocator';
import type { OperationModule } from '../types';
import { itemError } from '../itemError';
import { laterRequestFailed } from '../laterRequestFailed';
import { PHRASE_SEPARATOR, phraseBatches, phraseRoom } from './phraseBatches';
import { itemParameter } from '../../../shared/utils/itemParameter';

const SET_PATH = 'queries/set';

interface Target {
	projectId: number;
	qs: IDataObject;
}

function readTarget(ctx: IExecuteFunctions, itemIndex: number): Target {
	const projectId = getProjectId(ctx, itemIndex);
	const qs: IDataObject = { project_id: projectId };
	const groupBy = itemParameter<string>(ctx, 'groupBy', itemIndex);
	if (groupBy === 'id')
		qs.group_id = parseIds(ctx, itemIndex, 'Group', itemParameter(ctx, 'groupId', itemIndex))[0];
	if (groupBy === 'name') {
		const name = String(itemParameter(ctx, 'groupName', itemIndex, '')).trim();
		if (!name)
			throw new NodeOperationError(ctx.getNode(), 'Group Name must not be empty', { itemIndex });
		qs.group = name;
	}
	if (groupBy !== 'none') qs.group_mode = itemParameter(ctx, 'groupMode', itemIndex, 'replace');
	const url = String(itemParameter(ctx, 'url', itemIndex, '')).trim();
	if (url) {
		if (!/^https?:\/\/\S+$/i.test(url)) {
			throw new NodeOperationError(
				ctx.getNode(),
				`Promoted URL: "${url}" is not an http(s) address`,
				{ itemIndex },
			);
		}
		qs.url = url;
	}
	return { projectId, qs };
}

/**
 * queries/set takes its phrases as one text separated by `|` (docs/service/project-api.md#queries):
 * a phrase holding one would reach the service as several queries, so it is refused, naming the
 * field, before anything is sent.
 */
function wholePhrases(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	phrases: string[],
): string[] {
	const split = phrases.find((phrase) => phrase.includes(PHRASE_SEPARATOR));
	if (split !== undefined)
		throw new NodeOperationError(
			ctx.getNode(),
			`${field}: "${split}" holds "${PHRASE_SEPARATOR}", which the service reads as the end of a phrase`,
			{
				itemIndex,
				description: `The service would add it as several queries. Remove the "${PHRASE_SEPARATOR}" or put each part on its own line. Nothing was sent.`,
			},
		);
	return phrases;
}

function readPhrases(ctx: IExecuteFunctions, itemIndex: number): string[] {
	if (itemParameter(ctx, 'source', itemIndex) === 'list')
		return wholePhrases(
			ctx,
			itemIndex,
			'Phrases',
			splitLines(itemParameter(ctx, 'phrases', itemIndex, '')),
		);
	const field = String(itemParameter(ctx, 'phraseField', itemIndex, 'query'));
	const value = ctx.getInputData()[itemIndex]?.json?.[field];
	return wholePhrases(
		ctx,
		itemIndex,
		`Phrase Field (${field})`,
		splitLines(
			Array.isArray(value) ? value : value === undefined || value === null ? '' : String(value),
		),
	);
}

async function sendPhrases(
	ctx: IExecuteFunctions,
	target: Target,
	phrases: string[],
	itemIndex: number,
): Promise<IDataObject[]> {
	const out: IDataObject[] = [];
	// Full requests: the room left in the address after the key and the other parameters.
	const batches = phraseBatches(
		phrases,
		await phraseRoom(ctx, target.qs, `/projects/api/v1/${SET_PATH}`, itemIndex),
	);
	let sent = 0;
	for (const [index, batch] of batches.entries()) {
		let result: unknown;
		try {
			result = await projectApiRequest(ctx, {
				method: 'POST',
				path: SET_PATH,
				qs: { ...target.qs, queries: batch.join(PHRASE_SEPARATOR) },
				form: 'bare',
				itemIndex,
			});
		} catch (error) {
			const answered = out.filter((row) => row.id !== undefined).length;
			throw laterRequestFailed(ctx, error, itemIndex, {
				failed: index,
				total: batches.length,
				unit: 'request',
				did: `${sent} of ${phrases.length} phrases sent and accepted${
					answered ? `, ${answered} queries added or updated as the answers list them` : ''
				}`,
			});
		}
		sent += batch.length;
		// One phrase answers {id, query}; the shape for several is not shown: accept arrays too.
		const rows = (Array.isArray(result) ? result : [result]) as IDataObject[];
		const context: IDataObject = {
			project_id: String(target.projectId),
			request: index + 1,
			requests: batches.length,
			...(target.qs.group !== undefined ? { group: target.qs.group } : {}),
			...(target.qs.group_id !== undefined ? { group_id: String(target.qs.group_id) } : {}),
			url: (target.qs.url as string) ?? null,
		};
		// Each item is a query: its ID is `id`, the service's own name and Get Many's.
		if (rows.every((r) => r && typeof r === 'object' && 'query' in r)) {
			for (const row of rows) out.push({ ...context, id: String(row.id ?? ''), query: row.query });
		} else {
			out.push({ ...context, phrases_sent: batch.length, response: result as IDataObject });
		}
	}
	return out;
}

export class AddOrUpdateQueries implements OperationModule {
	readonly value = 'set';
	readonly name = 'Add or Update';
	readonly action = 'Add or update queries';
	readonly description =
		'Add search queries to a project, or update existing ones: their group and promoted URL. Existing phrases are not created twice.';
	readonly credential = 'apiKey';
	readonly properties: INodeProperties[] = [
		projectLocator,
		{
			displayName: 'Phrases From',
			name: 'source',
			description: 'Where the phrases come from: a list typed here, or a field of each input item',
			type: 'options',
			default: 'list',
			options: [
				{ name: 'A List', value: 'list', description: 'Type the phrases, one per line' },
				{
					name: 'Input Items',
					value: 'items',
					description:
						'Read a field of every input item; items with the same settings share requests',
				},
			],
		},
		{
			displayName: 'Phrases',
			name: 'phrases',
			type: 'string',
			typeOptions: { rows: 6 },
			default: '',
			description: 'One search query per line',
			displayOptions: { show: { source: ['list'] } },
		},
		{
			displayName: 'Phrase Field',
			name: 'phraseField',
			type: 'string',
			default: 'query',
			description: 'Name of the input field holding the phrase (or a list of phrases)',
			displayOptions: { show: { source: ['items'] } },
		},
		{
			displayName: 'Group',
			name: 'groupBy',
			description:
				'Which group the queries go to: keep their groups, a group by ID, or a group by name',
			type: 'options',
			default: 'none',
			options: [
				{ name: 'Keep Groups (New Queries Go to "Общая")', value: 'none' },
				{ name: 'Group by ID', value: 'id' },
				{ name: 'Group by Name (Created if Missing)', value: 'name' },
			],
		},
		groupField({
			displayName: 'Group ID',
			name: 'groupId',
			displayOptions: { show: { groupBy: ['id'] } },
		}),
		{
			displayName: 'Group Name',
			name: 'groupName',
			description:
				'The name of the group the queries go to; a group with this name is created when the project has none',
			type: 'string',
			default: '',
			displayOptions: { show: { groupBy: ['name'] } },
		},
		{
			displayName: 'Group Mode',
			name: 'groupMode',
			description: 'Whether the queries leave their other groups or keep them',
			type: 'options',
			default: 'replace',
			options: [
				{
					name: 'Replace',
					value: 'replace',
					description: 'The queries leave all their other groups',
				},
				{ name: 'Add', value: 'add', description: 'The queries keep their other groups' },
			],
			displayOptions: { show: { groupBy: ['id', 'name'] } },
		},
		{
			displayName: 'Promoted URL',
			name: 'url',
			type: 'string',
			default: '',
			placeholder: 'https://example.com/page',
			description: 'Landing page for all given phrases. Leave empty to reset their promoted URL.',
		},
	];
	/** In "Input Items" mode, items that target the same project and settings are sent together. */
	async executeAll(this: IExecuteFunctions): Promise<INodeExecutionData[] | undefined> {
		const items = this.getInputData();
		if (!items.length || itemParameter(this, 'source', 0) !== 'items') return undefined;
		const batches = new Map<string, { target: Target; phrases: string[]; items: number[] }>();
		const out: INodeExecutionData[] = [];
		for (let i = 0; i < items.length; i++) {
			try {
				const target = readTarget(this, i);
				const key = JSON.stringify(target.qs);
				const batch = batches.get(key) ?? { target, phrases: [], items: [] };
				batch.phrases.push(...readPhrases(this, i));
				batch.items.push(i);
				batches.set(key, batch);
			} catch (error) {
				out.push(itemError(this, error, { item: i }));
			}
		}
		for (const batch of batches.values()) {
			const pairedItem = batch.items.map((item) => ({ item }));
			try {
				if (!batch.phrases.length) continue;
				const rows = await sendPhrases(
					this,
					batch.target,
					[...new Set(batch.phrases)],
					batch.items[0],
				);
				out.push(...rows.map((json) => ({ json, pairedItem })));
			} catch (error) {
				out.push(itemError(this, error, pairedItem));
			}
		}
		return out;
	}
	async execute(ctx: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
		const target = readTarget(ctx, itemIndex);
		const phrases = readPhrases(ctx, itemIndex);
		if (!phrases.length)
			throw new NodeOperationError(ctx.getNode(), 'Phrases: give at least one search query', {
				itemIndex,
			});
		return (await sendPhrases(ctx, target, phrases, itemIndex)).map((json) => ({ json }));
	}
}

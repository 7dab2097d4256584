import type { IDataObject } from 'n8n-workflow';
import { IdSet } from './idSet';

/** A whole number written as the service writes ids, small enough to be one exact JS number. */
const CANONICAL_INTEGER = /^(0|[1-9]\d{0,14})$/;

/** Ids as numbers where they are whole numbers ("12" and 12 are one query), otherwise as text. */
function idKey(id: unknown): number | string {
	if (typeof id === 'number' && Number.isSafeInteger(id)) return id;
	const text = String(id);
	return CANONICAL_INTEGER.test(text) ? Number(text) : text;
}

export type RowIdentity = (row: IDataObject) => { space: string; key: number | string };

/**
 * A row's identity from what the service promises (docs/service/project-api.md#records): a row is
 * one query in one group, so its id and group_id, never its other fields (a frequency may change
 * between two requests). A row without an id falls back to its phrase (phrases are unique in a
 * project: queries/set never adds one twice, docs/service/project-api.md#queries), and a row with
 * neither to its whole text. `space` says which, and the group.
 *
 * Each read makes its own (`PageReader`, `SeenRows`): the spaces it has named ("id 12") are kept
 * for that read only, one string per group instead of one per row, which would be a string of
 * garbage per row of a million-row read (docs/decisions/parallel-requests.md#large-reads). They
 * end with the read, so no process-wide state (shared/utils/processMap.ts) is needed for them.
 */
export function queryRowIdentity(): RowIdentity {
	const named = { id: new Map<string, string>(), query: new Map<string, string>() };
	const spaceOf = (kind: 'id' | 'query', group: string): string => {
		const known = named[kind];
		let space = known.get(group);
		if (space === undefined) known.set(group, (space = `${kind} ${group}`));
		return space;
	};
	return (row) => {
		const group = row.group_id === null || row.group_id === undefined ? '' : String(row.group_id);
		if (row.id !== undefined && row.id !== null && row.id !== '')
			return { space: spaceOf('id', group), key: idKey(row.id) };
		if (typeof row.query === 'string') return { space: spaceOf('query', group), key: row.query };
		return { space: 'row', key: JSON.stringify(row) };
	};
}

/**
 * The rows a read has met, by their identity (`queryRowIdentity` unless told). Kept small because a read may reach a million rows
 * (docs/decisions/paging.md#paging-that-cannot-be-fooled): whole-number ids of each group in an
 * `IdSet` (8 bytes an id when they come in order), other keys in a Set.
 */
export class SeenRows {
	/** `identity` says which rows are one row: by default a query row's (`queryRowIdentity`). */
	constructor(private readonly identity: RowIdentity = queryRowIdentity()) {}

	private readonly bySpace = new Map<string, { ids?: IdSet; texts?: Set<string> }>();
	/** Distinct rows met so far. */
	size = 0;

	/** Records the row; false when the same row was met before. */
	add(row: IDataObject): boolean {
		const { space, key } = this.identity(row);
		let keys = this.bySpace.get(space);
		if (!keys) this.bySpace.set(space, (keys = {}));
		let isNew: boolean;
		if (typeof key === 'number') isNew = (keys.ids ??= new IdSet()).add(key);
		else {
			keys.texts ??= new Set();
			isNew = !keys.texts.has(key);
			if (isNew) keys.texts.add(key);
		}
		if (isNew) this.size++;
		return isNew;
	}
}

import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { fieldOf } from '../../shared/parts/agent/fieldOf';
import { finishedChecks } from '../../shared/parts/agent/finishedChecks';
import { agentRows } from './agentRows';
import { eachWatchedProject, firstLatest, watchedProjectsProperties } from './watchedProjectIds';
import type { TriggerEvent } from './types';

const TOOL = 'get_check_state';
const KIND = ['type', 'kind', 'check', 'check_type', 'name'];
const ID = ['update_id', 'check_id', 'id', 'report_id', 'task_id'];
const START = ['start', 'started_at', 'start_date', 'date_start', 'date', 'started'];

/** The kinds a user can pick, each matched by the words a service could name it with. */
const KINDS: Record<string, RegExp> = {
	positions: /position|rank|parse/i,
	frequencies: /freq/i,
	audit: /audit|technical|inspection/i,
	all: /^all|all[ _-]?checks/i,
	recommendations: /recommend|todo/i,
};

interface Running {
	key: string;
	kind: string;
	row: IDataObject;
}

/** The checks running now (get_check_state: "running checks and progress in percent"). */
async function running(ctx: IPollFunctions, projectId: number): Promise<Running[]> {
	const rows = await agentRows(ctx, TOOL, { project_id: projectId });
	return rows
		.map((row) => {
			const kind = fieldOf(row, KIND);
			const id = fieldOf(row, ID);
			const start = fieldOf(row, START);
			if (kind === undefined && id === undefined) return undefined;
			return {
				key: `${String(kind ?? '')}|${String(id ?? start ?? '')}`,
				kind: String(kind ?? 'unknown'),
				row,
			};
		})
		.filter((r): r is Running => r !== undefined);
}

const kindOf = (kind: string): string =>
	Object.keys(KINDS).find((k) => KINDS[k].test(kind)) ?? kind;

export const checkFinished: TriggerEvent = {
	value: 'checkFinished',
	name: 'Check Finished',
	description:
		'A check of the project that was running has ended: positions, frequencies, audit, all checks or recommendations (get_check_state)',
	credential: 'apiKey',
	properties: [
		...watchedProjectsProperties,
		{
			displayName: 'Kinds',
			name: 'checkKinds',
			type: 'multiOptions',
			default: [],
			options: [
				{ name: 'All Checks', value: 'all' },
				{ name: 'Audit', value: 'audit' },
				{ name: 'Frequencies', value: 'frequencies' },
				{ name: 'Positions', value: 'positions' },
				{ name: 'Recommendations', value: 'recommendations' },
			],
			description: 'Fire only for these kinds of check; none chosen means every kind',
		},
	],
	async poll(ctx, state, baseline) {
		const kinds = ctx.getNodeParameter('checkKinds', []) as string[];
		return await eachWatchedProject(ctx, state, baseline, async (projectId, cursor) => {
			const before = (cursor.running ?? {}) as Record<string, IDataObject>;
			const now = await running(ctx, projectId);
			const still = new Set(now.map((r) => r.key));
			cursor.running = Object.fromEntries(now.map((r) => [r.key, { kind: r.kind, row: r.row }]));
			// A check the last poll saw running and this one does not has ended.
			return Object.entries(before)
				.filter(([key]) => !still.has(key))
				.map(([, seen]) => ({
					event: 'checkFinished',
					project_id: String(projectId),
					kind: kindOf(String(seen.kind)),
					service_kind: seen.kind,
					last_seen: seen.row,
				}))
				.filter((e) => !kinds.length || kinds.includes(e.kind));
		});
	},
	async latest(ctx) {
		// get_check_state lists only running checks; the last ended position check is read from
		// get_project_updates instead, when positions are among the kinds watched.
		const kinds = ctx.getNodeParameter('checkKinds', []) as string[];
		if (kinds.length && !kinds.includes('positions')) return undefined;
		return await firstLatest(ctx, async (projectId) => {
			const rows = await agentRows(ctx, 'get_project_updates', { project_id: projectId });
			const last = finishedChecks(rows)[0];
			return last
				? {
						event: 'checkFinished',
						project_id: String(projectId),
						kind: 'positions',
						service_kind: 'positions',
						last_seen: { update_id: last.id ?? null, start: last.date },
					}
				: undefined;
		});
	},
	sample: {
		event: 'checkFinished',
		project_id: '48120',
		kind: 'positions',
		service_kind: 'positions',
		last_seen: { type: 'positions', update_id: 5521, start: '2026-11-20 06:00:00', progress: 97 },
	},
};

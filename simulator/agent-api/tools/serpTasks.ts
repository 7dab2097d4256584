import { formatDate } from '../../core/clock';
import { ToolFailure, type ToolCall, type ToolImpl } from './call';
import { bounded, charge, payer, records, seeded, type StoredRecord } from './kit';
import { TASK_POLLS } from './long';
import { engineFor } from './serp';
import { phrases, top, topFor } from './serviceKit';

/** serp_se1_set / serp_se1_search_and_context_set queue a SERP task read by serp_se1_status and serp_se1_get. */
interface SerpTask extends StoredRecord {
	accountId: number;
	keywords: string[];
	region: string;
	isMobile: boolean;
	adsOnly: boolean;
	withAds: boolean;
	polls: number;
	created: string;
}

const serpTasks = (call: ToolCall) => records<SerpTask>(call, 'serp-task', true);

export const serpSet =
	(withAds: boolean): ToolImpl =>
	(call) => {
		const keywords = phrases('keywords')(call.args);
		bounded(keywords, 'keywords', 1, 1000);
		const charged = charge(payer(call), keywords.length, call.tool.name);
		const task = serpTasks(call).add(14001, {
			accountId: call.account.id,
			keywords,
			region: String(call.args.region ?? 'moscow'),
			isMobile: call.args.is_mobile === true,
			adsOnly: call.args.ads_only === true,
			withAds,
			polls: 0,
			created: formatDate(call.ctx.clock.now()),
		});
		return { task_id: task.id, keywords: keywords.length, limits_charged: charged };
	};

export function serpTask(call: ToolCall): SerpTask {
	const task = serpTasks(call).find(call.args.task_id, 'SERP task');
	if (task.accountId !== call.account.id) throw new ToolFailure(`SERP task ${task.id} not found`);
	return task;
}

export const progressOf = (task: SerpTask) =>
	Math.min(100, Math.round((task.polls / TASK_POLLS) * 100));

export const serpGet: ToolImpl = (call) => {
	const task = serpTask(call);
	if (progressOf(task) < 100)
		throw new ToolFailure(
			`SERP task ${task.id} is at ${progressOf(task)} %: poll serp_se1_status until progress is 100`,
		);
	const offset = Number(call.args.offset ?? 0);
	const limit = Number(call.args.limit ?? 100);
	return {
		results: task.keywords.slice(offset, offset + limit).map((query, i) => {
			const r = seeded('serp', task.id, query);
			const engine = engineFor('se1', task.isMobile);
			const ads = (n: number) =>
				task.withAds ? top(r, n, query).map((d) => ({ ...d, ad: true })) : [];
			return {
				query,
				query_id: offset + i + 1,
				region: task.region,
				is_mobile: task.isMobile,
				organic: task.adsOnly ? [] : topFor(r, call, query, engine, undefined),
				ads_top: ads(3),
				ads_middle: ads(1),
				ads_bottom: ads(2),
				special: r.next() < 0.5 ? [{ type: 'maps' }] : [],
			};
		}),
	};
};

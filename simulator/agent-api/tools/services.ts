import { charge, payer, seeded, bounded } from './kit';
import { longTool, TASK_POLLS } from './long';
import { SEMANTICS_SERVICE_SPECS } from './semanticsServices';
import { SERP_SERVICE_SPECS } from './serpServices';
import { progressOf, serpGet, serpSet, serpTask } from './serpTasks';
import type { ServiceSpec } from './serviceKit';
import type { ToolCall, ToolImpl } from './call';

/** The service tools of 4.9-4.11: limits, bounds and queueing around each tool's spec. */
const SPECS: Record<string, ServiceSpec> = { ...SEMANTICS_SERVICE_SPECS, ...SERP_SERVICE_SPECS };

function prepare(call: ToolCall, spec: ServiceSpec): number {
	const units = spec.units?.(call.args) ?? [];
	if (spec.bounds) bounded(units, spec.bounds[0], spec.bounds[1], spec.bounds[2]);
	spec.check?.(call.args);
	if (!call.tool.mutating) return 0;
	return units.length ? units.length * (spec.perUnit ?? 1) : (spec.flat ?? 1);
}

function serviceTool(name: string, spec: ServiceSpec): ToolImpl {
	const result = (call: ToolCall) => spec.run(seeded(name, call.args), call.args, call);
	if (
		name === 'site_analysis' ||
		[
			'geo_dependence',
			'cluster_by_top',
			'query_analysis',
			'suggest_se1',
			'suggest_se2',
			'suggest_video',
			'query_intent',
			'kwfreq_frequency',
			'kwfreq_keywords_parse',
			'complex_queries_analysis',
			'serp_top10',
			'se1_positions_check',
			'se2_positions_check',
		].includes(name)
	) {
		return longTool({
			check: (call) => void prepare(call, spec),
			cost: (call) => prepare(call, spec),
			result,
		});
	}
	return (call) => {
		const cost = prepare(call, spec);
		const data = result(call);
		return {
			...data,
			...(call.tool.mutating ? { limits_charged: charge(payer(call), cost, name) } : {}),
		};
	};
}

export const SERVICE_TOOLS: Record<string, ToolImpl> = {
	...Object.fromEntries(
		Object.entries(SPECS).map(([name, spec]) => [name, serviceTool(name, spec)]),
	),
	serp_se1_set: serpSet(false),
	serp_se1_search_and_context_set: serpSet(true),
	serp_se1_status: (call) => {
		const task = serpTask(call);
		task.polls = Math.min(TASK_POLLS, task.polls + 1);
		return { task_id: task.id, progress: progressOf(task) };
	},
	serp_se1_get: serpGet,
};

import { projectOf, type ToolImpl } from './call';

/** Read tools that are project API methods under another name (document 1, 4.2, 4.5). */
const uptime: ToolImpl = async (call) => {
	const project = projectOf(call);
	const period = call.args.period ?? 'day';
	const intervals = await call.api.call(call.account, project, {
		method: 'GET',
		path: 'uptime/get',
		query: { period: String(period) },
	});
	return { intervals };
};

const traffic: ToolImpl = async (call) => {
	const project = projectOf(call);
	const { from, to, ss_id, grouping } = call.args as Record<string, string | number | undefined>;
	const points = await call.api.call(call.account, project, {
		method: 'GET',
		path: 'project/traffic',
		query: { from, to, ss_id, grouping },
	});
	return { points };
};

const forecast: ToolImpl = async (call) => {
	const project = projectOf(call);
	const result = await call.api.call(call.account, project, {
		method: 'GET',
		path: 'project/limits-forecast',
	});
	return result as Record<string, unknown>;
};

/** The part of service-robotstxt/get's own answer format that the tool flattens. */
interface RobotsResult {
	warnings?: boolean;
	tools_result?: { robots_txt?: unknown[]; robots_compare?: Record<string, unknown> };
}

/** service-robotstxt/get is the method with a `limit` of versions; its own format is flattened. */
const robots: ToolImpl = async (call) => {
	const project = projectOf(call);
	const limit = call.args.limit as number | undefined;
	const answer = (await call.api.call(call.account, project, {
		method: 'GET',
		path: 'service-robotstxt/get',
		query: { limit },
	})) as { result?: RobotsResult } | undefined;
	const result: RobotsResult = answer?.result ?? {};
	return {
		robots_warning: result.warnings ?? false,
		robots_txt: result.tools_result?.robots_txt ?? [],
		robots_compare: result.tools_result?.robots_compare ?? {},
	};
};

export const MONITORING_TOOLS: Record<string, ToolImpl> = {
	get_uptime: uptime,
	get_project_traffic: traffic,
	get_limits_forecast: forecast,
	get_robots_changes: robots,
};

import type * as AccountCredential from './jwt/accountCredential';
import type * as AgentApi from './agentApi';
import type * as Credentials from './credentials';
import type * as Http from './http';
import type * as Lifecycle from './jwt/lifecycle';
import type * as ProjectApi from './projectApi';
import type * as RestApi from './restApi';
import type * as ToolsApi from './toolsApi';

/*
 * The transport as operations, editor methods and trigger events call it. Each entry point
 * loads its module on its first call: n8n loads the package to read the descriptions, and the
 * HTTP, JWT and surface code (a tenth of the package's modules) would only add to that load
 * (docs/decisions.md, cold require). Types come from the modules themselves.
 */

export async function projectApiRequest(...args: Parameters<typeof ProjectApi.projectApiRequest>) {
	return await (await import('./projectApi')).projectApiRequest(...args);
}

export async function restApiRequest(...args: Parameters<typeof RestApi.restApiRequest>) {
	return await (await import('./restApi')).restApiRequest(...args);
}

export async function toolsApiRequest(...args: Parameters<typeof ToolsApi.toolsApiRequest>) {
	return await (await import('./toolsApi')).toolsApiRequest(...args);
}

export async function readVideoTask(...args: Parameters<typeof ToolsApi.readVideoTask>) {
	return await (await import('./toolsApi')).readVideoTask(...args);
}

export async function agentRequest(...args: Parameters<typeof AgentApi.agentRequest>) {
	return await (await import('./agentApi')).agentRequest(...args);
}

export async function callAgentTool(...args: Parameters<typeof AgentApi.callAgentTool>) {
	return await (await import('./agentApi')).callAgentTool(...args);
}

export async function apiKeyCredential(...args: Parameters<typeof Credentials.apiKeyCredential>) {
	return await (await import('./credentials')).apiKeyCredential(...args);
}

export async function accountCredential(
	...args: Parameters<typeof AccountCredential.accountCredential>
) {
	return await (await import('./jwt/accountCredential')).accountCredential(...args);
}

export async function forgetSession(...args: Parameters<typeof Lifecycle.forgetSession>) {
	return await (await import('./jwt/lifecycle')).forgetSession(...args);
}

export async function send(...args: Parameters<typeof Http.send>) {
	return await (await import('./http')).send(...args);
}

/*
 * The transport as operations, editor methods and trigger events call it. Each entry point
 * loads its module on its first call: n8n loads the package to read the descriptions, and the
 * HTTP, JWT and surface code (a tenth of the package's modules) would only add to that load
 * (docs/decisions.md, cold require). Types come from the modules themselves.
 */

/*
 * The one way into the transport from outside it (test/structure/nodes.test.ts). Small leaves
 * whose values are needed while n8n reads the descriptions, or synchronously by operations,
 * are exported as they are: the Request Options (requestSettings.ts) and the service's errors
 * (serviceError.ts). Types cost nothing at run time.
 */
export { DEFAULT_MAX_PARALLEL, maxParallelRequests, requestSettings } from './requestSettings';
export type { RequestSettings } from './requestSettings';
export { mayHaveRun, serviceCodeOf, serviceError } from './serviceError';
export { redact } from './redact';
export { runningTaskOf, TASK_RUNNING_CODE, type RunningTask } from './runningTask';
export type { RequestContext, RetryPolicy } from './send';
export type { ProjectResponseForm } from './projectApiRequest';
export type { FilePart } from './buildMultipart';

// Plain functions that hand their arguments on: "go to definition" leads from here into the
// module that does the work.
type ProjectApi = typeof import('./projectApiRequest');
type RestApi = typeof import('./restApiRequest');
type ToolsApi = typeof import('./toolsApiRequest');
type AgentApi = typeof import('./agentRequest');
type Credentials = typeof import('./apiKeyCredential');
type AccountCredential = typeof import('./jwt/accountCredential');
type Lifecycle = typeof import('./jwt/postWithSession');
type PreAuthentication = typeof import('./jwt/preAuthenticateAccount');
type Http = typeof import('./send');
type OutputRedaction = typeof import('./withoutSecrets');

export async function projectApiRequest(
	...args: Parameters<ProjectApi['projectApiRequest']>
): ReturnType<ProjectApi['projectApiRequest']> {
	return await (await import('./projectApiRequest')).projectApiRequest(...args);
}

export async function restApiRequest(
	...args: Parameters<RestApi['restApiRequest']>
): ReturnType<RestApi['restApiRequest']> {
	return await (await import('./restApiRequest')).restApiRequest(...args);
}

export async function toolsApiRequest(
	...args: Parameters<ToolsApi['toolsApiRequest']>
): ReturnType<ToolsApi['toolsApiRequest']> {
	return await (await import('./toolsApiRequest')).toolsApiRequest(...args);
}

export async function readVideoTask(
	...args: Parameters<ToolsApi['readVideoTask']>
): ReturnType<ToolsApi['readVideoTask']> {
	return await (await import('./toolsApiRequest')).readVideoTask(...args);
}

export async function agentRequest(
	...args: Parameters<AgentApi['agentRequest']>
): ReturnType<AgentApi['agentRequest']> {
	return await (await import('./agentRequest')).agentRequest(...args);
}

export async function callAgentTool(
	...args: Parameters<AgentApi['callAgentTool']>
): ReturnType<AgentApi['callAgentTool']> {
	return await (await import('./agentRequest')).callAgentTool(...args);
}

export async function agentToolError(
	...args: Parameters<AgentApi['agentToolError']>
): ReturnType<AgentApi['agentToolError']> {
	return await (await import('./agentRequest')).agentToolError(...args);
}

export async function endAgentSession(
	...args: Parameters<AgentApi['endAgentSession']>
): ReturnType<AgentApi['endAgentSession']> {
	return await (await import('./agentRequest')).endAgentSession(...args);
}

export async function apiKeyCredential(
	...args: Parameters<Credentials['apiKeyCredential']>
): ReturnType<Credentials['apiKeyCredential']> {
	return await (await import('./apiKeyCredential')).apiKeyCredential(...args);
}

export async function accountCredential(
	...args: Parameters<AccountCredential['accountCredential']>
): ReturnType<AccountCredential['accountCredential']> {
	return await (await import('./jwt/accountCredential')).accountCredential(...args);
}

export async function forgetSession(
	...args: Parameters<Lifecycle['forgetSession']>
): ReturnType<Lifecycle['forgetSession']> {
	return await (await import('./jwt/postWithSession')).forgetSession(...args);
}

export async function preAuthenticateAccount(
	...args: Parameters<PreAuthentication['preAuthenticateAccount']>
): ReturnType<PreAuthentication['preAuthenticateAccount']> {
	return await (await import('./jwt/preAuthenticateAccount')).preAuthenticateAccount(...args);
}

export async function send(...args: Parameters<Http['send']>): ReturnType<Http['send']> {
	return await (await import('./send')).send(...args);
}

export async function withoutSecrets(
	...args: Parameters<OutputRedaction['withoutSecrets']>
): ReturnType<OutputRedaction['withoutSecrets']> {
	return await (await import('./withoutSecrets')).withoutSecrets(...args);
}

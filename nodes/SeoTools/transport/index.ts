/*
 * The transport as operations, editor methods and trigger events call it. Each entry point
 * loads its module on its first call: n8n loads the package to read the descriptions, and the
 * HTTP, JWT and surface code (a tenth of the package's modules) would only add to that load
 * (docs/decisions.md, cold require). Types come from the modules themselves.
 */

/*
 * The one way into the transport from outside it (test/structure/nodes.test.ts). Small leaves
 * whose values are needed while n8n reads the descriptions, or synchronously by operations,
 * are exported as they are: the Request Options (settings.ts) and the service's errors
 * (errors.ts). Types cost nothing at run time.
 */
export { DEFAULT_MAX_PARALLEL, maxParallelRequests, requestSettings } from './settings';
export type { RequestSettings } from './settings';
export { serviceCodeOf, serviceError } from './errors';
export { runningTaskOf, TASK_RUNNING_CODE, type RunningTask } from './runningTask';
export type { RequestContext, RetryPolicy } from './http';
export type { ProjectResponseForm } from './projectApi';
export type { FilePart } from './multipart';

type AsyncFunction = (...args: never[]) => Promise<unknown>;

/** `name` of the module `load` imports, imported when the returned function is first called. */
function onFirstCall<M extends Record<K, AsyncFunction>, K extends keyof M>(
	load: () => Promise<M>,
	name: K,
): M[K] {
	// The import is asked for once; every later call awaits the same settled promise.
	let loaded: Promise<M> | undefined;
	const call = async (...args: never[]) => await (await (loaded ??= load()))[name](...args);
	return call as M[K];
}

export const projectApiRequest = onFirstCall(() => import('./projectApi'), 'projectApiRequest');
export const restApiRequest = onFirstCall(() => import('./restApi'), 'restApiRequest');
export const toolsApiRequest = onFirstCall(() => import('./toolsApi'), 'toolsApiRequest');
export const readVideoTask = onFirstCall(() => import('./toolsApi'), 'readVideoTask');
export const agentRequest = onFirstCall(() => import('./agentApi'), 'agentRequest');
export const callAgentTool = onFirstCall(() => import('./agentApi'), 'callAgentTool');
export const apiKeyCredential = onFirstCall(() => import('./credentials'), 'apiKeyCredential');
export const accountCredential = onFirstCall(
	() => import('./jwt/accountCredential'),
	'accountCredential',
);
export const forgetSession = onFirstCall(() => import('./jwt/lifecycle'), 'forgetSession');
export const send = onFirstCall(() => import('./http'), 'send');
export const redactItems = onFirstCall(() => import('./outputRedaction'), 'redactItems');
export const agentToolError = onFirstCall(() => import('./agentApi'), 'agentToolError');
export const preAuthenticateAccount = onFirstCall(
	() => import('./jwt/preAuthentication'),
	'preAuthenticateAccount',
);
export const endAgentSession = onFirstCall(() => import('./agentApi'), 'endAgentSession');

/*
 * The transport as operations, editor methods and trigger events call it: the one way into it
 * from outside (test/structure/floors.test.ts). Plain re-exports, as n8n's own nodes import their
 * transport: "go to definition" leads from an import straight to the module that does the work.
 * Loading it all when n8n requires the package costs less than the noise of a cold start
 * (docs/benchmarks.md#cold-require-of-the-transport-2026-11-26).
 */
export { DEFAULT_MAX_PARALLEL, maxParallelRequests, requestSettings } from './requestSettings';
export type { RequestSettings } from './requestSettings';
export { mayHaveRun, serviceCodeOf, serviceError } from './serviceError';
export { redact } from './redact';
export { runningTaskOf, TASK_RUNNING_CODE, type RunningAgentTask } from './runningAgentTask';
export type { RequestContext, RetryPolicy } from './send';
export { projectApiRequest, type ProjectResponseForm } from './projectApiRequest';
export type { FilePart } from './buildMultipart';
export { restApiRequest } from './restApiRequest';
export { readVideoTask, toolsApiRequest } from './toolsApiRequest';
export { agentRequest, agentToolError, agentToolRequest, endAgentSession } from './agentRequest';
export { existingSession } from './agentSession';
export { apiKeyCredential } from './apiKeyCredential';
export { accountCredential } from './jwt/accountCredential';
export { forgetSession } from './jwt/postWithSession';
export { preAuthenticateAccount } from './jwt/preAuthenticateAccount';
export { downloadFile } from './downloadFile';
export { withoutSecrets } from './withoutSecrets';

export { runNode, runPoll, runWorkflow, RUN_NODE_NAMES } from './engine';
export type { HarnessError, HarnessOptions, WorkflowResult } from './engine';
export { HarnessCredentialsHelper, credentialId } from './credentials-helper';
export { EMIT_ITEMS_TYPE, MANUAL_TRIGGER_TYPE, HarnessNodeTypes } from './node-types';
export type { BinaryDataMode } from './core';

import {
	ExecutionLifecycleHooks,
	ExternalSecretsProxy,
	PollContext,
	PollTriggerExecutor,
	WorkflowExecute,
} from 'n8n-core';
import type {
	ICredentialType,
	IConnections,
	IDataObject,
	INode,
	INodeExecutionData,
	INodeType,
	IRun,
	IVersionedNodeType,
	IWorkflowExecuteAdditionalData,
	IWorkflowSettings,
	WorkflowExecuteMode,
} from 'n8n-workflow';
import {
	NodeHelpers,
	UnexpectedError,
	Workflow,
	jsonStringify,
	setSafeRegexEngine,
	type RegexEngine,
} from 'n8n-workflow';

import { Container, bootstrapCore, type BinaryDataMode } from './core';
import { HarnessCredentialsHelper, credentialId } from './credentials-helper';
import {
	EMIT_ITEMS_TYPE,
	HarnessNodeTypes,
	MANUAL_TRIGGER_TYPE,
	toEmitItemsParameter,
} from './node-types';

/**
 * n8n checks a parameter's validation pattern in a separate VM context with a 250 ms limit
 * (n8n-workflow's safe-regex). The node's patterns are its own and short, but on a busy machine a
 * check can wait its turn longer than that and fail the run; the harness checks them with the
 * same RegExp semantics and no clock, so no test depends on the machine's speed.
 */
const plainRegex: RegexEngine = {
	exec: (pattern, input, flags) => new RegExp(pattern, flags).exec(input),
	test: (pattern, input, flags) => new RegExp(pattern, flags).test(input),
	replace: (pattern, input, flags, replacement) =>
		input.replace(new RegExp(pattern, flags), replacement),
	matchAll: (pattern, input, flags = '') => [
		...input.matchAll(new RegExp(pattern, flags.includes('g') ? flags : `${flags}g`)),
	],
	split: (pattern, input, flags) => input.split(new RegExp(pattern, flags)),
};
setSafeRegexEngine(plainRegex);

export interface HarnessOptions {
	/** key = node type name used in workflow nodes, e.g. 'n8n-nodes-seo-tools.seoTools' */
	nodeTypes: Record<string, INodeType | IVersionedNodeType>;
	credentialTypes?: ICredentialType[];
	/** credential type name -> decrypted data (one credential per type, id = 'cred-<type>') */
	credentials?: Record<string, IDataObject>;
	/** 'default' keeps binary data inline (base64), 'filesystem' stores it in a temp dir. */
	binaryDataMode?: BinaryDataMode;
}

export type HarnessError = Error & { description?: string; context?: unknown; httpCode?: string };

export interface WorkflowResult {
	run: IRun;
	status: string;
	items(nodeName: string, outputIndex?: number): INodeExecutionData[];
	error(nodeName?: string): HarnessError | undefined;
	json(nodeName: string): IDataObject[];
	serialized(): string;
}

/** Node names used by runNode's three-node workflow. */
export const RUN_NODE_NAMES = { trigger: 'Manual Trigger', input: 'Input', node: 'Node' } as const;

let executionCounter = 0;

function createAdditionalData(
	credentialsHelper: HarnessCredentialsHelper,
	executionId: string,
	hooks?: ExecutionLifecycleHooks,
): IWorkflowExecuteAdditionalData {
	const unsupported = (what: string) => async () => {
		throw new UnexpectedError(`${what} is not supported by the test harness`);
	};
	const base = 'http://127.0.0.1:5678';
	return {
		credentialsHelper,
		hooks,
		executionId,
		currentNodeExecutionIndex: 0,
		variables: {},
		externalSecretsProxy: new ExternalSecretsProxy(),
		restApiUrl: `${base}/rest`,
		instanceBaseUrl: `${base}/`,
		formBaseUrl: `${base}/form`,
		formWaitingBaseUrl: `${base}/form-waiting`,
		formTestBaseUrl: `${base}/form-test`,
		webhookBaseUrl: `${base}/webhook`,
		webhookWaitingBaseUrl: `${base}/webhook-waiting`,
		webhookTestBaseUrl: `${base}/webhook-test`,
		mcpBaseUrl: `${base}/mcp`,
		mcpTestBaseUrl: `${base}/mcp-test`,
		executeWorkflow: unsupported('executeWorkflow'),
		getRunExecutionData: unsupported('getRunExecutionData'),
		getRuntimeCredential: unsupported('getRuntimeCredential'),
		startRunnerTask: unsupported('startRunnerTask'),
		logAiEvent: () => {},
	};
}

function createWorkflow(
	opts: HarnessOptions & { nodes: INode[]; connections: IConnections; staticData?: IDataObject },
	settings?: IWorkflowSettings,
): Workflow {
	return new Workflow({
		id: 'harness-workflow',
		name: 'Harness workflow',
		// The Workflow constructor rewrites node parameters (defaults); keep the caller's nodes intact.
		nodes: structuredClone(opts.nodes),
		connections: opts.connections,
		active: false,
		nodeTypes: new HarnessNodeTypes(opts.nodeTypes),
		staticData: opts.staticData,
		settings: { executionOrder: 'v1', ...settings },
	});
}

function toResult(run: IRun): WorkflowResult {
	const firstRun = (nodeName: string) => run.data.resultData.runData[nodeName]?.[0];
	const items = (nodeName: string, outputIndex = 0) =>
		firstRun(nodeName)?.data?.main?.[outputIndex] ?? [];
	return {
		run,
		status: run.status,
		items,
		json: (nodeName) => items(nodeName).map((item) => item.json),
		error: (nodeName) =>
			(nodeName === undefined ? run.data.resultData.error : firstRun(nodeName)?.error) as
				| HarnessError
				| undefined,
		serialized: () => jsonStringify(run, { replaceCircularRefs: true }),
	};
}

/** Executes a workflow with n8n's own WorkflowExecute, the way a manual run in the editor does. */
export async function runWorkflow(
	opts: HarnessOptions & {
		nodes: INode[];
		connections: IConnections;
		staticData?: IDataObject;
		mode?: WorkflowExecuteMode;
		settings?: IWorkflowSettings;
	},
): Promise<WorkflowResult> {
	await bootstrapCore(opts.binaryDataMode);
	const mode = opts.mode ?? 'manual';
	const workflow = createWorkflow(opts, opts.settings);
	const executionId = `harness-${++executionCounter}`;
	const hooks = new ExecutionLifecycleHooks(mode, executionId, {
		id: workflow.id,
		name: 'Harness workflow',
		nodes: opts.nodes,
		connections: opts.connections,
		active: false,
		activeVersionId: null,
		isArchived: false,
		settings: workflow.settings,
		createdAt: new Date(),
		updatedAt: new Date(),
	});
	const credentialsHelper = new HarnessCredentialsHelper(opts.credentialTypes, opts.credentials);
	const additionalData = createAdditionalData(credentialsHelper, executionId, hooks);
	const run = await new WorkflowExecute(additionalData, mode).run({ workflow });
	return toResult(run);
}

interface NodeUnderTest {
	type: string;
	parameters: IDataObject;
	typeVersion?: number;
	/** Defaults to `{ <type>: { id: 'cred-<type>', name: <type> } }` for each declared type with data. */
	nodeCredentials?: INode['credentials'];
}

/** The version the n8n editor would pick for a newly added node. */
function defaultVersion(type: INodeType | IVersionedNodeType): number {
	if ('nodeVersions' in type) return type.currentVersion;
	const { version, defaultVersion: preferred } = type.description;
	return preferred ?? (Array.isArray(version) ? Math.max(...version) : version);
}

/** The INode for the tested type: latest version unless pinned, credentials wired to the harness data. */
function nodeUnderTest(opts: HarnessOptions & NodeUnderTest, name: string, id: string): INode {
	const registered = new HarnessNodeTypes(opts.nodeTypes).getByName(opts.type);
	const typeVersion = opts.typeVersion ?? defaultVersion(registered);
	const declared =
		NodeHelpers.getVersionedNodeType(registered, typeVersion).description.credentials ?? [];
	const wired = declared
		.filter(({ name: type }) => opts.credentials?.[type] !== undefined)
		.map(({ name: type }) => [type, { id: credentialId(type), name: type }]);
	return {
		id,
		name,
		type: opts.type,
		typeVersion,
		position: [400, 0],
		parameters: opts.parameters as INode['parameters'],
		credentials: opts.nodeCredentials ?? (wired.length ? Object.fromEntries(wired) : undefined),
	};
}

/** Manual Trigger -> Input (emits `input`) -> the node under test, named RUN_NODE_NAMES.node. */
export async function runNode(
	opts: HarnessOptions &
		NodeUnderTest & {
			input?: IDataObject[] | INodeExecutionData[];
			continueOnFail?: boolean;
			staticData?: IDataObject;
		},
): Promise<WorkflowResult & { output: INodeExecutionData[] }> {
	const { trigger, input, node } = RUN_NODE_NAMES;
	const nodes: INode[] = [
		{
			id: 'harness-trigger',
			name: trigger,
			type: MANUAL_TRIGGER_TYPE,
			typeVersion: 1,
			position: [0, 0],
			parameters: {},
		},
		{
			id: 'harness-input',
			name: input,
			type: EMIT_ITEMS_TYPE,
			typeVersion: 1,
			position: [200, 0],
			parameters: { items: toEmitItemsParameter(opts.input ?? [{}]) },
		},
		{
			...nodeUnderTest(opts, node, 'harness-node'),
			...(opts.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
		},
	];
	const connections: IConnections = {
		[trigger]: { main: [[{ node: input, type: 'main', index: 0 }]] },
		[input]: { main: [[{ node, type: 'main', index: 0 }]] },
	};
	const result = await runWorkflow({ ...opts, nodes, connections });
	return { ...result, output: result.items(node) };
}

/**
 * Runs a polling trigger's poll() through n8n's PollTriggerExecutor with a real PollContext.
 * `staticData` is the workflow static data: pass the same object again to continue from the
 * state the previous poll left behind.
 */
export async function runPoll(
	opts: HarnessOptions & NodeUnderTest & { staticData: IDataObject; mode?: 'trigger' | 'manual' },
): Promise<INodeExecutionData[][] | null> {
	await bootstrapCore(opts.binaryDataMode);
	const mode = opts.mode ?? 'trigger';
	const name = 'Poll Trigger';
	const workflow = createWorkflow({
		...opts,
		nodes: [nodeUnderTest(opts, name, 'harness-poll')],
		connections: {},
	});
	const node = workflow.getNode(name) as INode;
	const credentialsHelper = new HarnessCredentialsHelper(opts.credentialTypes, opts.credentials);
	const additionalData = createAdditionalData(credentialsHelper, `harness-${++executionCounter}`);

	let emitted: INodeExecutionData[][] | null = null;
	let emittedError: Error | undefined;
	const context = new PollContext(
		workflow,
		node,
		additionalData,
		mode,
		mode === 'manual' ? 'manual' : 'activate',
		(data) => {
			emitted = data;
		},
		(error) => {
			emittedError = error;
		},
	);
	const poll = Container.get(PollTriggerExecutor).create(workflow, node, context, () => true);
	// A manual poll ("Fetch test event") rethrows; an active one reports through emitError.
	await poll(mode === 'manual');
	if (emittedError) throw emittedError;
	return emitted;
}

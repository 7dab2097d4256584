import { LoadOptionsContext } from 'n8n-core';
import {
	Workflow,
	type IDataObject,
	type INode,
	type INodeExecutionData,
	type IWorkflowExecuteAdditionalData,
} from 'n8n-workflow';
import { SeoToolsAccountApi } from '../credentials/SeoToolsAccountApi.credentials';
import { SeoToolsApi } from '../credentials/SeoToolsApi.credentials';
import { SeoTools } from '../nodes/SeoTools/SeoTools.node';
import { SeoToolsTrigger } from '../nodes/SeoTools/SeoToolsTrigger.node';
import { resetProcessState } from '../nodes/shared/utils/processMap';
import { SEED, startSimulator, type Simulator, type StartOptions } from '../simulator';
import {
	HarnessCredentialsHelper,
	HarnessNodeTypes,
	runNode,
	runPoll,
	type WorkflowResult,
} from './harness';

export { SEED };
export const NODE_TYPE = 'n8n-nodes-seo-tools.seoTools';
export const TRIGGER_TYPE = 'n8n-nodes-seo-tools.seoToolsTrigger';

/** A Project field set "By ID", as the editor saves a resource locator. */
export const projectRef = (id: number | string) => ({
	__rl: true,
	mode: 'id',
	value: String(id),
});

const nodeTypes = { [NODE_TYPE]: new SeoTools(), [TRIGGER_TYPE]: new SeoToolsTrigger() };
const credentialTypes = [new SeoToolsApi(), new SeoToolsAccountApi()];
const nodeCredentials = {
	seoToolsApi: { id: 'cred-seoToolsApi', name: 'SEO Tools (API Key) account' },
	seoToolsAccountApi: { id: 'cred-seoToolsAccountApi', name: 'SEO Tools (Email Sign-In) account' },
};

export interface CredentialOverrides {
	apiKey?: string;
	email?: string;
	password?: string;
	baseUrl?: string;
}

export interface RunOptions extends CredentialOverrides {
	input?: IDataObject[] | INodeExecutionData[];
	continueOnFail?: boolean;
	staticData?: IDataObject;
}

/** A frozen-clock simulator plus helpers that run the product's nodes through n8n's engine against it. */
export class ProductHarness {
	/** Account credentials as n8n's database keeps them: the stored token pair survives between runs. */
	private readonly accounts = new Map<string, IDataObject>();

	private constructor(readonly sim: Simulator) {}

	static async start(options: StartOptions = {}): Promise<ProductHarness> {
		resetProcessState();
		return new ProductHarness(await startSimulator({ clock: { frozen: true }, ...options }));
	}

	async stop(): Promise<void> {
		await this.sim.close();
	}

	credentials(overrides: CredentialOverrides = {}): Record<string, IDataObject> {
		const baseUrl = overrides.baseUrl ?? this.sim.baseUrl;
		const email = overrides.email ?? SEED.paid.email;
		const password = overrides.password ?? SEED.paid.password;
		const accountKey = [baseUrl, email, password].join('|');
		const account = this.accounts.get(accountKey) ?? { baseUrl, email, password };
		this.accounts.set(accountKey, account);
		return {
			seoToolsApi: { baseUrl, apiKey: overrides.apiKey ?? SEED.paid.apiKey },
			seoToolsAccountApi: account,
		};
	}

	/** The account credential as stored after the runs so far (hidden session fields included). */
	storedAccount(overrides: CredentialOverrides = {}): IDataObject {
		return this.credentials(overrides).seoToolsAccountApi;
	}

	/** Forgets what this process keeps in memory, as a restart or another worker would. */
	newProcess(): void {
		resetProcessState();
	}

	async run(
		parameters: IDataObject,
		options: RunOptions = {},
	): Promise<WorkflowResult & { output: INodeExecutionData[] }> {
		return await runNode({
			nodeTypes,
			credentialTypes,
			credentials: this.credentials(options),
			nodeCredentials,
			type: NODE_TYPE,
			parameters,
			input: options.input,
			continueOnFail: options.continueOnFail,
			staticData: options.staticData,
		});
	}

	async poll(
		parameters: IDataObject,
		staticData: IDataObject,
		options: CredentialOverrides & { mode?: 'trigger' | 'manual' } = {},
	) {
		return await runPoll({
			nodeTypes,
			credentialTypes,
			credentials: this.credentials(options),
			nodeCredentials,
			type: TRIGGER_TYPE,
			parameters,
			staticData,
			mode: options.mode,
		});
	}

	/**
	 * A LoadOptionsContext as n8n's editor creates it for the SEO Tools node with these
	 * parameters (list search, load options and resource mapping methods run on it).
	 */
	editorContext(
		visible: IDataObject,
		credentialKind: 'apiKey' | 'account' = 'apiKey',
		overrides: CredentialOverrides = {},
	): LoadOptionsContext {
		const parameters = { credentialKind, ...visible };
		const node: INode = {
			id: 'n',
			name: 'SEO Tools',
			type: NODE_TYPE,
			typeVersion: 1,
			position: [0, 0],
			parameters: parameters as INode['parameters'],
			credentials: nodeCredentials,
		};
		const workflow = new Workflow({
			id: 'w',
			nodes: [node],
			connections: {},
			active: false,
			nodeTypes: new HarnessNodeTypes(nodeTypes),
		});
		const additionalData = {
			credentialsHelper: new HarnessCredentialsHelper(credentialTypes, this.credentials(overrides)),
			currentNodeParameters: parameters,
			variables: {},
		} as unknown as IWorkflowExecuteAdditionalData;
		return new LoadOptionsContext(workflow, node, additionalData, 'parameters');
	}

	/** Requests the simulator received on a path since the last call of `clear()`. */
	received(path: string) {
		return this.sim.received(path);
	}

	clear(): void {
		this.sim.clearRequests();
	}

	/**
	 * Lets the node's waits of exactly `ms` pass at once while the simulator's frozen clock moves on
	 * by `ms`: the node polls as often as it would in real time, in a few milliseconds. Only that
	 * delay is shortened, so request timeouts and retry back-offs keep their real length.
	 */
	async withWarpedWait<T>(ms: number, run: () => Promise<T>): Promise<T> {
		const real = globalThis.setTimeout;
		const warped = ((
			callback: (...args: unknown[]) => void,
			delay?: number,
			...args: unknown[]
		) => {
			if (delay !== ms) return real(callback, delay, ...args);
			this.sim.clock.advance(ms);
			return real(callback, 0, ...args);
		}) as typeof setTimeout;
		globalThis.setTimeout = Object.assign(warped, real);
		try {
			return await run();
		} finally {
			globalThis.setTimeout = real;
		}
	}
}

import { Credentials } from 'n8n-core';
import type {
	ICredentialDataDecryptedObject,
	ICredentialType,
	IDataObject,
	IHttpRequestHelper,
	IHttpRequestOptions,
	INode,
	INodeCredentialsDetails,
	INodeParameters,
	INodeProperties,
	IRequestOptionsSimplified,
	Workflow,
} from 'n8n-workflow';
import { ICredentialsHelper, NodeHelpers, UnexpectedError, isExpression } from 'n8n-workflow';

/** Credential id the harness uses for a type when a test does not name one. */
export const credentialId = (type: string) => `cred-${type}`;

/**
 * In-memory ICredentialsHelper: one decrypted credential per type. Mirrors what n8n's CLI helper
 * does with the data (defaults, authenticate, preAuthentication) minus database and encryption.
 */
export class HarnessCredentialsHelper extends ICredentialsHelper {
	private readonly types = new Map<string, ICredentialType>();

	private readonly data = new Map<string, ICredentialDataDecryptedObject>();

	/**
	 * `credentials` plays n8n's database: what pre-authentication or a token refresh saves is
	 * written back into these objects, so a caller that passes the same objects to the next run
	 * sees the stored session the way another n8n process would.
	 */
	constructor(
		types: ICredentialType[] = [],
		private readonly backing: Record<string, IDataObject> = {},
	) {
		super();
		const credentials = backing;
		for (const type of types) this.types.set(type.name, type);
		for (const [type, value] of Object.entries(credentials)) {
			this.data.set(type, { ...value } as ICredentialDataDecryptedObject);
		}
	}

	/** The stored (possibly refreshed by preAuthentication/updateCredentials) data of a type. */
	stored(type: string): ICredentialDataDecryptedObject | undefined {
		return this.data.get(type);
	}

	getParentTypes(name: string): string[] {
		const parents = this.types.get(name)?.extends ?? [];
		return parents.flatMap((parent) => [parent, ...this.getParentTypes(parent)]);
	}

	isCredentialUsableByNode(credentialType: string, nodeType: string): boolean {
		const type = this.types.get(credentialType);
		if (!type?.restrictToSupportedNodes) return true;
		return (type.supportedNodes ?? []).some(
			(name) => nodeType === name || nodeType.endsWith(`.${name}`),
		);
	}

	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
		requestOptions: IHttpRequestOptions | IRequestOptionsSimplified,
		workflow?: Workflow,
		node?: INode,
	): Promise<IHttpRequestOptions> {
		const { authenticate } = this.getType(typeName);
		if (typeof authenticate === 'function') {
			return await authenticate(credentials, requestOptions as IHttpRequestOptions);
		}
		if (authenticate?.type === 'generic') {
			const target = requestOptions as unknown as Record<string, IDataObject | undefined>;
			for (const [section, entries] of Object.entries(authenticate.properties)) {
				const resolved = (target[section] ??= {});
				for (const [key, value] of Object.entries(entries as IDataObject)) {
					const name = resolveAuthValue(key, credentials, workflow, node);
					resolved[name] = resolveAuthValue(value, credentials, workflow, node);
				}
			}
		}
		return requestOptions as IHttpRequestOptions;
	}

	async preAuthentication(
		helpers: IHttpRequestHelper,
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
		_node: INode,
		credentialsExpired: boolean,
	): Promise<ICredentialDataDecryptedObject | undefined> {
		const type = this.getType(typeName);
		// n8n only pre-authenticates credentials with a hidden "expirable" field (e.g. a session token)
		// that is still empty or was rejected by the API.
		const expirable = type.properties.find(
			(p) => p.type === 'hidden' && p.typeOptions?.expirable === true,
		);
		if (!type.preAuthentication || !expirable) return undefined;
		if (
			credentials[expirable.name] !== '' &&
			credentials[expirable.name] !== undefined &&
			!credentialsExpired
		) {
			return undefined;
		}
		const output = await type.preAuthentication.call(helpers, credentials);
		if (output[expirable.name] === undefined) return undefined;
		this.save(typeName, {
			...this.data.get(typeName),
			...(output as ICredentialDataDecryptedObject),
		});
		return Object.assign(credentials, output);
	}

	async runPreAuthentication(
		helpers: IHttpRequestHelper,
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
	): Promise<ICredentialDataDecryptedObject | undefined> {
		const { preAuthentication } = this.getType(typeName);
		if (!preAuthentication) return undefined;
		return (await preAuthentication.call(helpers, credentials)) as ICredentialDataDecryptedObject;
	}

	async getCredentials(
		nodeCredentials: INodeCredentialsDetails,
		type: string,
	): Promise<Credentials> {
		const credentials = new Credentials(
			{ id: nodeCredentials.id, name: nodeCredentials.name },
			type,
		);
		await credentials.setData(this.getStoredOrThrow(type));
		return credentials;
	}

	async getDecrypted(
		_additionalData: unknown,
		_nodeCredentials: INodeCredentialsDetails,
		type: string,
	): Promise<ICredentialDataDecryptedObject> {
		const stored = this.getStoredOrThrow(type);
		// Like n8n: fill in property defaults (hidden base URLs etc.) the stored data lacks.
		const withDefaults = NodeHelpers.getNodeParameters(
			this.getCredentialsProperties(type),
			structuredClone(stored) as INodeParameters,
			true,
			false,
			null,
			null,
		) as ICredentialDataDecryptedObject;
		if (stored.oauthTokenData !== undefined)
			withDefaults.oauthTokenData = structuredClone(stored.oauthTokenData);
		return withDefaults;
	}

	async updateCredentials(
		_nodeCredentials: INodeCredentialsDetails,
		type: string,
		data: ICredentialDataDecryptedObject,
	): Promise<void> {
		this.save(type, data);
	}

	private save(type: string, data: ICredentialDataDecryptedObject): void {
		this.data.set(type, { ...data });
		const row = this.backing[type];
		if (row) Object.assign(row, data);
	}

	async updateCredentialsOauthTokenData(
		_nodeCredentials: INodeCredentialsDetails,
		type: string,
		data: ICredentialDataDecryptedObject,
	): Promise<void> {
		this.data.set(type, { ...this.data.get(type), ...data });
	}

	getCredentialsProperties(type: string): INodeProperties[] {
		const credentialType = this.getType(type);
		const properties: INodeProperties[] = [];
		for (const parent of credentialType.extends ?? []) {
			NodeHelpers.mergeNodeProperties(properties, this.getCredentialsProperties(parent));
		}
		NodeHelpers.mergeNodeProperties(properties, credentialType.properties);
		return properties;
	}

	private getType(name: string): ICredentialType {
		const type = this.types.get(name);
		if (!type)
			throw new UnexpectedError(`Unknown credential type "${name}" (pass it in credentialTypes)`);
		return type;
	}

	private getStoredOrThrow(type: string): ICredentialDataDecryptedObject {
		const stored = this.data.get(type);
		if (!stored) throw new UnexpectedError(`No credentials of type "${type}" given to the harness`);
		return stored;
	}
}

/**
 * Resolves `={{ $credentials.x }}` the way n8n does (real expression engine, result as string)
 * when a workflow is at hand, else by plain substitution.
 */
function resolveAuthValue(
	value: unknown,
	credentials: ICredentialDataDecryptedObject,
	workflow?: Workflow,
	node?: INode,
): string {
	if (!isExpression(value)) return String(value);
	if (workflow && node) {
		const resolved = workflow.expression.getSimpleParameterValue(
			node,
			value,
			'internal',
			{ $credentials: credentials },
			undefined,
			'',
		);
		return resolved ? String(resolved) : '';
	}
	return value
		.slice(1)
		.replace(/\{\{\s*\$credentials\.([\w$]+)\s*\}\}/g, (_match, key: string) =>
			String(credentials[key] ?? ''),
		);
}

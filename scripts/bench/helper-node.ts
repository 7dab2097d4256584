import {
	NodeConnectionTypes,
	type IAdditionalCredentialOptions,
	type ICredentialDataDecryptedObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeType,
} from 'n8n-workflow';

export const HELPER_LOOP_TYPE = 'n8n-nodes-bench.helperLoop';
const CREDENTIAL = 'seoToolsApi';

/**
 * The floor for any community node: per item, one GET through n8n's own
 * `httpRequestWithAuthentication` with the SEO Tools API credential, and nothing else. It tells
 * apart what n8n-core's HTTP helpers cost from what the SEO Tools node adds on top.
 *
 * Parameters make it comparable with the node, like against like: `window` is how many
 * requests it keeps in flight (1 = one after another, as Max Parallel Requests 1; 64 = the
 * node's default), and `credentialOnce` reads the credential once per execution and hands n8n a
 * copy per request (`credentialsDecrypted`), as the node did until 2026-11-27 (it now hands one
 * object per execution), instead of letting n8n read it again for every request (the helper loop
 * of the first benchmarks). The copy is kept so the rows keep their published definition.
 */
export class HelperLoop implements INodeType {
	description: INodeType['description'] = {
		displayName: 'Helper Loop',
		name: 'helperLoop',
		group: ['transform'],
		version: 1,
		description: 'One authenticated GET per item through n8n helpers',
		defaults: { name: 'Helper Loop' },
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: CREDENTIAL, required: true }],
		properties: [
			{ displayName: 'URL', name: 'url', type: 'string', default: '' },
			{ displayName: 'Window', name: 'window', type: 'number', default: 1 },
			{ displayName: 'Credential Once', name: 'credentialOnce', type: 'boolean', default: false },
		],
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		const url = this.getNodeParameter('url', 0) as string;
		const window = this.getNodeParameter('window', 0) as number;
		const once = this.getNodeParameter('credentialOnce', 0) as boolean;
		const data = once
			? await this.getCredentials<ICredentialDataDecryptedObject>(CREDENTIAL)
			: undefined;
		const options = (): IAdditionalCredentialOptions | undefined =>
			data && {
				credentialsDecrypted: { id: '', name: CREDENTIAL, type: CREDENTIAL, data: { ...data } },
			};
		const count = this.getInputData().length;
		const out: INodeExecutionData[] = new Array(count);
		let next = 0;
		const worker = async () => {
			while (next < count) {
				const i = next++;
				const body = (await this.helpers.httpRequestWithAuthentication.call(
					this,
					CREDENTIAL,
					{ method: 'GET', url, json: true },
					options(),
				)) as { status?: string };
				out[i] = { json: { status: body.status }, pairedItem: { item: i } };
			}
		};
		await Promise.all(Array.from({ length: Math.min(window, count) }, worker));
		return [out];
	}
}

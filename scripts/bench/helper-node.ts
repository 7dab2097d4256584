import {
	NodeConnectionTypes,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeType,
} from 'n8n-workflow';

export const HELPER_LOOP_TYPE = 'n8n-nodes-bench.helperLoop';

/**
 * The floor for any community node: per item, one GET through n8n's own
 * `httpRequestWithAuthentication` with the SEO Tools API credential, and nothing else. It tells
 * apart what n8n-core's HTTP helpers cost from what the SEO Tools node adds on top.
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
		credentials: [{ name: 'seoToolsApi', required: true }],
		properties: [{ displayName: 'URL', name: 'url', type: 'string', default: '' }],
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		const url = this.getNodeParameter('url', 0) as string;
		const out: INodeExecutionData[] = [];
		for (let i = 0; i < this.getInputData().length; i++) {
			const body = (await this.helpers.httpRequestWithAuthentication.call(this, 'seoToolsApi', {
				method: 'GET',
				url,
				json: true,
			})) as { status?: string };
			out.push({ json: { status: body.status } });
		}
		return [out];
	}
}

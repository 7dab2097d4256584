import type { INodeExecutionData } from 'n8n-workflow';

/** The one error item Continue On Fail makes of a refusal: named by the operation and the tool. */
export function expectErrorItem(output: INodeExecutionData[], pattern: RegExp): void {
	expect(output).toHaveLength(1);
	expect(String(output[0].json.error)).toMatch(pattern);
	expect(output[0].pairedItem).toEqual({ item: 0 });
}

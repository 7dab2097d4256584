import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetRegions extends ToolOperation {
	readonly value = 'getRegions';
	readonly name = 'Get Regions';
	readonly action = 'Get the regions of the SERP tools';
	readonly declaration: ToolDeclaration = {
		tool: 'serp_regions',
		description: 'The values the region field of the SERP tasks takes',
		scope: 'account',
	};
}

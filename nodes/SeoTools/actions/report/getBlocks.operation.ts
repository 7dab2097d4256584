import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetBlocks extends ToolOperation {
	readonly value = 'getBlocks';
	readonly name = 'Get Blocks';
	readonly action = 'Get the blocks a report can hold';
	readonly declaration: ToolDeclaration = {
		tool: 'get_report_blocks',
		description: 'The blocks of a report: alias, name and whether it is on, by source',
		scope: 'project',
	};
}

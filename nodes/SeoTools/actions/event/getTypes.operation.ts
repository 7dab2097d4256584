import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetTypes extends ToolOperation {
	readonly value = 'getTypes';
	readonly name = 'Get Types';
	readonly action = 'Get the event types of a project';
	readonly declaration: ToolDeclaration = {
		tool: 'get_event_types',
		description: 'The event types of a project: common ones and its own',
		scope: 'project',
	};
}

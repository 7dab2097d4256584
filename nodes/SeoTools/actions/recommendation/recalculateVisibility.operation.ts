import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class RecalculateVisibility extends ToolOperation {
	readonly value = 'recalculateVisibility';
	readonly name = 'Recalculate Visibility';
	readonly action = 'Recalculate the visibility of a project';
	readonly declaration: ToolDeclaration = {
		tool: 'recalculate_visibility',
		description: 'Recalculate a project’s visibility (sent once)',
		scope: 'project',
		fields: [{ param: 'only_last', type: 'boolean', description: 'Whether only the last check' }],
	};
}

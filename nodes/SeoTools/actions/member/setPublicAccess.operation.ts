import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class SetPublicAccess extends ToolOperation {
	readonly value = 'setPublicAccess';
	readonly name = 'Set Public Access';
	readonly action = 'Set a project’s public access on or off';
	readonly declaration: ToolDeclaration = {
		tool: 'set_project_public_access',
		description: 'Turn the project’s public access on or off (sent once)',
		scope: 'project',
		fields: [
			{
				param: 'enabled',
				type: 'boolean',
				required: true,
				description: 'Whether anyone with the link can see it',
			},
		],
	};
}

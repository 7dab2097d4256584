import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';
import { PROJECT_SETTINGS_FIELDS } from './projectSettingsFields';

export class CreateProject extends ToolOperation {
	readonly value = 'createProject';
	readonly name = 'Create Project';
	readonly action = 'Create a project with its settings';
	readonly declaration: ToolDeclaration = {
		tool: 'create_project',
		description:
			'Create a project with its schedule, engines and technical checks (may spend limits; sent once)',
		scope: 'account',
		fields: [
			{ param: 'domain', type: 'string', required: true, description: 'The site’s domain' },
			...PROJECT_SETTINGS_FIELDS,
			{ param: 'queries', type: 'list', description: 'The queries to track' },
		],
	};
}

import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';
import { PROJECT_SETTINGS_FIELDS } from './projectSettingsFields';

export class Update extends ToolOperation {
	readonly value = 'update';
	readonly name = 'Update';
	readonly action = 'Update the settings of a project';
	readonly declaration: ToolDeclaration = {
		tool: 'update_project_settings',
		description: 'Change the settings of a project; only the fields given change (sent once)',
		scope: 'project',
		fields: PROJECT_SETTINGS_FIELDS,
	};
}

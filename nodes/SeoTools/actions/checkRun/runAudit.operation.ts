import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class RunAudit extends ToolOperation {
	readonly value = 'runAudit';
	readonly name = 'Run Audit';
	readonly action = 'Run a site audit';
	readonly declaration: ToolDeclaration = {
		tool: 'run_audit',
		description: 'Start a technical audit of a project’s site (may spend limits; sent once)',
		scope: 'project',
	};
}

import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class RunAllChecks extends ToolOperation {
	readonly value = 'runAllChecks';
	readonly name = 'Run All Checks';
	readonly action = 'Run all checks of a project';
	readonly declaration: ToolDeclaration = {
		tool: 'run_all_checks',
		description:
			'Check positions, frequencies and recommendations of a project together (spends limits; sent once)',
		scope: 'project',
		costOf: ['total', 'run_all_checks', 'run_all_checks_total', 'total_run_all_checks'],
	};
}

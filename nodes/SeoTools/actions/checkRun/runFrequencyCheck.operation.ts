import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class RunFrequencyCheck extends ToolOperation {
	readonly value = 'runFrequencyCheck';
	readonly name = 'Run Frequency Check';
	readonly action = 'Run a frequency check';
	readonly declaration: ToolDeclaration = {
		tool: 'run_frequency_check',
		description:
			'Collect the search frequencies of a project’s queries now (spends limits; sent once)',
		scope: 'project',
		costOf: ['frequencies', 'frequency'],
	};
}

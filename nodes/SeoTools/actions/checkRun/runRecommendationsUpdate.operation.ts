import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class RunRecommendationsUpdate extends ToolOperation {
	readonly value = 'runRecommendationsUpdate';
	readonly name = 'Run Recommendations Update';
	readonly action = 'Run a recommendations update of a project';
	readonly declaration: ToolDeclaration = {
		tool: 'run_recommendations_update',
		description:
			'Recalculate a project’s recommendations: everything, or internal optimization only (spends limits; sent once)',
		scope: 'project',
		fields: [
			{
				param: 'type',
				type: 'options',
				required: true,
				options: ['todo', 'intopt'],
				description: 'todo updates everything; intopt only internal optimization',
			},
		],
		costOf: ['recommendations', 'recommendation'],
	};
}

import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class GetSimilarQueries extends ToolOperation {
	readonly value = 'getSimilarQueries';
	readonly name = 'Get Similar Queries';
	readonly action = 'Get similar queries for markers';
	readonly declaration: ToolDeclaration = {
		tool: 'similar_queries',
		description:
			'Queries at least 15% close to 1 to 100 marker queries, with frequencies (spends limits; sent once)',
		scope: 'account',
		fields: [
			{ param: 'queries', type: 'list', required: true, description: 'The marker queries' },
			{ param: 'region', type: 'string', description: 'The region' },
		],
	};
}

import type { ToolDeclaration } from '../toolDeclaration';
import { ToolOperation } from '../toolOperation';

export class Calculate extends ToolOperation {
	readonly value = 'calculate';
	readonly name = 'Calculate';
	readonly action = 'Calculate a project’s KPI';
	readonly declaration: ToolDeclaration = {
		tool: 'run_kpi_calculation',
		description:
			'Calculate a KPI forecast; needs the counter token and counter ID in the project settings (sent once)',
		scope: 'project',
		fields: [
			{ param: 'date_from', type: 'date', description: 'From' },
			{ param: 'date_to', type: 'date', description: 'To' },
			{ param: 'budget', type: 'number', description: 'The budget' },
			{ param: 'monthly_budgets', type: 'json', description: 'Budgets by month' },
			{ param: 'region_id', type: 'number', description: 'The region' },
			{ param: 'season_requests', type: 'json', description: 'Seasonal queries' },
			{ param: 'season_coefficients', type: 'json', description: 'Seasonal coefficients' },
			{ param: 'stop_words', type: 'list', description: 'Stop words' },
			{
				param: 'counter_goals',
				type: 'numberList',
				picker: 'getUrlGroupGoals',
				description: 'The analytics counter’s goals to count',
			},
		],
	};
}

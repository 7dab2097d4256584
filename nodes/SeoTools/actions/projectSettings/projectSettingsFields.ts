import type { ToolField } from '../toolDeclaration';

/** The settings a project is created with and updated by: one list for both tools. */
export const PROJECT_SETTINGS_FIELDS: ToolField[] = [
	{ param: 'name', type: 'string', description: 'The project’s name' },
	{ param: 'main_mirror', type: 'string', description: 'The main mirror of the site' },
	{ param: 'aliases', type: 'list', description: 'Other addresses of the site' },
	{
		param: 'subdomain_check',
		type: 'boolean',
		description: 'Whether subdomains count as the site',
	},
	{
		param: 'search_systems',
		type: 'json',
		description: 'The search systems and regions, as Get Search Engines and Get Regions list them',
	},
	{
		param: 'collect_frequency_on_priority_change',
		type: 'boolean',
		description: 'Whether to collect frequencies when a query’s priority changes',
	},
	{ param: 'positions_depth', type: 'number', description: 'How deep positions are checked' },
	{
		param: 'check_type_base',
		type: 'string',
		picker: 'getCheckTypes',
		description: 'The check type, as Get Options lists them',
	},
	{
		param: 'check_interval',
		type: 'string',
		picker: 'getCheckIntervals',
		description: 'The check schedule, as Get Options lists them',
	},
	{
		param: 'check_interval_custom',
		type: 'number',
		description: 'Days between checks of a custom schedule',
	},
	{
		param: 'check_interval_days',
		type: 'numberList',
		description: 'Days of the week of a custom schedule',
	},
	{
		param: 'check_interval_dates',
		type: 'numberList',
		description: 'Days of the month of a custom schedule',
	},
	{ param: 'check_time', type: 'string', description: 'The hour of the check' },
	{ param: 'positions_recheck', type: 'boolean', description: 'Whether to recheck positions' },
	{ param: 'positions_recheck_count', type: 'number', description: 'How many rechecks' },
	{
		param: 'technical_inspections',
		type: 'list',
		picker: 'getTechnicalInspections',
		description: 'The technical checks, by the IDs Get Options lists',
	},
	{
		param: 'technical_inspections_interval',
		type: 'string',
		picker: 'getTechnicalInspectionsIntervals',
		description: 'How often the technical checks run',
	},
	{
		param: 'frequency_type',
		type: 'string',
		picker: 'getFrequencyTypes',
		description: 'The frequency kind, as Get Options lists them',
	},
	{
		param: 'frequency_interval',
		type: 'string',
		picker: 'getFrequencyIntervals',
		description: 'How often frequencies are collected',
	},
	{
		param: 'frequency_interval_custom',
		type: 'number',
		description: 'Days between frequency collections',
	},
	{
		param: 'frequency_interval_days',
		type: 'numberList',
		description: 'Days of the week of frequency collections',
	},
	{
		param: 'frequency_interval_dates',
		type: 'numberList',
		description: 'Days of the month of frequency collections',
	},
	{
		param: 'frequency_region',
		type: 'string',
		description: 'The region of the frequencies, as Get Regions lists them',
	},
	{
		param: 'frequency_no_zero',
		type: 'boolean',
		description: 'Whether to leave out queries of zero frequency',
	},
];

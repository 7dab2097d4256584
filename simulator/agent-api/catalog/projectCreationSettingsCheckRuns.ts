import type { CatalogSection } from './types';

/**
 * docs/service/agent-interface.md#catalog-sections, as listed in the service's documentation (name, flags,
 * parameters, the row's own notes).
 */
export const PROJECT_CREATION_SETTINGS_CHECK_RUNS: CatalogSection = {
	id: '4.4',
	title: 'Project: creation, settings, check runs',
	scope: 'project',
	tools: [
		{
			name: 'run_positions_check',
			flags: 'M',
			params: '',
			about: 'off-schedule position check; checks limits, tariff and domain block',
		},
		{ name: 'pause_project', flags: 'M', params: '', about: '' },
		{ name: 'resume_project', flags: 'M', params: '', about: '' },
		{
			name: 'add_queries',
			flags: 'M',
			params: 'queries!, group_id, group, group_mode:replace|add, url',
			about: '',
		},
		{
			name: 'delete_queries',
			flags: 'D',
			params: 'queries_id!',
			about: 'with position history, irreversible',
		},
		{
			name: 'get_report_file',
			flags: 'M,L',
			params: 'report_id!',
			about: 'link to the report file, docx',
		},
		{
			name: 'list_search_engines',
			flags: '',
			params: '',
			scope: 'account',
			about: 'engine id, device, allowed depth',
		},
		{
			name: 'list_project_regions',
			flags: '',
			params: 'engine, query, limit',
			scope: 'account',
			about: 'region code for create_project, update_project_settings and frequency region',
		},
		{
			name: 'list_project_options',
			flags: '',
			params: '',
			scope: 'account',
			about:
				'values of the creation fields: check types, schedules, frequency kinds, technical check list with id and paid flag',
		},
		{
			name: 'create_project',
			flags: 'M',
			params:
				'name, main_mirror, aliases, subdomain_check, search_systems, collect_frequency_on_priority_change, positions_depth, check_type_base, check_interval, check_interval_custom, check_interval_days, check_interval_dates, check_time, positions_recheck, positions_recheck_count, technical_inspections, technical_inspections_interval, frequency_type, frequency_interval, frequency_interval_custom, frequency_interval_days, frequency_interval_dates, frequency_region, frequency_no_zero, domain!, queries',
			scope: 'account',
			about: '',
		},
		{
			name: 'update_project_settings',
			flags: 'M',
			params:
				'name, main_mirror, aliases, subdomain_check, search_systems, collect_frequency_on_priority_change, positions_depth, check_type_base, check_interval, check_interval_custom, check_interval_days, check_interval_dates, check_time, positions_recheck, positions_recheck_count, technical_inspections, technical_inspections_interval, frequency_type, frequency_interval, frequency_interval_custom, frequency_interval_days, frequency_interval_dates, frequency_region, frequency_no_zero',
			about: 'same as create_project without domain and queries; only the passed fields change',
		},
		{
			name: 'delete_project',
			flags: 'D',
			params: '',
			rights: 'owner',
			about: 'with all data and granted access',
		},
		{
			name: 'get_check_cost',
			flags: '',
			params: '',
			about:
				'limits a run would charge: positions by engine and competitors, frequencies, recommendations, total for run_all_checks',
		},
		{
			name: 'get_check_state',
			flags: '',
			params: '',
			about: 'running checks and progress in percent',
		},
		{ name: 'run_frequency_check', flags: 'M', params: '', about: '' },
		{ name: 'run_audit', flags: 'M', params: '', about: '' },
		{
			name: 'run_all_checks',
			flags: 'M',
			params: '',
			about: 'positions, frequencies and recommendations together',
		},
		{
			name: 'set_project_favorite',
			flags: 'M',
			params: 'favorite!',
			rights: 'member',
			about: 'boolean',
		},
		{
			name: 'run_recommendations_update',
			flags: 'M',
			params: 'type:todo|intopt',
			about: '`todo` for everything, `intopt` for internal optimization',
		},
		{
			name: 'list_project_folders',
			flags: '',
			params: '',
			scope: 'account',
			about: 'id, name, project_ids',
		},
		{ name: 'create_project_folder', flags: 'M', params: 'name!', scope: 'account', about: '' },
		{
			name: 'rename_project_folder',
			flags: 'M',
			params: 'folder_id!, name!',
			scope: 'account',
			about: '3 to 50 characters',
		},
		{
			name: 'delete_project_folder',
			flags: 'D',
			params: 'folder_id!',
			scope: 'account',
			about: '',
		},
		{
			name: 'set_project_folders',
			flags: 'M',
			params: 'folder_ids!',
			rights: 'member',
			about: 'the project ends up exactly in these folders',
		},
	],
};

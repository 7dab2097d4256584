import type { CatalogSection } from './types';

/**
 * docs/service/agent-interface.md#catalog-sections, as listed in the service's documentation (name, flags,
 * parameters, the row's own notes).
 */
export const PROJECT_EVENTS_NOTES_REPORTS_ACCESS: CatalogSection = {
	id: '4.8',
	title: 'Project: events, notes, reports, access',
	scope: 'project',
	tools: [
		{
			name: 'get_event_types',
			flags: '',
			params: '',
			about: 'id and name; common and project-specific',
		},
		{
			name: 'create_event',
			flags: 'M',
			params: 'name!, date!, event_type, work_time, url, description',
			about: '',
		},
		{
			name: 'update_event',
			flags: 'M',
			params: 'event_id!, name, date, event_type, work_time, url, description',
			about: '',
		},
		{ name: 'delete_event', flags: 'D', params: 'event_id!', about: '' },
		{
			name: 'create_group_event',
			flags: 'M',
			params: 'group_id!, name!, date!, work_time, url, description',
			about: '',
		},
		{
			name: 'update_group_event',
			flags: 'M',
			params: 'group_id!, event_id!, name, date, work_time, url, description',
			about: '',
		},
		{ name: 'delete_group_event', flags: 'D', params: 'group_id!, event_id!', about: '' },
		{
			name: 'create_note',
			flags: 'M',
			params: 'text!',
			about: 'visible to everyone with project access',
		},
		{ name: 'update_note', flags: 'M', params: 'note_id!, text!', about: '' },
		{ name: 'delete_note', flags: 'D', params: 'note_id!', about: '' },
		{
			name: 'get_report_blocks',
			flags: '',
			params: '',
			about: 'alias, name and whether enabled, by source',
		},
		{
			name: 'create_report',
			flags: 'M',
			params: 'period, date_from, date_to, compare, compare_from, compare_to, blocks',
			about: 'aliases; default as in saved settings',
		},
		{ name: 'get_report_schedule', flags: '', params: '', about: '' },
		{
			name: 'set_report_schedule',
			flags: 'M',
			params:
				'enabled, frequency, every_n_days, hour, period, last_n_days, compare, emails, error_emails, attach_file, promotion_start_date',
			about: 'one per project',
		},
		{
			name: 'list_project_members',
			flags: '',
			params: '',
			about: 'access_id, e-mail, role `read` or `write`, notification flag; public access state',
		},
		{
			name: 'add_project_member',
			flags: 'M',
			params: 'email!, role!:read|write, notify',
			rights: 'owner',
			about: 'registered user only; a letter is sent',
		},
		{
			name: 'update_project_member',
			flags: 'M',
			params: 'access_id!, role:read|write, notify',
			rights: 'owner',
			about: 'owner only',
		},
		{ name: 'remove_project_member', flags: 'M', params: 'access_id!', rights: 'owner', about: '' },
		{
			name: 'set_project_public_access',
			flags: 'M',
			params: 'enabled!',
			rights: 'owner',
			about: '',
		},
		{ name: 'leave_project', flags: 'M', params: '', rights: 'member', about: '' },
		{ name: 'list_kpi_results', flags: '', params: '', about: 'last 30 saved calculations' },
		{ name: 'get_kpi_result', flags: '', params: 'kpi_id!', about: '' },
		{
			name: 'run_kpi_calculation',
			flags: 'M',
			params:
				'date_from, date_to, budget, monthly_budgets, region_id, season_requests, season_coefficients, stop_words, counter_goals',
			about: 'needs the counter token and counter id in project settings',
		},
		{
			name: 'list_geo_projects',
			flags: '',
			params: '',
			about:
				'projects of the separate GEO service and their links: current_link, those taken by other projects',
		},
		{ name: 'link_geo_project', flags: 'M', params: 'ai_project_id!', about: '' },
		{
			name: 'unlink_geo_project',
			flags: 'M',
			params: '',
			about: 'the GEO project and its data are kept',
		},
		{ name: 'delete_kpi_result', flags: 'D', params: 'kpi_id!', about: '' },
		{
			name: 'reset_project_access',
			flags: 'D',
			params: '',
			rights: 'owner',
			about: 'removes all member access, public access and the legacy guest report link',
		},
	],
};

import { ALL_RESOURCES } from '../../nodes/SeoTools/actions/allResources';
import { ToolOperation } from '../../nodes/SeoTools/actions/toolOperation';

/** What a user would type for each operation besides its own name, by resource → operation value (nodeCreatorPhrases.test.ts). */
export const USER_PHRASES: Record<string, Record<string, string[]>> = {
	project: {
		create: ['Create project', 'new project', 'add project'],
		get: ['Get project', 'project details'],
		limitsForecast: ['limits forecast', 'forecast limits'],
		getAll: ['Get projects', 'list projects', 'all projects'],
		searchSystems: ['search systems', 'search engines'],
		traffic: ['traffic', 'project traffic'],
		stop: ['Pause project', 'stop project'],
		start: ['Resume project', 'start project'],
		parse: ['Run position check', 'check positions', 'start check'],
		suggestQueries: ['Suggest queries', 'suggest keywords', 'keyword ideas'],
	},
	queryGroup: {
		create: ['Create query group', 'new group', 'add group'],
		delete: ['Delete query group', 'delete group', 'remove group'],
		getAll: ['query groups', 'list groups', 'get groups'],
		move: ['Move queries', 'move keywords'],
	},
	query: {
		set: ['Add queries', 'add keywords', 'update queries', 'update keywords'],
		delete: ['Delete queries', 'delete keywords', 'remove keywords'],
		getAll: ['Get queries', 'list queries', 'get keywords', 'list keywords'],
	},
	audit: {
		get: ['full audit', 'site audit', 'audit'],
		pages: ['index counts', 'indexed pages'],
		robots: ['robots.txt history', 'robots history'],
		robotsVersions: ['robots.txt versions', 'robots versions'],
		summary: ['audit summary', 'audit warnings'],
	},
	uptime: {
		get: ['uptime', 'get uptime', 'site uptime'],
	},
	position: {
		getAll: ['Get positions', 'rankings', 'query positions', 'keyword positions'],
		compareChecks: ['Compare checks', 'compare positions', 'position changes', 'drops'],
		getProblemQueries: ['problem queries', 'problem keywords'],
		getDistribution: ['position distribution', 'distribution'],
		getQueryDetails: ['query details', 'keyword details'],
	},
	metric: {
		get: ['visibility', 'get metrics', 'visibility metrics'],
	},
	groupAnalytics: {
		getAll: ['group analytics', 'analytics of groups'],
		getHistory: ['group history', 'group analytics history'],
		getGrowth: ['group growth', 'group analytics growth'],
	},
	competitor: {
		getAll: ['Get competitors', 'list competitors', 'competitors'],
		getPositions: ['competitor positions', 'competitors positions'],
		getSettings: ['competitor settings'],
		setTracking: ['track competitors', 'competitor tracking'],
		setAutoCompetitors: ['auto competitors', 'competitor list'],
		setType: ['competitor type', 'domain type'],
	},
	recommendation: {
		getAll: ['recommendations', 'Get recommendations', 'list recommendations'],
		get: ['Get recommendation', 'recommendation'],
		add: ['Add recommendation', 'new recommendation', 'create recommendation'],
		setStatus: ['recommendation status', 'set status'],
		postpone: ['Postpone recommendation'],
		recheck: ['Recheck recommendation'],
	},
	event: {
		getAll: ['Get events', 'list events', 'events'],
		create: ['Create event', 'add event', 'new event'],
		update: ['Update event', 'edit event'],
		delete: ['Delete event', 'remove event'],
	},
	note: {
		getAll: ['Get notes', 'list notes', 'notes'],
		create: ['Create note', 'add note', 'new note'],
		update: ['Update note', 'edit note'],
		delete: ['Delete note', 'remove note'],
	},
	report: {
		create: ['Create report', 'new report'],
		get: ['Get report', 'report status'],
		getAll: ['Get reports', 'list reports', 'reports'],
		getFile: ['report file', 'download report'],
	},
	video: {
		edit: ['Edit video', 'edit AI video'],
		generate: ['Generate video', 'AI video', 'create video'],
		getModels: ['video models', 'AI video models'],
		getResult: ['video result', 'video task'],
	},
	balance: {
		confirm: ['Confirm payment'],
		add: ['top up', 'top up balance', 'add balance'],
		update: ['Link payment'],
	},
	account: {
		delete: ['Delete account'],
		register: ['Register account', 'sign up', 'create account'],
	},
	agent: {
		callTool: ['Call tool', 'MCP tool', 'agent tool'],
		listTools: ['List tools', 'MCP tools', 'agent tools'],
	},
};

/**
 * An operation declared from one agent tool is also found by its tool's name in words
 * (list_project_folders: "list project folders"), the name the service's documentation gives it.
 */
for (const resource of ALL_RESOURCES)
	for (const operation of resource.operations)
		if (operation instanceof ToolOperation) {
			const phrases = (USER_PHRASES[resource.value] ??= {});
			phrases[operation.value] ??= [operation.declaration.tool.replace(/_/g, ' ')];
		}

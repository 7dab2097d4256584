import { getCompetitorTrackingModes } from './methods/getCompetitorTrackingModes';
import { getReportPeriods, getReportSchedulePeriods } from './methods/getReportPeriods';
import {
	NodeConnectionTypes,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeType,
	type INodeTypeDescription,
} from 'n8n-workflow';
import { nodeProperties, operationSubtitle } from './actions/nodeProperties';
import { ALL_RESOURCES } from './actions/allResources';
import { CREDENTIALS } from '../shared/parts/credentialKindProperty';
import { route } from './actions/route';
import { getCompetitorTypes, getCompetitorTypesOrAll } from './methods/getCompetitorTypes';
import { getGroups, getGroupsOrAll } from './methods/getGroups';
import { getSearchSystems, getSearchSystemsRequired } from './methods/getSearchSystems';
import { getCheckDates } from './methods/getCheckDates';
import { getUrlGroups, getUrlGroupsOrAll, getUrlGroupsOrNone } from './methods/getUrlGroups';
import { getEventTypes, getEventTypesOrEmpty } from './methods/getEventTypes';
import { getReportBlocks } from './methods/getReportBlocks';
import {
	getFolders,
	getKpiResults,
	getMembers,
	getSearchEngines,
	getSemanticsTasks,
	getUrlGroupGoals,
} from './methods/toolPicker';
import {
	getCheckIntervals,
	getCheckTypes,
	getFrequencyIntervals,
	getFrequencyTypes,
	getTechnicalInspections,
	getTechnicalInspectionsIntervals,
} from './methods/projectOptions';
import { getProblemKinds } from './methods/getProblemKinds';
import { searchProjects } from './methods/searchProjects';
import {
	getAgentToolFields,
	getAgentToolSections,
	searchAgentTools,
} from './methods/searchAgentTools';
import { getVideoEditModels, getVideoModels } from './methods/getVideoModels';

export class SeoTools implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'SEO Tools',
		name: 'seoTools',
		icon: { light: 'file:../../icons/seoTools.svg', dark: 'file:../../icons/seoTools.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: operationSubtitle(ALL_RESOURCES),
		description:
			'Work with the SEO Tools service: rank-tracking projects, positions, metrics, competitors, recommendations, events, notes, reports, query groups, queries, audit, uptime, traffic, balance, AI video and the agent (MCP) tools',
		defaults: { name: 'SEO Tools' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: CREDENTIALS,
		properties: nodeProperties(ALL_RESOURCES),
	};

	methods = {
		listSearch: { searchProjects, searchAgentTools },
		loadOptions: {
			getCompetitorTypes,
			getCompetitorTypesOrAll,
			getCompetitorTrackingModes,
			getReportPeriods,
			getReportSchedulePeriods,
			getGroups,
			getGroupsOrAll,
			getSearchSystems,
			getSearchSystemsRequired,
			getCheckDates,
			getUrlGroups,
			getUrlGroupsOrAll,
			getUrlGroupsOrNone,
			getEventTypes,
			getEventTypesOrEmpty,
			getReportBlocks,
			getFolders,
			getSemanticsTasks,
			getMembers,
			getKpiResults,
			getSearchEngines,
			getUrlGroupGoals,
			getCheckTypes,
			getCheckIntervals,
			getTechnicalInspections,
			getTechnicalInspectionsIntervals,
			getFrequencyTypes,
			getFrequencyIntervals,
			getProblemKinds,
			getVideoModels,
			getVideoEditModels,
			getAgentToolSections,
		},
		resourceMapping: { getAgentToolFields },
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await route(this);
	}
}

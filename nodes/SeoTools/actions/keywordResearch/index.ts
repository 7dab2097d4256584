import type { ResourceModule } from '../types';
import { AnalyseQueriesInDepth } from './analyseQueriesInDepth.operation';
import { AnalyseQuery } from './analyseQuery.operation';
import { BuildSemanticCore } from './buildSemanticCore.operation';
import { ClusterQueries } from './clusterQueries.operation';
import { CollectKeywords } from './collectKeywords.operation';
import { FindLemmaDuplicates } from './findLemmaDuplicates.operation';
import { GetFrequency } from './getFrequency.operation';
import { GetGeoDependence } from './getGeoDependence.operation';
import { GetIntent } from './getIntent.operation';
import { GetKeywordPlannerData } from './getKeywordPlannerData.operation';
import { GetKeywordPlannerOptions } from './getKeywordPlannerOptions.operation';
import { GetSE1Suggestions } from './getSE1Suggestions.operation';
import { GetSE2Suggestions } from './getSE2Suggestions.operation';
import { GetSemanticCoreCompetitors } from './getSemanticCoreCompetitors.operation';
import { GetSimilarQueries } from './getSimilarQueries.operation';
import { GetSiteRegionality } from './getSiteRegionality.operation';
import { GetVideoSuggestions } from './getVideoSuggestions.operation';
import { GetWebmasterQueries } from './getWebmasterQueries.operation';
import { GetWebmasterSites } from './getWebmasterSites.operation';
import { ParseSentence } from './parseSentence.operation';
import { ParseSuggestions } from './parseSuggestions.operation';

export const keywordResearchResource: ResourceModule = {
	value: 'keywordResearch',
	name: 'Keyword Research',
	operations: [
		new GetGeoDependence(),
		new ClusterQueries(),
		new AnalyseQuery(),
		new GetSE1Suggestions(),
		new GetSE2Suggestions(),
		new GetVideoSuggestions(),
		new GetIntent(),
		new GetFrequency(),
		new CollectKeywords(),
		new AnalyseQueriesInDepth(),
		new GetSimilarQueries(),
		new GetKeywordPlannerOptions(),
		new GetKeywordPlannerData(),
		new ParseSuggestions(),
		new ParseSentence(),
		new GetSemanticCoreCompetitors(),
		new BuildSemanticCore(),
		new GetSiteRegionality(),
		new FindLemmaDuplicates(),
		new GetWebmasterSites(),
		new GetWebmasterQueries(),
	],
};

import type { ResourceModule } from '../types';
import { AnalyseSite } from './analyseSite.operation';
import { GetSiteRank } from './getSiteRank.operation';

export const siteAnalysisResource: ResourceModule = {
	value: 'siteAnalysis',
	name: 'Site Analysis',
	operations: [new GetSiteRank(), new AnalyseSite()],
};

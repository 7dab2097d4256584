import type { ResourceModule } from '../types';
import { GetManyCompetitors } from './getMany.operation';
import { GetCompetitorPositions } from './getPositions.operation';
import { GetCompetitorSettings } from './getSettings.operation';
import { SetAutoCompetitors } from './setAutoCompetitors.operation';
import { SetCompetitorTracking } from './setTracking.operation';
import { SetCompetitorType } from './setType.operation';

export const competitorResource: ResourceModule = {
	value: 'competitor',
	name: 'Competitor',
	operations: [
		new GetManyCompetitors(),
		new GetCompetitorPositions(),
		new GetCompetitorSettings(),
		new SetCompetitorTracking(),
		new SetAutoCompetitors(),
		new SetCompetitorType(),
	],
};

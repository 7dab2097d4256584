import type { ResourceModule } from '../types';
import { SetClusterCheck } from './setClusterCheck.operation';
import { RecalculateVisibility } from './recalculateVisibility.operation';
import { AddRecommendation } from './add.operation';
import { GetRecommendation } from './get.operation';
import { GetManyRecommendations } from './getMany.operation';
import { PostponeRecommendation } from './postpone.operation';
import { RecheckRecommendation } from './recheck.operation';
import { SetRecommendationStatus } from './setStatus.operation';

export const recommendationResource: ResourceModule = {
	value: 'recommendation',
	name: 'Recommendation',
	operations: [
		new GetManyRecommendations(),
		new GetRecommendation(),
		new AddRecommendation(),
		new SetRecommendationStatus(),
		new PostponeRecommendation(),
		new RecheckRecommendation(),
		new SetClusterCheck(),
		new RecalculateVisibility(),
	],
};

import type { ResourceModule } from '../types';
import { GetMany } from './getMany.operation';
import { GetCheckCost } from './getCheckCost.operation';
import { GetCheckState } from './getCheckState.operation';
import { RunAllChecks } from './runAllChecks.operation';
import { RunAudit } from './runAudit.operation';
import { RunFrequencyCheck } from './runFrequencyCheck.operation';
import { RunRecommendationsUpdate } from './runRecommendationsUpdate.operation';

export const checkRunResource: ResourceModule = {
	value: 'checkRun',
	name: 'Check Run',
	operations: [
		new GetCheckCost(),
		new GetCheckState(),
		new RunFrequencyCheck(),
		new RunAudit(),
		new RunAllChecks(),
		new RunRecommendationsUpdate(),
		new GetMany(),
	],
};

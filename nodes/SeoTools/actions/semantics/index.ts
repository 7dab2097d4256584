import type { ResourceModule } from '../types';
import { AddToProject } from './addToProject.operation';
import { CreateTask } from './createTask.operation';
import { GetManyTasks } from './getManyTasks.operation';
import { GetOptions } from './getOptions.operation';
import { GetStepResult } from './getStepResult.operation';
import { GetTask } from './getTask.operation';
import { RunCompetitorsStep } from './runCompetitorsStep.operation';
import { RunKeywordsAnalyseStep } from './runKeywordsAnalyseStep.operation';
import { RunKeywordsCollectStep } from './runKeywordsCollectStep.operation';
import { RunKeywordsFilterStep } from './runKeywordsFilterStep.operation';
import { RunProximityStep } from './runProximityStep.operation';
import { RunURLTopStep } from './runURLTopStep.operation';

export const semanticsResource: ResourceModule = {
	value: 'semantics',
	name: 'Semantics',
	operations: [
		new GetOptions(),
		new GetManyTasks(),
		new CreateTask(),
		new GetTask(),
		new RunCompetitorsStep(),
		new RunProximityStep(),
		new RunURLTopStep(),
		new RunKeywordsCollectStep(),
		new RunKeywordsFilterStep(),
		new RunKeywordsAnalyseStep(),
		new GetStepResult(),
		new AddToProject(),
	],
};

import { agentTaskFinished } from './agentTaskFinished';
import { auditWarningRaised } from './auditWarningRaised';
import { checkFinished } from './checkFinished';
import { limitsRunningLow } from './limitsRunningLow';
import { newProject } from './newProject';
import { positionCheckFinished, positionCheckFinishedApiKey } from './positionCheckFinished';
import { positionsChanged } from './positionsChanged';
import { recommendationChanged } from './recommendationChanged';
import { reportReady } from './reportReady';
import { robotsChanged } from './robotsChanged';
import { semanticsStepFinished } from './semanticsStepFinished';
import type { TriggerEvent } from './types';
import { uptimeDropped } from './uptimeDropped';
import { uptimeRecovered } from './uptimeRecovered';
import { videoTaskFinished } from './videoTaskFinished';

export const EVENTS: TriggerEvent[] = [
	videoTaskFinished,
	robotsChanged,
	uptimeDropped,
	uptimeRecovered,
	positionCheckFinished,
	positionCheckFinishedApiKey,
	auditWarningRaised,
	checkFinished,
	positionsChanged,
	recommendationChanged,
	semanticsStepFinished,
	reportReady,
	limitsRunningLow,
	agentTaskFinished,
	newProject,
];

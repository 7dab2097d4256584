import { auditWarningRaised } from './auditWarningRaised';
import { positionCheckFinished } from './positionCheckFinished';
import { robotsChanged } from './robotsChanged';
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
	auditWarningRaised,
];

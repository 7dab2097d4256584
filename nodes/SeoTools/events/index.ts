import { auditWarningRaised } from './audit';
import { positionCheckFinished } from './positions';
import { robotsChanged } from './robots';
import type { TriggerEvent } from './types';
import { uptimeDropped } from './uptime';
import { videoTaskFinished } from './video';

export const EVENTS: TriggerEvent[] = [
	videoTaskFinished,
	robotsChanged,
	uptimeDropped,
	positionCheckFinished,
	auditWarningRaised,
];

import type { Router } from '../core/router';
import { registerProjectGet } from './project';
import { registerUptime } from './uptime';

/** Project API: /projects/api/v1/... (spec 4.1-4.5). */
export function registerProjectApi(router: Router): void {
	registerProjectGet(router);
	registerUptime(router);
}

import type { Router } from '../core/router';
import { registerAudit } from './audit';
import { registerProjectControl } from './control';
import { registerGroups } from './groups';
import { registerLifecycle } from './lifecycle';
import { registerPageCapControl } from './pageCap';
import { registerPageOffsetControl } from './pageOffset';
import { registerProjectGet } from './project';
import { registerQueries } from './queries';
import { registerUptime } from './uptime';

/** Project API: /projects/api/v1/... (docs/service/project-api.md), plus its control routes. */
export function registerProjectApi(router: Router): void {
	registerProjectGet(router);
	registerLifecycle(router);
	registerGroups(router);
	registerQueries(router);
	registerAudit(router);
	registerUptime(router);
	registerProjectControl(router);
	registerPageCapControl(router);
	registerPageOffsetControl(router);
}

import type { Router } from '../core/router';
import { registerBalance } from './balance';
import { registerRestControl } from './control';
import { handled } from './handled';
import { registerRestProjects } from './projects';
import { RestFailure } from './respond';
import { registerUser } from './user';

/** REST API: /api-rest/<group>/<method> (spec 4.7), plus its control routes. */
export function registerRestApi(router: Router): void {
	registerUser(router);
	registerRestProjects(router);
	registerBalance(router);
	registerRestControl(router);
	router.fallback(
		'/api-rest/',
		handled((req) => {
			throw new RestFailure(404, `Path: "${req.path}" does not found`);
		}),
	);
}

import type { Router } from '../core/router';
import { registerBalance } from './balance';
import { registerRestControl } from './control';
import { handled } from './handled';
import { registerRestProjects } from './projects';
import { rest, RestFailure } from './respond';
import { registerUser } from './user';

/**
 * REST API: /api-rest/<group>/<method> (docs/service/rest-api.md#calling-convention), plus its
 * control routes.
 */
export function registerRestApi(router: Router): void {
	registerUser(router);
	registerRestProjects(router);
	registerBalance(router);
	registerRestControl(router);
	// "HTTP status is always 200" (docs/service/responses.md#rest-api): what the core refuses here (a
	// method other than GET or POST, a body over the cap, a handler that failed) is the wrapper with
	// that code.
	router.refusals('/api-rest/', ({ status, message, headers }, ctx) => ({
		...rest(ctx, status, message),
		headers,
	}));
	router.fallback(
		'/api-rest/',
		handled((req) => {
			throw new RestFailure(404, `Path: "${req.path}" does not found`);
		}),
	);
}

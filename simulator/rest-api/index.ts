import type { Router } from '../core/router';

/** REST API: /api-rest/<group>/<method> (spec 4.7). */
export function registerRestApi(_router: Router): void {}

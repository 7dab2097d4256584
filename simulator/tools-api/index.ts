import type { Router } from '../core/router';

/** Tools API: /api/<method> (spec 4.6). */
export function registerToolsApi(_router: Router): void {}

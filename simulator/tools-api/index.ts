import type { Router } from '../core/router';
import { registerAivideo } from './aivideo';
import { registerVideoControl } from './control';

/**
 * Tools API: /api/<method> (docs/service/tools-api.md#task-life-cycle); the video tool is the one
 * described.
 */
export function registerToolsApi(router: Router): void {
	registerAivideo(router);
	registerVideoControl(router);
}

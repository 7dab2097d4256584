import type { Router } from '../core/router';
import { registerAivideo } from './aivideo';
import { registerVideoControl } from './control';

/** Tools API: /api/<method> (spec 4.6); the video tool is the one described. */
export function registerToolsApi(router: Router): void {
	registerAivideo(router);
	registerVideoControl(router);
}

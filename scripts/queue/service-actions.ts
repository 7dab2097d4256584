import { catalogProfile, SEED, type Simulator } from '../../simulator';
import { simControl } from '../../dev/n8n/scenario';
import { NEW_ROBOTS } from '../../dev/n8n/triggers';
import { PROJECT } from './settings';

/** What happens at the service outside n8n during the run, as any other client or the site owner would cause it. */

/** Queues a video task the way any API client does (tools API, form fields), not through n8n. */
export async function queueVideoTask(sim: Simulator): Promise<string> {
	const res = await fetch(`${sim.baseUrl}/api/aivideo?key=${SEED.paid.apiKey}`, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams({
			prompt: 'A lighthouse at dusk, waves rolling in',
			model: catalogProfile().default,
			quality: '720p',
		}).toString(),
	});
	const body = (await res.json()) as { report_id?: number; error?: string };
	if (body.report_id === undefined)
		throw new Error(`Queueing a video task failed: ${JSON.stringify(body)}`);
	return String(body.report_id);
}

let robotsChanges = 0;
/** Saves a new robots.txt version of the project and returns its id. */
export async function changeRobots(sim: Simulator): Promise<string> {
	robotsChanges += 1;
	await simControl(sim, `/__sim/projects/${PROJECT}/robots`, {
		robots: `${NEW_ROBOTS}Disallow: /queue-change-${robotsChanges}\n`,
	});
	const versions = sim.state.project(PROJECT)!.robotsVersions;
	return String([...versions].sort((a, b) => b.dt - a.dt || b.id - a.id)[0].id);
}

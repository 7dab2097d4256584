import { auditWarnings, setAuditWarning } from '../core/audit';
import { MINUTE } from '../core/clock';
import { jsonObject } from '../core/request';
import { json, type Router } from '../core/router';
import { startCheck } from '../core/runningChecks';
import { settleUpdates } from '../core/updates';

/**
 * Control routes that change a project the way the service's own schedulers would:
 * POST /__sim/projects/<id>/robots {robots}, /uptime-incident {fromMinutesAgo, toMinutesAgo, kind},
 * /audit-warning {check, warning}, /finish-update, /start-check {kind, minutes} (a running check of
 * any kind, seen by get_check_state until it ends).
 */
export function registerProjectControl(router: Router): void {
	router.fallback('/__sim/projects/', (req, ctx) => {
		const match = /^\/__sim\/projects\/(\d+)\/([\w-]+)$/.exec(req.path);
		const project = match && ctx.state.project(Number(match[1]));
		if (!match || !project) return json({ error: 'no such project' }, 404);
		const body = jsonObject(req);
		const now = ctx.clock.now();
		switch (match[2]) {
			case 'robots': {
				const robots = String(body.robots ?? '');
				const latest = [...project.robotsVersions].sort((a, b) => b.dt - a.dt)[0];
				// A new version is saved only when the file changes
				// (docs/service/project-api.md#audit-and-uptime).
				if (latest?.robots === robots) return json({ saved: false, id: latest.id });
				const version = { id: ctx.state.nextId('robots', 7001), robots, dt: now };
				project.robotsVersions.push(version);
				return json({ saved: true, id: version.id });
			}
			case 'uptime-incident': {
				const from =
					body.from !== undefined
						? Number(body.from)
						: now - Number(body.fromMinutesAgo ?? 60) * MINUTE;
				const to =
					body.to !== undefined ? Number(body.to) : now - Number(body.toMinutesAgo ?? 0) * MINUTE;
				project.uptimeIncidents.push({
					from,
					to,
					kind: body.kind === 'blocked' ? 'blocked' : 'down',
				});
				return json({ incidents: project.uptimeIncidents.length });
			}
			case 'audit-warning': {
				setAuditWarning(
					project,
					body.check === 'indexed-domains' ? 'indexed-domains' : 'server-response',
					Boolean(body.warning),
				);
				return json(auditWarnings(project));
			}
			case 'finish-update': {
				for (const update of project.updates)
					if (update.finishedAt === null) update.plannedFinishAt = now;
				settleUpdates(project, now);
				return json({ updates: project.updates.length });
			}
			case 'start-check': {
				const kind = String(body.kind ?? 'audit');
				const minutes = Number(body.minutes ?? 10);
				if (!(minutes > 0)) return json({ error: 'minutes must be above 0' }, 400);
				const run = startCheck(project, kind, now, minutes * MINUTE);
				return json({ check_id: run.id, kind, finish_at: run.finishAt });
			}
			default:
				return json({ error: 'unknown control' }, 404);
		}
	});
}

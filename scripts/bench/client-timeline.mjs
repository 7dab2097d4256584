/**
 * Preloaded into the `n8n execute` process (`--import`) by profile-real-n8n.ts when
 * CLIENT_TIMELINE_FILE is set: records, on n8n's side, when each HTTP request was created, when
 * its connection was made, when its request was written, when its answer's headers and end were
 * read (wall clock, ms), keyed by the connection's local port (the server records the same port as
 * the remote one), and how busy the event loop was. Written to that file when the process exits.
 * Measurement only: nothing here changes what the process does, beyond the listeners it adds.
 */
import { subscribe } from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

const file =
	process.env.CLIENT_TIMELINE_FILE && `${process.env.CLIENT_TIMELINE_FILE}.${process.pid}`;
if (file) {
	const requests = [];
	const delay = monitorEventLoopDelay({ resolution: 1 });
	delay.enable();
	/** Event-loop utilization per 20 ms slice: how much of each slice the loop was busy. */
	const slices = [];
	let last = performance.eventLoopUtilization();
	const timer = setInterval(() => {
		const now = performance.eventLoopUtilization();
		const d = performance.eventLoopUtilization(now, last);
		const cpu = process.cpuUsage();
		slices.push({
			at: Date.now(),
			busy: d.active,
			idle: d.idle,
			cpuMs: (cpu.user + cpu.system) / 1000,
		});
		last = now;
	}, 20);
	timer.unref();
	subscribe('http.client.request.start', ({ request }) => {
		const entry = {
			created: Date.now(),
			socket: NaN,
			connected: NaN,
			written: NaN,
			headers: NaN,
			end: NaN,
			port: NaN,
		};
		requests.push(entry);
		const onSocket = (socket) => {
			entry.socket = Date.now();
			const onConnect = () => {
				entry.connected = Date.now();
				entry.port = socket.localPort ?? socket._handle?.getsockname?.({})?.port ?? NaN;
			};
			if (socket.connecting) socket.once('connect', onConnect);
			else onConnect();
		};
		// Node publishes this channel once the socket is assigned; a later one comes by 'socket'.
		if (request.socket) onSocket(request.socket);
		else request.once('socket', onSocket);
		request.once('finish', () => (entry.written = Date.now()));
		request.once('response', (response) => {
			entry.headers = Date.now();
			response.once('end', () => (entry.end = Date.now()));
		});
	});
	process.on('exit', () => {
		writeFileSync(
			file,
			JSON.stringify({
				requests,
				slices,
				loopDelayMs: {
					mean: delay.mean / 1e6,
					p50: delay.percentile(50) / 1e6,
					p90: delay.percentile(90) / 1e6,
					p99: delay.percentile(99) / 1e6,
					max: delay.max / 1e6,
				},
			}),
		);
	});
}

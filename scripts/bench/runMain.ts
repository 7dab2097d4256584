/**
 * Runs a bench script's `main` and ends the process with it: code 0 when it resolved, 1 after
 * printing the error when it threw. The explicit exit is the point: the simulator, n8n's
 * processes and the keep-alive sockets a run leaves behind would otherwise hold the process open.
 */
export function runMain(main: () => Promise<unknown>): void {
	main().then(
		() => process.exit(0),
		(error: unknown) => {
			console.error(error);
			process.exit(1);
		},
	);
}

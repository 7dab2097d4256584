/**
 * `npm run lock:complete`: run after changing dependencies (after `npm install`).
 *
 * The registry reachable here lacks the non-Linux builds of unrs-resolver (an optional,
 * platform-specific dependency of n8n's lint toolchain), so `npm install` leaves them out of
 * package-lock.json and `npm ci` then refuses the lock as out of sync. This adds lock entries
 * for those optional packages with their os/cpu constraints: npm ci skips them on Linux
 * without downloading anything.
 *
 * The lock must also be what `npm install` would write (package.json's root fields, tabs), so that
 * a fresh clone's `npm install` leaves `git status` clean; `.ci/run` checks it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The fields of a package-lock.json entry this script reads or writes. */
interface LockEntry {
	version?: string;
	optionalDependencies?: Record<string, string>;
	[field: string]: unknown;
}

const lockPath = join(__dirname, '..', '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockEntry> };
const packages = lock.packages;
/** npm's os, cpu and libc of a binding package, read from its name (`…-binding-linux-arm64-musl`). */
const platform = (name: string) => {
	const suffix = name.slice(name.lastIndexOf('/') + 1).replace(/^[a-z-]*?binding-/, '');
	const [os, cpu, abi] = suffix.split('-');
	const libc = abi?.startsWith('musl') ? ['musl'] : os === 'linux' ? ['glibc'] : undefined;
	return { os: [os], cpu: [cpu], libc };
};
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
	for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
		const key = `node_modules/${dep}`;
		if (packages[key] || packages[`${path}/node_modules/${dep}`]) continue;
		if (!/binding-/.test(dep)) continue;
		const { os, cpu, libc } = platform(dep);
		packages[key] = {
			version,
			cpu,
			dev: true,
			...(libc ? { libc } : {}),
			license: 'MIT',
			optional: true,
			os,
		};
		added++;
	}
}
lock.packages = Object.fromEntries(
	Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
// npm writes the lock with package.json's indentation (tabs); so does this, or the next
// `npm install` rewrites every line.
writeFileSync(lockPath, `${JSON.stringify(lock, null, '\t')}\n`);
process.stdout.write(`complete-lock: added ${added} platform entries\n`);

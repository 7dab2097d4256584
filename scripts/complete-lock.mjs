// The registry reachable here lacks the non-Linux builds of unrs-resolver (an optional,
// platform-specific dependency of n8n's lint toolchain), so `npm install` leaves them out of
// package-lock.json and `npm ci` then refuses the lock as out of sync. This adds lock entries
// for those optional packages with their os/cpu constraints: npm ci skips them on Linux
// without downloading anything. Run after changing dependencies: `node scripts/complete-lock.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;
const platform = (name) => {
	const suffix = name
		.split('/')
		.pop()
		.replace(/^[a-z-]*?binding-/, '');
	const [os, cpuRaw, abi] = suffix.split('-');
	const cpu =
		{
			arm: 'arm',
			arm64: 'arm64',
			x64: 'x64',
			ia32: 'ia32',
			loong64: 'loong64',
			ppc64: 'ppc64',
			riscv64: 'riscv64',
			s390x: 's390x',
		}[cpuRaw] ?? cpuRaw;
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
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
process.stdout.write(`complete-lock: added ${added} platform entries\n`);

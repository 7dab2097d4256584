// Before publishing: the pushed tag must be `v` + package.json's version (the simulator package,
// published with it, must carry the same version), and CHANGELOG.md must
// have a dated section for that version (`## [1.2.3] - 2026-12-01`), so nothing is published
// as "Unreleased". Usage: node scripts/release/index.mjs v1.2.3
// Plain JavaScript, the one entry under scripts/ that is not index.ts: the publish workflow runs it
// with plain Node before `npm ci`, to fail in seconds rather than after the whole test run, so
// tsx is not there yet (scripts/README.md).
import { readFileSync } from 'node:fs';

const tag = process.argv[2] ?? '';
const { version } = JSON.parse(
	readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
);
const simulator = JSON.parse(
	readFileSync(new URL('../../packages/seo-tools-simulator/package.json', import.meta.url), 'utf8'),
);
const changelog = readFileSync(new URL('../../CHANGELOG.md', import.meta.url), 'utf8');
const heading = changelog.split('\n').find((line) => line.startsWith(`## [${version}]`));
const problems = [];
if (tag !== `v${version}`)
	problems.push(`the tag "${tag}" is not "v${version}" (the version in package.json)`);
if (simulator.version !== version)
	problems.push(
		`packages/seo-tools-simulator has version ${simulator.version}, not ${version} like package.json`,
	);
if (!heading) problems.push(`CHANGELOG.md has no "## [${version}]" section`);
else if (!/^## \[[^\]]+\] - \d{4}-\d{2}-\d{2}\s*$/.test(heading))
	problems.push(
		`the CHANGELOG.md section "${heading}" has no release date (## [${version}] - YYYY-MM-DD)`,
	);
if (problems.length > 0) {
	process.stderr.write(`Not publishing: ${problems.join('; ')}.\n`);
	process.exit(1);
}
process.stdout.write(`Tag ${tag} matches package.json and CHANGELOG.md.\n`);

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ModuleKind, ScriptTarget, transpileModule } from 'typescript';
import { idFrom, inexactIntegersIn } from '../../../../nodes/shared/parts/idFrom';

/**
 * The readers of dates and ids (docs/decisions/field-readers-and-statuses.md#one-reader-per-kind-of-field). The date reader must
 * give the same calendar date on an n8n host in any time zone. Jest keeps one process (and its
 * zone) for a test file, so the reader runs in child processes started with TZ set far east of
 * UTC (UTC+14) and far west (UTC−10); each child first reports its own offset, which proves the
 * zone took effect.
 */
const ROOT = join(__dirname, '../../../..');
const READER = transpileModule(
	readFileSync(join(ROOT, 'nodes/shared/parts/calendarDate.ts'), 'utf8'),
	{ compilerOptions: { module: ModuleKind.CommonJS, target: ScriptTarget.ES2020 } },
).outputText;

/** A value to read: text, a Luxon DateTime (ISO text in a zone), or a JavaScript Date (epoch ms). */
type Value =
	| string
	| number
	| { luxon: string; zone: string }
	| { luxonInvalid: true }
	| { jsDate: number | string };
type Case = { value: Value; timeZone?: string };

/** Reads every case in a process whose TZ is `zone`; returns its offset and the dates read. */
function readIn(zone: string, cases: Case[]): { offset: number; dates: Array<string | null> } {
	const script = `
		const reader = { exports: {} };
		(function (module, exports) { ${READER} })(reader, reader.exports);
		const { calendarDate } = reader.exports;
		const { DateTime } = require('luxon');
		const cases = ${JSON.stringify(cases)};
		const made = (v) =>
			v && typeof v === 'object'
				? 'luxon' in v ? DateTime.fromISO(v.luxon, { zone: v.zone })
				: 'luxonInvalid' in v ? DateTime.invalid('test')
				: new Date(v.jsDate)
				: v;
		process.stdout.write(JSON.stringify({
			offset: new Date(2026, 0, 1).getTimezoneOffset(),
			dates: cases.map((c) => calendarDate(made(c.value), c.timeZone) ?? null),
		}));`;
	const out = execFileSync(process.execPath, ['-e', script], {
		cwd: ROOT,
		env: { ...process.env, TZ: zone },
	});
	return JSON.parse(out.toString('utf8')) as { offset: number; dates: Array<string | null> };
}

const READ: Array<[Value, string, string?]> = [
	['2026-11-05', '2026-11-05'],
	['2026-11-05T00:00:00', '2026-11-05'],
	['2026-11-05T00:00:00.000+14:00', '2026-11-05'],
	['2026-11-05T23:59:59.999-10:00', '2026-11-05'],
	['2026-11-05T00:00:00Z', '2026-11-05'],
	['2026-11-05 10:20', '2026-11-05'],
	['05.11.2026', '2026-11-05'],
	['01.11.2026', '2026-11-01'],
	['05.11.2026 10:20:30', '2026-11-05'],
	['29.02.2028', '2028-02-29'],
	[' 2026-11-05 ', '2026-11-05'],
	// Luxon DateTime values ({{ $now }} and the like): the date in their own zone.
	[{ luxon: '2026-11-05T23:30:00', zone: 'America/Adak' }, '2026-11-05'],
	[{ luxon: '2026-11-05T00:30:00', zone: 'Pacific/Kiritimati' }, '2026-11-05'],
	// A JavaScript Date: the date in the workflow's time zone (22:00 UTC on 4 November).
	[{ jsDate: Date.UTC(2026, 10, 4, 22, 0) }, '2026-11-05', 'Europe/Moscow'],
	[{ jsDate: Date.UTC(2026, 10, 4, 22, 0) }, '2026-11-04', 'America/New_York'],
];

const REFUSED: Value[] = [
	'11/05/2026',
	'5/11/2026',
	'1',
	'2026',
	'Nov 5 2026',
	'2026/11/05',
	'2026-13-01',
	'2026-02-30',
	'31.04.2026',
	'5.11.2026',
	'2026-11-05abc',
	'',
	1,
	1_793_000_000_000,
	{ luxonInvalid: true },
	{ jsDate: 'not a time' },
];

describe.each([
	{ zone: 'Pacific/Kiritimati', offset: -14 * 60 },
	{ zone: 'America/Adak', offset: 10 * 60 },
])('dates, with the n8n host in $zone', ({ zone, offset }) => {
	const cases: Case[] = [
		...READ.map(([value, , timeZone]) => ({ value, timeZone: timeZone ?? 'Europe/Moscow' })),
		...REFUSED.map((value) => ({ value, timeZone: 'Europe/Moscow' })),
	];
	let read: { offset: number; dates: Array<string | null> };
	beforeAll(() => {
		read = readIn(zone, cases);
	});

	it('the process really ran in that zone', () => {
		expect(read.offset).toBe(offset);
	});

	it.each(READ.map(([value, date], index) => ({ value: JSON.stringify(value), date, index })))(
		'reads $value as $date',
		({ date, index }) => {
			expect(read.dates[index]).toBe(date);
		},
	);

	it.each(REFUSED.map((value, index) => ({ value: JSON.stringify(value), index })))(
		'refuses $value (no guess)',
		({ index }) => {
			expect(read.dates[READ.length + index]).toBeNull();
		},
	);
});

describe('ids', () => {
	it.each([
		['12345', 12345],
		[' 7 ', 7],
		['0', 0],
		['9007199254740991', 9007199254740991],
		[101, 101],
	])('reads %j as %d', (value, id) => {
		expect(idFrom(value)).toBe(id);
	});

	it.each([
		'9007199254740993',
		'9007199254740992',
		'0x10',
		'1e3',
		'+5',
		'-5',
		'1.0',
		'12 3',
		'',
		'abc',
	])('refuses %j', (value) => {
		expect(idFrom(value)).toBeUndefined();
	});

	it('refuses numbers that are no safe whole number', () => {
		expect(idFrom(2 ** 53)).toBeUndefined();
		expect(idFrom(1.5)).toBeUndefined();
		expect(idFrom(-1)).toBeUndefined();
		expect(idFrom(Number.NaN)).toBeUndefined();
	});

	it('finds the integers JSON.parse would change, outside strings only', () => {
		expect(inexactIntegersIn('{"a": 9007199254740993, "b": "9007199254740993", "c": 1e3}')).toEqual(
			['9007199254740993'],
		);
		expect(inexactIntegersIn('{"a": 9007199254740991, "b": -12, "c": 1.5}')).toEqual([]);
		expect(inexactIntegersIn('{"q\\"": 12345678901234567890}')).toEqual(['12345678901234567890']);
	});
});

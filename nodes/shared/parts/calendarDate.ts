/**
 * The one reading of a date field (no imports: test/unit/shared/parts/fieldReaders.test.ts runs it
 * in processes set to other time zones): the calendar date the value names, as YYYY-MM-DD, the same on
 * an n8n host in any time zone (docs/decisions/field-readers-and-statuses.md#one-reader-per-kind-of-field). Understood:
 * - `2026-11-05`, alone or with a time and offset (`2026-11-05T00:00:00`, `…+14:00`, `…Z`), as n8n's
 *   date picker and `$now.toISO()` write it: the date as written, whatever the offset;
 * - `05.11.2026` (day first, as the service itself writes dates), optionally with a time;
 * - a Luxon DateTime an expression gives (`{{ $now }}`): its date in its own zone;
 * - a JavaScript Date: its date in the workflow's time zone.
 * Anything else, `11/05/2026` (day or month first?), `1`, `Nov 5`, is refused: no guess.
 */
export const DATE_FORMS = 'YYYY-MM-DD (2026-11-05), DD.MM.YYYY (05.11.2026) or an n8n date-time';

const ISO =
	/^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const DOTTED = /^(\d{2})\.(\d{2})\.(\d{4})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/;

/** YYYY-MM-DD when year, month and day make a day of the calendar (no 2026-02-30). */
function dayOf(year: string, month: string, day: string): string | undefined {
	const y = Number(year);
	const m = Number(month);
	const d = Number(day);
	if (m < 1 || m > 12 || d < 1) return undefined;
	const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
	return d <= last ? `${year}-${month}-${day}` : undefined;
}

interface LuxonLike {
	isValid: boolean;
	toISODate(): string | null;
}

export const isLuxon = (value: unknown): value is LuxonLike =>
	typeof value === 'object' &&
	value !== null &&
	(value as { isLuxonDateTime?: unknown }).isLuxonDateTime === true &&
	typeof (value as LuxonLike).toISODate === 'function';

/** The calendar date of an instant in a time zone, by the platform's time-zone data. */
function dateIn(instant: Date, timeZone: string | undefined): string | undefined {
	if (Number.isNaN(instant.getTime())) return undefined;
	const parts = new Intl.DateTimeFormat('en-CA', {
		timeZone: timeZone || 'UTC',
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
	}).formatToParts(instant);
	const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
	return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The calendar date `value` names, or undefined when it names none by the rules above. `timeZone`
 * is the workflow's, used only for a JavaScript Date (an instant without a zone of its own).
 */
export function calendarDate(value: unknown, timeZone?: string): string | undefined {
	if (isLuxon(value)) return value.isValid ? (value.toISODate() ?? undefined) : undefined;
	if (value instanceof Date) return dateIn(value, timeZone);
	if (typeof value !== 'string') return undefined;
	const text = value.trim();
	const iso = ISO.exec(text);
	if (iso) return dayOf(iso[1], iso[2], iso[3]);
	const dotted = DOTTED.exec(text);
	if (dotted) return dayOf(dotted[3], dotted[2], dotted[1]);
	return undefined;
}

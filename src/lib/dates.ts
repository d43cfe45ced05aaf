// Dates in local time, formatted by hand to the spec's fixed patterns (spec 3 §9 "Default date-time
// format: M/d/yy h:mm a"; spec 2 §9 "Date range stored as start~end, shown M/d/yy").
// Invalid input gives '' or null; nothing here throws.

export type DateInput = Date | string | number;

export interface DateRange {
  start: Date;
  end: Date;
}

/** Separator of the stored range form "2026-01-05~2026-02-01". */
export const DATE_RANGE_SEPARATOR = '~';

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/** Builds a local date and rejects overflow ("2026-02-30"), using setFullYear so years below 100 are not shifted to 19xx. */
function localDate(year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0): Date | null {
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const date = new Date(2000, 0, 1, hours, minutes, seconds);
  date.setFullYear(year, month - 1, day);
  const valid = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return valid ? date : null;
}

/** Reads a Date, epoch milliseconds, "Y-m-d" / "Y-m-d H:i[:s]" as local time (server wire form), or an ISO string with a zone. */
export function toDate(input: DateInput): Date | null {
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : new Date(input.getTime());
  if (typeof input === 'number') return Number.isFinite(input) ? toDate(new Date(input)) : null;
  if (typeof input !== 'string') return null;
  const text = input.trim();
  const parts = LOCAL_DATE_TIME.exec(text);
  if (parts) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = parts;
    return localDate(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s));
  }
  // Only zoned ISO strings go to Date.parse: its handling of other shapes differs between browsers.
  if (!/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/i.test(text)) return null;
  return toDate(new Date(text));
}

/** Parses a "Y-m-d" date-picker value as local midnight (new Date("2026-03-07") would be UTC midnight, the previous day in the Americas). */
export function parseYmd(value: string): Date | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!parts) return null;
  return localDate(Number(parts[1]), Number(parts[2]), Number(parts[3]));
}

/** Two-digit, zero-padded form used by every pattern here. */
function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** Formats M/d/yy from local components, e.g. "3/7/26". */
function monthDayYear(date: Date): string {
  return `${date.getMonth() + 1}/${date.getDate()}/${pad2(Math.abs(date.getFullYear()) % 100)}`;
}

/** Formats a date as "M/d/yy h:mm a" in local time ("3/7/26 2:05 PM", "12/31/26 12:00 AM"); invalid input is ''. */
export function formatDateTime(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  const hours = date.getHours();
  const meridiem = hours < 12 ? 'AM' : 'PM';
  return `${monthDayYear(date)} ${hours % 12 || 12}:${pad2(date.getMinutes())} ${meridiem}`;
}

/** Formats a date as "M/d/yy" in local time ("3/7/26"); invalid input is ''. */
export function formatDate(input: DateInput): string {
  const date = toDate(input);
  return date ? monthDayYear(date) : '';
}

/** Formats a date as the "Y-m-d" picker/storage form in local time ("2026-03-07"); invalid input is ''. */
export function formatYmd(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  const year = String(date.getFullYear()).padStart(4, '0');
  return `${year}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** Parses the stored range "start~end" into local dates, earliest first; a lone date is a one-day range; invalid is null. */
export function parseDateRange(value: string): DateRange | null {
  const pieces = value.split(DATE_RANGE_SEPARATOR);
  if (pieces.length > 2) return null;
  const start = parseYmd(pieces[0] ?? '');
  const end = pieces.length === 2 ? parseYmd(pieces[1] ?? '') : start;
  if (!start || !end) return null;
  return start <= end ? { start, end } : { start: end, end: start };
}

/** Builds the stored range form "2026-01-05~2026-02-01" from two dates; '' when either is invalid. */
export function formatDateRange(start: DateInput, end: DateInput): string {
  const from = formatYmd(start);
  const to = formatYmd(end);
  return from && to ? `${from}${DATE_RANGE_SEPARATOR}${to}` : '';
}

/** Shows a stored range as "1/5/26 - 2/1/26"; '' when the value is not a valid range. */
export function displayDateRange(value: string): string {
  const range = parseDateRange(value);
  return range ? `${monthDayYear(range.start)} - ${monthDayYear(range.end)}` : '';
}

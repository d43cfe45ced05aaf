// The date pickers' value forms (spec 3 §9): date Y-m-d, date-time Y-m-d H:i, time H:i shown on a 12-hour clock.
// The platform's inputs take Y-m-d, Y-m-dTH:i and H:i; these turn one form into the other. Bad input gives ''.

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const HI = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/** "2026-03-07 14:05" (or with seconds, or a T) as a datetime-local input value "2026-03-07T14:05". */
export function toDateTimeLocal(value: string): string {
  const [date = '', time = ''] = value.trim().split(/[ T]/);
  const hi = HI.exec(time);
  return YMD.test(date) && hi ? `${date}T${hi[1]}:${hi[2]}` : '';
}

/** A datetime-local input value "2026-03-07T14:05" as the wire's "2026-03-07 14:05". */
export function fromDateTimeLocal(value: string): string {
  const local = toDateTimeLocal(value);
  return local ? local.replace('T', ' ') : '';
}

/** "H:i" (or H:i:s) as the input's "HH:mm"; '' when it is not a time. */
export function toTimeValue(value: string): string {
  const hi = HI.exec(value.trim());
  return hi ? `${hi[1]}:${hi[2]}` : '';
}

/** "14:05" shown on a 12-hour clock: "2:05 PM"; "00:30" is "12:30 AM"; '' when it is not a time. */
export function formatTime12(value: string): string {
  const hi = HI.exec(value.trim());
  if (!hi) return '';
  const hours = Number(hi[1]);
  return `${hours % 12 || 12}:${hi[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The multiple mode's value: its dates joined as flatpickr joins them. */
export const MULTIPLE_DATES_SEPARATOR = ', ';

/** "2026-03-09, 2026-03-07" (or any separator of commas and spaces) as its valid dates, unique, earliest first. */
export function parseMultipleDates(value: string): string[] {
  const dates = value
    .split(/[\s,]+/)
    .map((d) => d.trim())
    .filter((d) => YMD.test(d) && validYmd(d));
  return [...new Set(dates)].sort();
}

/** Dates as the multiple mode's value "2026-03-07, 2026-03-09" (unique, earliest first); '' for none. */
export function formatMultipleDates(dates: readonly string[]): string {
  return parseMultipleDates(dates.join(' ')).join(MULTIPLE_DATES_SEPARATOR);
}

/** A month: "2026-03" (the month input's own form, "Y-m"); '' when it is not a month. */
export function toMonthValue(value: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(value.trim());
  return m && Number(m[2]) >= 1 && Number(m[2]) <= 12 ? `${m[1]}-${m[2]}` : '';
}

/** A real calendar day (no 2026-02-30). */
function validYmd(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

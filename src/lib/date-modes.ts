// The value of the date pickers' multiple mode (spec 3 §9): "Y-m-d, Y-m-d" (the month mode's "Y-m" is the month input's
// own). Only the lazy date-modes chunk uses it, so it lives apart from picker-values.ts (which the pickers share).

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

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

/** A real calendar day (no 2026-02-30). */
function validYmd(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

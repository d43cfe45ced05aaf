// The values of the date pickers' multiple and month modes (spec 3 §9): "Y-m-d, Y-m-d" and "Y-m". Only the lazy
// date-modes chunk uses them, so they live apart from picker-values.ts (which the always-loaded pickers share).

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

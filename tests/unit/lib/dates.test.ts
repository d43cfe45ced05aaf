import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayDateRange,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatYmd,
  parseDateRange,
  parseYmd,
  toDate,
} from '../../../src/lib/dates';

const anyDate = fc.date({ min: new Date(1900, 0, 1), max: new Date(2199, 11, 31), noInvalidDate: true });

/** Independent M/d/yy h:mm a built from the local components. */
function manualDateTime(date: Date): string {
  const hours = date.getHours();
  const hour12 = hours === 0 ? 12 : hours > 12 ? hours - 12 : hours;
  const minutes = date.getMinutes() < 10 ? `0${date.getMinutes()}` : String(date.getMinutes());
  const year = String(date.getFullYear()).slice(-2);
  return `${date.getMonth() + 1}/${date.getDate()}/${year} ${hour12}:${minutes} ${hours >= 12 ? 'PM' : 'AM'}`;
}

describe('formatDateTime: "Default date-time format: M/d/yy h:mm a"', () => {
  it('formats local time without padding month, day or hour', () => {
    expect(formatDateTime(new Date(2026, 2, 7, 14, 5))).toBe('3/7/26 2:05 PM');
    expect(formatDateTime(new Date(2026, 11, 31, 0, 0))).toBe('12/31/26 12:00 AM');
    expect(formatDateTime(new Date(2026, 0, 1, 12, 30))).toBe('1/1/26 12:30 PM');
    expect(formatDateTime(new Date(2009, 5, 9, 11, 59))).toBe('6/9/09 11:59 AM');
  });

  it('reads the server form "Y-m-d H:i:s" as local time', () => {
    expect(formatDateTime('2026-03-07 14:05:00')).toBe('3/7/26 2:05 PM');
    expect(formatDateTime('2026-03-07T09:15')).toBe('3/7/26 9:15 AM');
  });

  it('reads epoch milliseconds', () => {
    const date = new Date(2026, 2, 7, 14, 5);
    expect(formatDateTime(date.getTime())).toBe('3/7/26 2:05 PM');
  });

  it('gives "" for invalid input instead of throwing', () => {
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime('0000-00-00 00:00:00')).toBe('');
    expect(formatDateTime('2026-02-30')).toBe('');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
  });

  it('matches manual component formatting for any date (property)', () => {
    fc.assert(fc.property(anyDate, (date) => formatDateTime(date) === manualDateTime(date)));
  });
});

describe('formatDate: "shown M/d/yy"', () => {
  it('formats the local date', () => {
    expect(formatDate(new Date(2026, 2, 7, 23, 59))).toBe('3/7/26');
    expect(formatDate('2026-01-05')).toBe('1/5/26');
    expect(formatDate('junk')).toBe('');
  });

  it('is the date part of formatDateTime (property)', () => {
    fc.assert(fc.property(anyDate, (date) => formatDateTime(date).startsWith(`${formatDate(date)} `)));
  });
});

describe('parseYmd: date-picker "Y-m-d" values', () => {
  it('parses as local midnight, not UTC', () => {
    const date = parseYmd('2026-03-07');
    expect(date).not.toBeNull();
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([2026, 2, 7, 0]);
  });

  it('rejects impossible or malformed dates', () => {
    expect(parseYmd('2026-02-29')).toBeNull();
    expect(parseYmd('2026-13-01')).toBeNull();
    expect(parseYmd('2026-3-7')).toBeNull();
    expect(parseYmd('')).toBeNull();
    expect(parseYmd('2024-02-29')).not.toBeNull();
  });

  it('round-trips with formatYmd for any day (property)', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const parsed = parseYmd(formatYmd(date));
        return (
          parsed !== null &&
          parsed.getFullYear() === date.getFullYear() &&
          parsed.getMonth() === date.getMonth() &&
          parsed.getDate() === date.getDate()
        );
      }),
    );
  });

  it('keeps years below 100 literal', () => {
    expect(parseYmd('0050-01-01')?.getFullYear()).toBe(50);
  });
});

describe('date ranges: "Date range stored as start~end, shown M/d/yy"', () => {
  it('parses the stored form', () => {
    const range = parseDateRange('2026-01-05~2026-02-01');
    expect(range?.start).toEqual(new Date(2026, 0, 5));
    expect(range?.end).toEqual(new Date(2026, 1, 1));
  });

  it('treats a lone date as a one-day range and orders reversed ends', () => {
    expect(parseDateRange('2026-01-05')).toEqual({ start: new Date(2026, 0, 5), end: new Date(2026, 0, 5) });
    expect(parseDateRange('2026-02-01~2026-01-05')).toEqual({
      start: new Date(2026, 0, 5),
      end: new Date(2026, 1, 1),
    });
  });

  it('rejects invalid ranges', () => {
    expect(parseDateRange('')).toBeNull();
    expect(parseDateRange('2026-01-05~')).toBeNull();
    expect(parseDateRange('2026-01-05~junk')).toBeNull();
    expect(parseDateRange('2026-01-05~2026-01-06~2026-01-07')).toBeNull();
  });

  it('formats the stored form from two dates', () => {
    expect(formatDateRange(new Date(2026, 0, 5), new Date(2026, 1, 1, 18))).toBe('2026-01-05~2026-02-01');
    expect(formatDateRange(new Date(2026, 0, 5), 'junk')).toBe('');
  });

  it('displays "1/5/26 - 2/1/26"', () => {
    expect(displayDateRange('2026-01-05~2026-02-01')).toBe('1/5/26 - 2/1/26');
    expect(displayDateRange('nonsense')).toBe('');
  });

  it('round-trips stored ranges (property)', () => {
    fc.assert(
      fc.property(anyDate, anyDate, (a, b) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        const stored = formatDateRange(start, end);
        const range = parseDateRange(stored);
        return range !== null && formatDateRange(range.start, range.end) === stored;
      }),
    );
  });
});

describe('toDate', () => {
  it('accepts zoned ISO strings', () => {
    expect(toDate('2026-01-01T00:00:00+02:00')?.getTime()).toBe(Date.UTC(2025, 11, 31, 22));
  });
});

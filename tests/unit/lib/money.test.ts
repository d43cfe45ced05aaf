import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, formatDollars, fromCents, laborCostCents, percentOfCents, toCents } from '../../../src/lib/money';

/** Cents well inside the range where a dollar double still identifies one cent (about ±$100 billion). */
const cents = fc.integer({ min: -1e13, max: 1e13 });

describe('toCents: "dollar amount times 100, rounded, gives cents"', () => {
  it('converts dollars to whole cents', () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(0)).toBe(0);
    expect(toCents(-5)).toBe(-500);
  });

  it('is robust to float noise (1.005, 0.1 + 0.2, 0.285 × 3 / 3)', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.15)).toBe(115);
    expect(toCents((0.285 * 3) / 3)).toBe(29);
    expect(toCents(-1.005)).toBe(-101);
  });

  it('accepts displayed and typed text ("$1,234.50", "12.5", "-$5.00", "($5.00)")', () => {
    expect(toCents('$1,234.50')).toBe(123450);
    expect(toCents('12.5')).toBe(1250);
    expect(toCents(' 7 ')).toBe(700);
    expect(toCents('.5')).toBe(50);
    expect(toCents('-$5.00')).toBe(-500);
    expect(toCents('($5.00)')).toBe(-500);
    expect(toCents('95.0000')).toBe(9500);
  });

  it('gives 0 for unreadable input ("NaN becomes 0")', () => {
    expect(toCents(Number.NaN)).toBe(0);
    expect(toCents(Number.POSITIVE_INFINITY)).toBe(0);
    expect(toCents('')).toBe(0);
    expect(toCents('abc')).toBe(0);
    expect(toCents('12abc34')).toBe(0);
    expect(toCents('1.2.3')).toBe(0);
  });

  it('never returns -0', () => {
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
    expect(Object.is(toCents('-0'), 0)).toBe(true);
  });

  it('round-trips fromCents for whole cents (property)', () => {
    fc.assert(fc.property(cents, (c) => toCents(fromCents(c)) === c));
  });

  it('is an integer within half a cent of x × 100 for two-decimal amounts (property)', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const dollars = c / 100;
        const result = toCents(dollars);
        return Number.isInteger(result) && Math.abs(result - dollars * 100) <= 0.5;
      }),
    );
  });

  it('is an integer within half a cent of x × 100 for any moderate amount (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        const result = toCents(x);
        return Number.isInteger(result) && Math.abs(result - x * 100) <= 0.5 + 1e-3;
      }),
    );
  });

  it('reads its own string form the same as the number (property)', () => {
    fc.assert(fc.property(cents, (c) => toCents(String(c / 100)) === c));
  });
});

describe('fromCents', () => {
  it('converts cents to dollars', () => {
    expect(fromCents(123450)).toBe(1234.5);
    expect(fromCents(-500)).toBe(-5);
    expect(fromCents(Number.NaN)).toBe(0);
  });
});

describe('formatCents: "Currency default USD, en-US formatting"', () => {
  it('formats cents as US dollars', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(-500)).toBe('-$5.00');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(7)).toBe('$0.07');
  });

  it('never shows -$0.00', () => {
    expect(formatCents(-0)).toBe('$0.00');
    expect(formatCents(-0.4)).toBe('$0.00');
  });

  it('accepts another currency and locale', () => {
    expect(formatCents(123450, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
  });

  it('round-trips through toCents (property)', () => {
    fc.assert(fc.property(cents, (c) => toCents(formatCents(c)) === c));
  });
});

describe('formatDollars', () => {
  it('formats dollar numbers and text through whole cents', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars('12.345')).toBe('$12.35');
    expect(formatDollars(1.005)).toBe('$1.01');
    expect(formatDollars('oops')).toBe('$0.00');
  });
});

describe('sums and percentages in cents', () => {
  it('adds exactly: money is kept in whole cents', () => {
    expect(toCents(0.1) + toCents(0.2)).toBe(30);
    expect(fromCents(toCents(0.1) + toCents(0.2))).toBe(0.3);
  });

  it('takes "50% is half of the balance rounded to cents", half away from zero', () => {
    expect(percentOfCents(1999, 50)).toBe(1000);
    expect(percentOfCents(10000, 100)).toBe(10000);
    expect(percentOfCents(1234, 7.5)).toBe(93);
    expect(percentOfCents(333, 110)).toBe(366);
    expect(percentOfCents(5, 50)).toBe(3);
    expect(percentOfCents(-5, 50)).toBe(-3);
  });

  it('stays an integer within half a cent of the exact percentage (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 100_000 }), (c, permille) => {
        const result = percentOfCents(c, permille / 10);
        return Number.isInteger(result) && Math.abs(result - (c * permille) / 1000) <= 0.5 + 1e-6;
      }),
    );
  });
});

describe('"Arithmetic helpers use 2 decimals": dollars through cents', () => {
  it('rounds half away from zero, float-safe', () => {
    const twoDecimals = (n: number) => fromCents(toCents(n));
    expect(twoDecimals(1.005)).toBe(1.01);
    expect(twoDecimals(-1.005)).toBe(-1.01);
    expect(twoDecimals(0.1 + 0.2)).toBe(0.3);
    expect(twoDecimals(2.675)).toBe(2.68);
    expect(twoDecimals(1.234)).toBe(1.23);
    expect(twoDecimals(Number.NaN)).toBe(0);
  });
});

describe('laborCostCents: "Labor cost = labor amount x time/60, with time in minutes"', () => {
  it('prices the time at the hourly amount', () => {
    expect(laborCostCents(95, 90)).toBe(14250);
    expect(laborCostCents('120.00', 15)).toBe(3000);
  });

  it('multiplies by quantity before rounding ("Subtotal = rate × minutes/60 × quantity")', () => {
    expect(laborCostCents(100, 20)).toBe(3333);
    expect(laborCostCents(100, 20, 3)).toBe(10000);
  });

  it('is 0 for unreadable amounts', () => {
    expect(laborCostCents('n/a', 60)).toBe(0);
    expect(laborCostCents(100, Number.NaN)).toBe(0);
  });
});

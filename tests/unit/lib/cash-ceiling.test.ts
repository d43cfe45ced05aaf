import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashCeilingCents as serverCeiling } from '../../../demo-pages/server/pos-checkout/pos-checkout-calls';
import { AMOUNT_REQUIRED, cashCeilingCents, cashProblem, NO_BALANCE_DUE } from '../../../src/pos/lib/payment-rules';

describe('the cash ceiling (issue 23)', () => {
  it('ten times the balance, never less than the balance plus $100, never above $100,000', () => {
    expect(cashCeilingCents(500)).toBe(10_500);
    expect(cashCeilingCents(51_746)).toBe(517_460);
    expect(cashCeilingCents(2_000_000)).toBe(10_000_000);
    expect(cashProblem(10_500, 500)).toBeNull();
    expect(cashProblem(10_501, 500)).toBe(
      'Cash amount is too large: at most $105.00 can be tendered for a balance of $5.00.',
    );
    expect(cashProblem(5_174_600, 51_746)).toBe(
      'Cash amount is too large: at most $5,174.60 can be tendered for a balance of $517.46.',
    );
    expect(cashProblem(0, 500)).toBe(AMOUNT_REQUIRED);
    expect(cashProblem(100, 0)).toBe(NO_BALANCE_DUE);
  });

  it('the page and the store agree on the ceiling for any balance; change due always fits under it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000_000 }), (balance) => {
        const ceiling = cashCeilingCents(balance);
        expect(ceiling).toBe(serverCeiling(balance));
        expect(ceiling).toBeLessThanOrEqual(10_000_000);
        if (balance <= 9_990_000) expect(ceiling).toBeGreaterThanOrEqual(balance + 10_000);
        expect(cashProblem(ceiling, balance)).toBeNull();
        expect(cashProblem(ceiling + 1, balance)).toMatch(/^Cash amount is too large/);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_REQUIRED,
  amountProblem,
  changeDue,
  checkNumberProblem,
  ledger,
  parseAmountCents,
  quickCashCents,
  storeCreditMax,
  storeCreditShortcut,
  tenderMax,
  type LedgerEntry,
} from '../../../src/pos/lib/payment-rules';

describe('tender rules (spec 2 §4, §5, §9)', () => {
  it('"Amount must be more than $0.00"; a cap says "Max amount allowed: {amount}"', () => {
    expect(amountProblem(0, null)).toBe(AMOUNT_REQUIRED);
    expect(amountProblem(Number.NaN, null)).toBe(AMOUNT_REQUIRED);
    expect(amountProblem(-5, 100)).toBe(AMOUNT_REQUIRED);
    expect(amountProblem(2501, 2500)).toBe('Max amount allowed: $25.00');
    expect(amountProblem(2500, 2500)).toBeNull();
    expect(amountProblem(999_999, null)).toBeNull();
  });

  it('amounts are read as cents, at most two decimals', () => {
    expect(parseAmountCents('12.5')).toBe(1250);
    expect(parseAmountCents('$1,234.56')).toBe(123456);
    expect(parseAmountCents('0.285')).toBeNaN();
    expect(parseAmountCents('abc')).toBeNaN();
    expect(parseAmountCents('')).toBeNaN();
  });

  it('quick cash: the exact balance and the next $1/$5/$10/$20, ascending, each once', () => {
    expect(quickCashCents(20_371)).toEqual([20_371, 20_400, 20_500, 21_000, 22_000]);
    expect(quickCashCents(2000)).toEqual([2000]);
    expect(quickCashCents(0)).toEqual([]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (balance) => {
        const list = quickCashCents(balance);
        expect(list[0]).toBe(balance);
        expect([...list].sort((a, b) => a - b)).toEqual(list);
        expect(new Set(list).size).toBe(list.length);
        for (const c of list) expect(c - balance).toBeLessThan(2000);
      }),
    );
  });

  it('store credit: max = min(credit, balance), never below 0; 50% is half the balance rounded to cents, within the max', () => {
    expect(storeCreditMax(1500, 20_000)).toBe(1500);
    expect(storeCreditMax(10_000, 2500)).toBe(2500);
    expect(storeCreditMax(1000, -300)).toBe(0);
    expect(storeCreditShortcut(50, 100_000, 2501)).toBe(1251);
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000, max: 1_000_000 }),
        fc.integer({ min: -10_000, max: 1_000_000 }),
        (credit, balance) => {
          const max = storeCreditMax(credit, balance);
          expect(max).toBeGreaterThanOrEqual(0);
          expect(storeCreditShortcut(100, credit, balance)).toBe(max);
          expect(storeCreditShortcut(50, credit, balance)).toBeLessThanOrEqual(max);
          expect(storeCreditShortcut(50, credit, balance)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('check number: an integer from 1', () => {
    for (const ok of ['1', '1042', ' 7 ']) expect(checkNumberProblem(ok)).toBeNull();
    for (const bad of ['0', '-1', '1.5', 'abc', '']) expect(checkNumberProblem(bad)).not.toBeNull();
  });

  it('cash is uncapped (change due); the other tenders stop at the balance and at their own limit', () => {
    expect(tenderMax('cash', 1000)).toBeNull();
    expect(tenderMax('check', 1000)).toBe(1000);
    expect(tenderMax('voucher', 1000, 400)).toBe(400);
    expect(tenderMax('card', -50)).toBe(0);
    expect(changeDue(2500, 2000)).toBe(500);
    expect(changeDue(1500, 2000)).toBe(0);
  });
});

describe('the ledger', () => {
  // The property over sequences of tenders and voids compares the demo store with an independent model
  // (tests/unit/demo-store/payments-model.test.ts); here, the fold itself on one example.
  it('amount paid is the sum of the live payments; the balance is what remains (below 0: change due)', () => {
    const entries: LedgerEntry[] = [
      { id: 1, type: 'cash', cents: 5000, void: false },
      { id: 2, type: 'store_credit', cents: 2500, void: true },
      { id: 3, type: 'card', cents: 7000, void: false },
    ];
    expect(ledger(10_000, entries)).toEqual({ orderTotal: 10_000, amountPaid: 12_000, balanceDue: -2000 });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { laborCostCents } from '../../../src/lib/money';
import {
  editFrom,
  editFromAmount,
  editFromPercent,
  editFromPrice,
  editTexts,
  initialEdit,
  readNumber,
  roundPercent,
  type PriceEdit,
  type PriceField,
} from '../../../src/pos/lib/price-edit';

/** Original unit prices from free to $100,000. */
const original = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10_000_000 }));
/** What a clerk may type in any field: any decimal number with up to 4 decimals, far past every bound either way. */
const entry = fc
  .tuple(fc.double({ min: -1e7, max: 1e7, noNaN: true, noDefaultInfinity: true }), fc.integer({ min: 0, max: 4 }))
  .map(([value, decimals]) => value.toFixed(decimals));
const field = fc.constantFrom<PriceField>('price', 'amount', 'percent');

function withinBounds(orig: number, e: PriceEdit): void {
  expect(Number.isInteger(e.priceCents)).toBe(true);
  expect(Number.isInteger(e.amountCents)).toBe(true);
  expect(e.priceCents).toBeGreaterThanOrEqual(0);
  expect(e.amountCents).toBeGreaterThanOrEqual(-orig);
  expect(e.percent).toBeGreaterThanOrEqual(-100);
  expect(roundPercent(e.percent)).toBe(e.percent);
}

describe('Edit Item Price recompute (spec 1 §5)', () => {
  it('opens at the original price with no adjustment', () => {
    expect(initialEdit(4999)).toEqual({ priceCents: 4999, amountCents: 0, percent: 0 });
  });

  it('a new price gives the amount and the percent to 3 decimals', () => {
    expect(editFromPrice(6000, 5000)).toEqual({ priceCents: 5000, amountCents: -1000, percent: -16.667 });
    expect(editFromPrice(6499, 7000)).toEqual({ priceCents: 7000, amountCents: 501, percent: 7.709 });
  });

  it('an amount gives the price and the percent', () => {
    expect(editFromAmount(2000, -500)).toEqual({ priceCents: 1500, amountCents: -500, percent: -25 });
  });

  it('a percent gives the amount to the cent and keeps 3 decimals', () => {
    expect(editFromPercent(6499, 10)).toEqual({ priceCents: 7149, amountCents: 650, percent: 10 });
    expect(editFromPercent(1000, 12.34567)).toEqual({ priceCents: 1123, amountCents: 123, percent: 12.346 });
  });

  it('bounds: price not below 0, amount not below minus the original, percent not below -100', () => {
    expect(editFromPrice(2500, -100)).toEqual({ priceCents: 0, amountCents: -2500, percent: -100 });
    expect(editFromAmount(2500, -9999)).toEqual({ priceCents: 0, amountCents: -2500, percent: -100 });
    expect(editFromPercent(2500, -150)).toEqual({ priceCents: 0, amountCents: -2500, percent: -100 });
  });

  it('a free original has no percent to speak of: 0 whatever the new price', () => {
    expect(editFromPrice(0, 1500)).toEqual({ priceCents: 1500, amountCents: 1500, percent: 0 });
    expect(editFromPercent(0, 50)).toEqual({ priceCents: 0, amountCents: 0, percent: 0 });
  });

  it('typed text: "$1,250.5" reads as a number; "", "-", "1.2.3" and "abc" are not numbers yet', () => {
    expect(readNumber('$1,250.5')).toBe(1250.5);
    expect(readNumber('-.5')).toBe(-0.5);
    for (const text of ['', '-', '1.2.3', 'abc', '1e5']) expect(readNumber(text)).toBeNull();
    expect(editFrom('price', 1000, 'abc')).toBeNull();
    expect(editTexts(editFrom('price', 6000, '50')!)).toEqual({ price: '50.00', amount: '-10.00', percent: '-16.667' });
  });

  it('property: any entry in any field keeps the three within bounds and price = original + amount exactly', () => {
    fc.assert(
      fc.property(original, field, entry, (orig, f, value) => {
        const e = editFrom(f, orig, value)!;
        expect(e).not.toBeNull();
        withinBounds(orig, e);
        expect(e.priceCents).toBe(orig + e.amountCents);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: the percent is the amount over the original to 3 decimals, or gives the amount to the cent when it was typed', () => {
    fc.assert(
      fc.property(original, field, entry, (orig, f, value) => {
        const e = editFrom(f, orig, value)!;
        if (orig === 0) {
          expect(e.percent).toBe(0);
        } else if (f === 'percent') {
          // The amount is the typed percent of the original, rounded to the cent.
          expect(Math.abs((orig * e.percent) / 100 - e.amountCents)).toBeLessThanOrEqual(0.5 + 1e-6);
        } else {
          expect(e.percent).toBe(Math.max(-100, roundPercent((e.amountCents / orig) * 100)));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('property: the shown texts re-entered in any field give back the same edit (to the cent for prices up to $1,000)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), field, entry, field, (orig, f, value, again) => {
        const e = editFrom(f, orig, value)!;
        const texts = editTexts(e);
        const back = editFrom(again, orig, texts[again])!;
        // The percent shown has 3 decimals: re-entering it may move the price by at most one cent.
        const slack = again === 'percent' ? 1 : 0;
        expect(Math.abs(back.priceCents - e.priceCents)).toBeLessThanOrEqual(slack);
        expect(back.priceCents).toBe(orig + back.amountCents);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('labor cost = amount x minutes / 60 x quantity (spec 1 §9, spec 2 §5)', () => {
  it('$110/h for 60 minutes is $110.00; for 45 minutes x 2 is $165.00; $95/h for 20 minutes is $31.67', () => {
    expect(laborCostCents(110, 60)).toBe(11000);
    expect(laborCostCents(110, 45, 2)).toBe(16500);
    expect(laborCostCents(95, 20)).toBe(3167);
  });

  it('property: cost is the exact product rounded once, grows with time and quantity, and an hour costs the rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 6000 }),
        fc.integer({ min: 1, max: 100 }),
        (rateCents, minutes, quantity) => {
          const cost = laborCostCents(rateCents / 100, minutes, quantity);
          expect(Math.abs(cost - (rateCents * minutes * quantity) / 60)).toBeLessThanOrEqual(0.5);
          expect(laborCostCents(rateCents / 100, minutes + 1, quantity)).toBeGreaterThanOrEqual(cost);
          expect(laborCostCents(rateCents / 100, minutes, quantity + 1)).toBeGreaterThanOrEqual(cost);
          expect(laborCostCents(rateCents / 100, 60, quantity)).toBe(rateCents * quantity);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

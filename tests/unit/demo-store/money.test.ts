import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCents,
  percentOf as serverPercentOf,
  toCents as serverToCents,
} from '../../../demo-pages/server/core/money';
import { toCents as clientToCents } from '../../../src/lib/money';

// Prices as a store keeps them: up to 4 decimals, half of them on a half cent (x.xx5), the case float rounding breaks.
const price = fc.oneof(
  fc.integer({ min: 0, max: 10_000_000 }).map((tenths) => (tenths * 10 + 5) / 1000),
  fc.integer({ min: 0, max: 100_000_000 }).map((n) => n / 10_000),
);
const cart = fc.array(fc.record({ price, quantity: fc.integer({ min: 1, max: 10_000 }) }), {
  minLength: 1,
  maxLength: 12,
});

describe('money on the server rounds exactly as the client', () => {
  it('1.005 -> 1.01 in both, and the known float traps', () => {
    for (const [dollars, cents] of [
      [1.005, 101],
      [0.285, 29],
      [1.115, 112],
      [8.325, 833],
      [-1.005, -101],
      [64.99, 6499],
    ] as const) {
      expect(serverToCents(dollars), String(dollars)).toBe(cents);
      expect(clientToCents(dollars), String(dollars)).toBe(cents);
    }
  });

  it('every price and every cart total in cents is the same on both sides', () => {
    fc.assert(
      fc.property(cart, (lines) => {
        const server = lines.reduce((sum, l) => sum + serverToCents(l.price) * l.quantity, 0);
        const client = lines.reduce((sum, l) => sum + clientToCents(l.price) * l.quantity, 0);
        for (const l of lines) expect(serverToCents(l.price)).toBe(clientToCents(l.price));
        expect(formatCents(server)).toBe(formatCents(client));
      }),
      { numRuns: 500 },
    );
  });

  it('a percentage of a cart (a coupon) rounds half away from zero like the client', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.integer({ min: 0, max: 100 }), (cents, pct) => {
        expect(serverPercentOf(cents, pct)).toBe(clientToCents((cents * pct) / 10_000));
      }),
      { numRuns: 500 },
    );
  });
});

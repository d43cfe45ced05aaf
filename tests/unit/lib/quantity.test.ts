import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  QUANTITY_DEBOUNCE_MS,
  QUANTITY_MAX,
  QUANTITY_SELECT_MAX,
  clampQuantity,
  quantitySelectOptions,
  quantityUsesInput,
} from '../../../src/cart/lib/quantity';

describe('quantity constants: "Quantity: minimum 1, maximum 10000, debounce 500 ms"', () => {
  it('matches the spec', () => {
    expect(QUANTITY_MAX).toBe(10000);
    expect(QUANTITY_SELECT_MAX).toBe(10);
    expect(QUANTITY_DEBOUNCE_MS).toBe(500);
  });
});

describe('clampQuantity', () => {
  it('keeps an allowed quantity without a message', () => {
    expect(clampQuantity(5)).toEqual({ value: 5, message: null });
    expect(clampQuantity('12')).toEqual({ value: 12, message: null });
  });

  it('"Must be a number (A number must be input)"', () => {
    expect(clampQuantity('abc')).toEqual({ value: 1, message: 'A number must be input' });
    expect(clampQuantity('3x', 2)).toEqual({ value: 2, message: 'A number must be input' });
    expect(clampQuantity(Number.NaN)).toEqual({ value: 1, message: 'A number must be input' });
  });

  it('"empty or zero falls back to the minimum"', () => {
    expect(clampQuantity('')).toEqual({ value: 1, message: null });
    expect(clampQuantity('  ')).toEqual({ value: 1, message: null });
    expect(clampQuantity(0)).toEqual({ value: 1, message: null });
    expect(clampQuantity('0', 4)).toEqual({ value: 4, message: null });
  });

  it('"Below the minimum it clamps to the minimum with Minimum quantity is {n}"', () => {
    expect(clampQuantity(2, 5)).toEqual({ value: 5, message: 'Minimum quantity is 5' });
    expect(clampQuantity(-3)).toEqual({ value: 1, message: 'Minimum quantity is 1' });
  });

  it('"above the maximum clamps to the maximum" with Maximum quantity is {n}', () => {
    expect(clampQuantity(10001)).toEqual({ value: 10000, message: 'Maximum quantity is 10000' });
    expect(clampQuantity('7', 0, 3)).toEqual({ value: 3, message: 'Maximum quantity is 3' });
    expect(clampQuantity(Number.POSITIVE_INFINITY)).toEqual({ value: 10000, message: 'Maximum quantity is 10000' });
  });

  it('truncates decimals to whole quantities', () => {
    expect(clampQuantity(2.9)).toEqual({ value: 2, message: null });
    expect(clampQuantity('7.5')).toEqual({ value: 7, message: null });
    expect(clampQuantity(0.4)).toEqual({ value: 1, message: null });
  });

  it('allows a minimum of 0 (distributor entry: "at least 0 and at most that location\'s inventory")', () => {
    expect(clampQuantity('0', 0, 4)).toEqual({ value: 0, message: null });
    expect(clampQuantity(9, 0, 4)).toEqual({ value: 4, message: 'Maximum quantity is 4' });
  });

  it('always gives an integer within [min, max] (property)', () => {
    const input = fc.oneof(fc.double(), fc.string(), fc.integer().map(String), fc.double().map(String));
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 20000 }), (raw, min, span) => {
        const max = min + span;
        const { value, message } = clampQuantity(raw, min, max);
        return (
          Number.isInteger(value) &&
          value >= min &&
          value <= max &&
          (message === null ||
            /^(A number must be input|Minimum quantity is \d+|Maximum quantity is \d+)$/.test(message))
        );
      }),
    );
  });

  it('leaves allowed integers untouched (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: QUANTITY_MAX }), (n) => {
        const result = clampQuantity(String(n));
        return result.value === n && result.message === null;
      }),
    );
  });
});

describe('quantity select: "Below 10 it is a dropdown of 1 to 10 (10 shown as 10+). From 10 it is a numeric input."', () => {
  it('uses the input from 10', () => {
    expect(quantityUsesInput(9)).toBe(false);
    expect(quantityUsesInput(10)).toBe(true);
    expect(quantityUsesInput(250)).toBe(true);
  });

  it('lists 1 to 10 with 10 labelled "10+"', () => {
    const options = quantitySelectOptions();
    expect(options).toHaveLength(10);
    expect(options[0]).toEqual({ value: 1, label: '1' });
    expect(options[8]).toEqual({ value: 9, label: '9' });
    expect(options[9]).toEqual({ value: 10, label: '10+' });
  });
});

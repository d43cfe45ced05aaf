import { describe, expect, it } from 'vitest';
import {
  creditDescriptionProblem,
  DESCRIPTION_REQUIRED,
  DESCRIPTION_TOO_LONG,
} from '../../../src/pos/lib/credit-rules';
import { centsFromTyped, moneyText, negativeTyped } from '../../../src/ui/money-input';

describe('Credits tab rules (one rule for the tab and the store)', () => {
  it('a description is required (trimmed) and at most 255 characters', () => {
    expect(creditDescriptionProblem('')).toBe(DESCRIPTION_REQUIRED);
    expect(creditDescriptionProblem('   ')).toBe(DESCRIPTION_REQUIRED);
    expect(creditDescriptionProblem('ab')).toBeNull();
    expect(creditDescriptionProblem(` ${'x'.repeat(255)} `)).toBeNull();
    expect(creditDescriptionProblem('x'.repeat(256))).toBe(DESCRIPTION_TOO_LONG);
  });

  it('the signed money input: "-" makes the amount negative, "+" positive again, a typed minus kept on zero', () => {
    expect(negativeTyped('$0.00-')).toBe(true);
    expect(negativeTyped('-$12.345')).toBe(true);
    expect(negativeTyped('-$12.34+')).toBe(false);
    expect(negativeTyped('$12.34')).toBe(false);
    expect(centsFromTyped('-$12.345')).toBe(12345);
    expect(moneyText(-0)).toBe('-$0.00');
    expect(moneyText(0)).toBe('$0.00');
    expect(moneyText(-234)).toBe('-$2.34');
  });
});

import { describe, expect, it } from 'vitest';
import { isRemovableTotal } from '../../../src/cart/lib/cart-totals';
import { optionErrors } from '../../../src/lib/product-options';

describe('product option errors', () => {
  it('reads per-option errors (option.{id}) from the error map and leaves other fields out', () => {
    expect(optionErrors({ 'option.12': 'Size required!', other: 'x', 'option.x': 'y', 'option.3.1': 'z' })).toEqual({
      12: 'Size required!',
    });
    expect(optionErrors({})).toEqual({});
  });
});

describe('removable totals (spec 1 §3 codes, §7 removeCode / removeCredit)', () => {
  it('a coupon or gift voucher with its code, and the store credit, can be removed', () => {
    expect(isRemovableTotal({ code: 'coupon', code_value: 'SAVE10' })).toBe(true);
    expect(isRemovableTotal({ code: 'voucher', code_value: 'GIFT25' })).toBe(true);
    expect(isRemovableTotal({ code: 'credit' })).toBe(true);
  });

  it('a coupon or voucher whose code cannot be read offers no Remove (removeCode needs the code)', () => {
    expect(isRemovableTotal({ code: 'coupon' })).toBe(false);
    expect(isRemovableTotal({ code: 'voucher', code_value: '' })).toBe(false);
  });

  it('every other total is only shown, whatever a store calls it (no deny-list to outgrow)', () => {
    for (const code of [
      'sub_total',
      'tax',
      'total',
      'labor',
      'shipping',
      'handling',
      'low_order_fee',
      'reward',
      'gift_card',
      'klarna_fee',
    ])
      expect(isRemovableTotal({ code, code_value: 'X' })).toBe(false);
  });
});

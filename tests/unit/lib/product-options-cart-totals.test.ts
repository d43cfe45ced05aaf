import { describe, expect, it } from 'vitest';
import { isRemovableTotal } from '../../../src/lib/cart-totals';
import { optionErrors } from '../../../src/lib/product-options';

describe('product option errors', () => {
  it('reads per-option errors (option.{id}) from the error map and leaves other fields out', () => {
    expect(optionErrors({ 'option.12': 'Size required!', other: 'x', 'option.x': 'y', 'option.3.1': 'z' })).toEqual({
      12: 'Size required!',
    });
    expect(optionErrors({})).toEqual({});
  });
});

describe('removable totals', () => {
  it('codes the shopper applied can be removed; the totals every order has cannot', () => {
    for (const code of ['coupon', 'voucher', 'reward', 'credit', 'gift_card'])
      expect(isRemovableTotal({ code })).toBe(true);
    for (const code of ['sub_total', 'tax', 'total', 'labor', 'shipping', 'handling', 'low_order_fee'])
      expect(isRemovableTotal({ code })).toBe(false);
  });
});

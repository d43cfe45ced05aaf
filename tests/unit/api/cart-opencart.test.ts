// Answers written by hand, on purpose: every test here reads a stock OpenCart 3 getData answer (PHP numbers as strings,
// the cart library's extra fields, no line or cart total, codes only in the totals' titles). The demo store answers the
// spec's own shape; a real OpenCart store sends this one, so the stub stays for getData (the only call these tests make).
// Listed in tests/unit/lint/fetch-stubs.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCart } from '../../../src/cart/api/cart';
import { SchemaError } from '../../../src/api/errors';
import { stubFetch, type FakeFetch } from '../helpers/fake-fetch';
import { resetStores } from '../helpers/stores';

let server: FakeFetch;

beforeEach(() => {
  resetStores();
  server = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

/**
 * A cart as an OpenCart 3 store answers getData: PHP numbers as strings, the cart library's extra
 * fields, `unit_price` / `price` per spec 1 §3 and no line `total`, an empty labor map as [], the
 * totals table from OpenCart's total extensions (the code only in the title), and no cart-level total.
 */
const openCartAnswer = {
  products: [
    {
      key: '1',
      cart_id: '17',
      product_id: '1',
      name: 'Ceramic Front Brake Pads',
      model: 'BP-1001',
      option: [],
      download: [],
      quantity: '2',
      minimum: '1',
      subtract: '1',
      stock: true,
      unit_price: '64.9900',
      unit_price_text: '$64.99',
      price: '129.9800',
      price_text: '$129.98',
      reward: 0,
      points: 0,
      tax_class_id: '9',
      weight: '3.20000000',
      weight_class_id: '5',
    },
    {
      key: '11',
      product_id: '11',
      name: 'Cabin Air Filter',
      quantity: '1',
      // A line that sends only the unit price: the line price is computed.
      unit_price: '29.9900',
      unit_price_text: '$29.99',
    },
  ],
  vouchers: [],
  totals: [
    { title: 'Sub-Total', code: 'sub_total', text: '$159.97', value: '159.97', sort_order: '1' },
    { title: 'Coupon (SAVE10)', code: 'coupon', text: '-$16.00', value: '-16.00', sort_order: '4' },
    { title: 'Tax (7.5%)', code: 'tax', text: '$10.80', value: '10.80', sort_order: '5' },
    { title: 'Gift Voucher (GIFT25)', code: 'voucher', text: '-$25.00', value: '-25.00', sort_order: '8' },
    { title: 'Total', code: 'total', text: '$129.77', value: '129.77', sort_order: '9' },
  ],
  labor_applied: [],
};

describe('a real OpenCart cart answer loads (spec 1 §3)', () => {
  it('cart lines read the unit price from unit_price / unit_price_text and the line price from price / price_text', async () => {
    server.onJson('GET /checkout/cart/getData', openCartAnswer);
    const cart = await getCart();
    expect(cart.products[0]).toMatchObject({
      product_id: 1,
      quantity: 2,
      unit_price: 64.99,
      unit_price_text: '$64.99',
      price: 129.98,
      price_text: '$129.98',
    });
  });

  it('a line total the server does not send is computed, never a reason to reject the whole cart', async () => {
    server.onJson('GET /checkout/cart/getData', openCartAnswer);
    const cart = await getCart();
    expect(cart.products[1]).toMatchObject({ unit_price: 29.99, price: 29.99, price_text: '$29.99' });
    // No cart-level total either: the totals table's Total row gives it, the lines give the item count.
    expect(cart.total).toBe(129.77);
    expect(cart.total_text).toBe('$129.77');
    expect(cart.total_items).toBe(3);
  });

  it('a line that sends only the line price gets its unit price as line / quantity', async () => {
    server.onJson('GET /checkout/cart/getData', {
      products: [{ key: 'a', product_id: 3, name: 'Rotor', quantity: 4, price: '200.00', price_text: '$200.00' }],
    });
    const cart = await getCart();
    expect(cart.products[0]).toMatchObject({ unit_price: 50, unit_price_text: '$50.00', price: 200 });
  });

  it('Removing an applied coupon or voucher: the code comes from the title "Coupon (SAVE10)" when no code field is sent', async () => {
    server.onJson('GET /checkout/cart/getData', openCartAnswer);
    const cart = await getCart();
    const byCode = Object.fromEntries(cart.totals.map((t) => [t.code, t.code_value]));
    expect(byCode).toEqual({
      sub_total: undefined,
      coupon: 'SAVE10',
      tax: undefined,
      voucher: 'GIFT25',
      total: undefined,
    });
  });

  it('a line with neither a unit price nor a line price is a schema error', async () => {
    server.onJson('GET /checkout/cart/getData', {
      products: [{ key: 'a', product_id: 3, name: 'Rotor', quantity: 1 }],
    });
    await expect(getCart()).rejects.toBeInstanceOf(SchemaError);
  });
});

import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../src/cart/schemas/cart';
import { total, type Visitor, withDemoStore } from './helpers';

let shopper!: Visitor;
withDemoStore({ visitor: (v) => (shopper = v) });

const add = (product_id: number, quantity = 1) => shopper.op('/checkout/cart/add', { product_id, quantity });
const apply = (fields: Record<string, string>) => shopper.op('/checkout/cart/applyCode', fields);
const removeCode = (type: string, code: string) => shopper.op('/checkout/cart/removeCode', { type, code });
const line = (cart: Cart, code: string) => cart.totals.find((t) => t.code === code);

async function rejected(res: Response, status: number, mentions: string): Promise<void> {
  expect(res.status).toBe(status);
  expect(((await res.json()) as { error: string }).error).toContain(mentions);
}

describe('coupons (applyCode / removeCode)', () => {
  it('percent: SAVE10 takes 10% off the parts before tax; the line names the code to remove', async () => {
    await add(1, 2);
    const { envelope, cart } = await apply({ code: 'save10' });
    expect(envelope.success).toBe('Success: Your coupon discount has been applied!');
    expect(line(cart, 'coupon')).toEqual({
      title: 'Coupon (SAVE10)',
      code: 'coupon',
      text: '-$13.00',
      code_value: 'SAVE10',
    });
    expect(cart.totals.map((t) => t.code)).toEqual(['sub_total', 'coupon', 'tax', 'total']);
    expect(total(cart, 'sub_total')).toBe('$129.98');
    expect(total(cart, 'tax')).toBe('$8.77'); // 7.5% of 116.98
    expect(total(cart, 'total')).toBe('$125.75');
    expect(cart.total).toBe(125.75);
  });

  it('fixed: TAKE15 takes $15 off once the sub-total reaches $100, never labor', async () => {
    await shopper.op('/checkout/cart/add', { product_id: 1, quantity: 2, apply_labor: 1 });
    const { cart } = await apply({ type: 'coupon', code: 'TAKE15' });
    expect(cart.totals.map((t) => t.code)).toEqual(['sub_total', 'labor', 'coupon', 'tax', 'total']);
    expect(total(cart, 'coupon')).toBe('-$15.00');
    expect(total(cart, 'labor')).toBe('$220.00');
    expect(total(cart, 'tax')).toBe('$8.62'); // 7.5% of 114.98
    expect(total(cart, 'total')).toBe('$343.60'); // 129.98 + 220 - 15 + 8.62
  });

  it('minimum total not met: error with the cart unchanged', async () => {
    await add(1, 1);
    const { envelope, cart } = await apply({ code: 'TAKE15' });
    expect(envelope.error).toBe('Coupon "TAKE15" needs a sub-total of at least $100.00.');
    expect(envelope.success).toBeUndefined();
    expect(line(cart, 'coupon')).toBeUndefined();
    expect(total(cart, 'total')).toBe('$69.86');
  });

  it('a coupon that stops qualifying after an edit stays on the cart at $0.00 until removed', async () => {
    const { cart: added } = await add(1, 2);
    await apply({ code: 'TAKE15' });
    const { cart } = await shopper.op('/checkout/cart/edit', { key: added.products[0]?.key ?? '', quantity: 1 }, 'PUT');
    expect(line(cart, 'coupon')).toMatchObject({ text: '$0.00', code_value: 'TAKE15' });
    expect(total(cart, 'total')).toBe('$69.86');
    const again = await shopper.op('/checkout/cart/edit', { key: added.products[0]?.key ?? '', quantity: 2 }, 'PUT');
    expect(total(again.cart, 'coupon')).toBe('-$15.00');
  });

  it('expired: EXPIRED5 is refused', async () => {
    await add(1, 1);
    const { envelope, cart } = await apply({ code: 'EXPIRED5' });
    expect(envelope.error).toBe('Coupon "EXPIRED5" expired on 2025-12-31.');
    expect(line(cart, 'coupon')).toBeUndefined();
  });

  it('product scope: BRAKES20 discounts only its products and refuses a cart without them', async () => {
    await add(2, 1);
    expect((await apply({ code: 'BRAKES20' })).envelope.error).toBe(
      'Coupon "BRAKES20" does not apply to any product in your cart.',
    );
    await add(1, 1);
    const { cart } = await apply({ code: 'BRAKES20' });
    expect(total(cart, 'coupon')).toBe('-$13.00'); // 20% of 64.99, not of the exhaust
    expect(total(cart, 'sub_total')).toBe('$234.98');
  });

  it('unknown codes, empty codes, a code already applied and a coupon on an empty cart are errors with the cart', async () => {
    expect((await apply({ code: 'SAVE10' })).envelope.error).toBe(
      'Add products to your cart before applying a coupon.',
    );
    await add(1, 1);
    expect((await apply({ code: 'NOPE' })).envelope.error).toBe('"NOPE" is not a valid coupon or gift voucher code.');
    expect((await apply({ type: 'coupon', code: 'GIFT25' })).envelope.error).toBe('Coupon "GIFT25" is not valid.');
    expect((await apply({ type: 'voucher', code: 'SAVE10' })).envelope.error).toBe(
      'Gift voucher "SAVE10" is not valid.',
    );
    expect((await apply({ code: '  ' })).envelope.error).toBe('Please enter a code.');
    await apply({ code: 'SAVE10' });
    const { envelope, cart } = await apply({ code: 'SAVE10' });
    expect(envelope.error).toBe('Coupon "SAVE10" is already applied.');
    expect(total(cart, 'coupon')).toBe('-$6.50');
  });

  it('one coupon at a time: a second coupon replaces the first', async () => {
    await add(1, 2);
    await apply({ code: 'SAVE10' });
    const { cart } = await apply({ code: 'TAKE15' });
    expect(cart.totals.filter((t) => t.code === 'coupon')).toEqual([
      { title: 'Coupon (TAKE15)', code: 'coupon', text: '-$15.00', code_value: 'TAKE15' },
    ]);
  });

  it('removeCode takes the coupon off; removing one that is not applied is an error', async () => {
    await add(1, 2);
    await apply({ code: 'SAVE10' });
    const { envelope, cart } = await removeCode('coupon', 'save10');
    expect(envelope.success).toBe('Success: Your coupon has been removed!');
    expect(line(cart, 'coupon')).toBeUndefined();
    expect(total(cart, 'total')).toBe('$139.73');
    expect((await removeCode('coupon', 'SAVE10')).envelope.error).toBe('Coupon "SAVE10" is not applied to your cart.');
  });
});

describe('gift vouchers applied by code', () => {
  it('GIFT25 pays $25 of the total after tax, as a voucher totals line', async () => {
    await add(1, 1);
    const { envelope, cart } = await apply({ code: 'GIFT25' });
    expect(envelope.success).toBe('Success: Your gift voucher discount has been applied!');
    expect(cart.totals.map((t) => t.code)).toEqual(['sub_total', 'tax', 'voucher', 'total']);
    expect(line(cart, 'voucher')).toEqual({
      title: 'Gift Voucher (GIFT25)',
      code: 'voucher',
      text: '-$25.00',
      code_value: 'GIFT25',
    });
    expect(total(cart, 'total')).toBe('$44.86'); // 64.99 + 4.87 - 25
  });

  it('a voucher worth more than the total takes only the total; several vouchers stack', async () => {
    await add(11, 1); // $29.99, not taxable
    await apply({ code: 'GIFT25' });
    const { cart } = await apply({ type: 'voucher', code: 'GIFT100' });
    expect(cart.totals.filter((t) => t.code === 'voucher').map((t) => t.text)).toEqual(['-$25.00', '-$4.99']);
    expect(total(cart, 'total')).toBe('$0.00');
    expect(cart.total).toBe(0);
  });

  it('refuses a voucher with no balance, one already applied, and any voucher on an empty cart', async () => {
    expect((await apply({ code: 'GIFT25' })).envelope.error).toBe(
      'Add products to your cart before applying a gift voucher.',
    );
    await add(1, 1);
    expect((await apply({ code: 'GIFTUSED' })).envelope.error).toBe('Gift voucher "GIFTUSED" has no balance left.');
    await apply({ code: 'GIFT25' });
    expect((await apply({ code: 'gift25' })).envelope.error).toBe('Gift voucher "GIFT25" is already applied.');
  });

  it('removeCode type voucher takes it off', async () => {
    await add(1, 1);
    await apply({ code: 'GIFT25' });
    const { envelope, cart } = await removeCode('voucher', 'GIFT25');
    expect(envelope.success).toBe('Success: Your gift voucher has been removed!');
    expect(line(cart, 'voucher')).toBeUndefined();
    expect((await removeCode('voucher', 'GIFT25')).envelope.error).toBe(
      'Gift voucher "GIFT25" is not applied to your cart.',
    );
  });
});

describe("gift certificates bought in the cart (the cart's vouchers rows)", () => {
  async function addCertificate(body: Record<string, unknown>) {
    const res = await shopper.postJson('/__demo/gift-certificate', body);
    return res;
  }

  it('a row with key, description and amount_text, counted once, in the sub-total and untaxed; remove takes it off', async () => {
    await add(1, 1);
    expect((await addCertificate({ amount: 50, to_name: 'Jo' })).status).toBe(200);
    const cart = await shopper.cart();
    expect(cart.vouchers).toEqual([
      { key: 'voucher-1', description: '$50.00 Gift Certificate for Jo', amount_text: '$50.00' },
    ]);
    expect(cart.total_items).toBe(2);
    expect(total(cart, 'sub_total')).toBe('$114.99');
    expect(total(cart, 'tax')).toBe('$4.87');
    expect(total(cart, 'total')).toBe('$119.86');

    const edit = await shopper.op('/checkout/cart/edit', { key: 'voucher-1', quantity: 2 }, 'PUT');
    expect(edit.envelope.error).toBe('A gift certificate always has a quantity of 1.');
    const { cart: after } = await shopper.op('/checkout/cart/remove', { key: 'voucher-1' });
    expect(after.vouchers).toEqual([]);
    expect(after.total_items).toBe(1);
  });

  it('the demo control refuses bad amounts and unknown fields', async () => {
    expect((await addCertificate({ amount: 0 })).status).toBe(400);
    expect((await addCertificate({ amount: 20, message: 'hi' })).status).toBe(400);
  });
});

describe('store credit (removeCredit)', () => {
  const signIn = (customer_id: number) => shopper.form('/account/login', { customer_id });

  it("a signed-in customer's credit pays part of the total as a credit line; removeCredit takes it off for the session", async () => {
    await signIn(1); // Dana Whitfield, $15 store credit
    await add(1, 1);
    const cart = await shopper.cart();
    expect(cart.totals.map((t) => t.code)).toEqual(['sub_total', 'tax', 'credit', 'total']);
    expect(line(cart, 'credit')).toEqual({ title: 'Store Credit', code: 'credit', text: '-$15.00' });
    expect(total(cart, 'total')).toBe('$54.86');

    const res = await shopper.request('/checkout/cart/removeCredit');
    expect(res.status).toBe(200);
    const { success, cart: after } = (await res.json()) as { success: string; cart: Cart };
    expect(success).toBe('Success: Your store credit has been removed from this cart.');
    expect(after.totals.map((t) => t.code)).toEqual(['sub_total', 'tax', 'total']);
    expect((await shopper.cart()).total_text).toBe('$69.86');
    expect(await shopper.json('/checkout/cart/removeCredit')).toMatchObject({
      error: 'There is no store credit on your cart.',
    });
  });

  it('no credit line for guests or customers without credit; removeCredit is then an error with the cart', async () => {
    await add(1, 1);
    const body = await shopper.json('/checkout/cart/removeCredit');
    expect(body.error).toBe('There is no store credit on your cart.');
    expect((body.cart as Cart).total_text).toBe('$69.86');
    await signIn(2); // no credit
    expect(line(await shopper.cart(), 'credit')).toBeUndefined();
  });

  it('removeCredit is GET only', async () => {
    await rejected(await shopper.form('/checkout/cart/removeCredit', {}), 405, 'GET');
  });
});

describe('every adjustment at once', () => {
  it('orders the totals sub_total, labor, coupon, shipping, tax, voucher, credit, total', async () => {
    await shopper.form('/account/login', { customer_id: 1 });
    await shopper.op('/checkout/cart/add', { product_id: 1, quantity: 2, apply_labor: 1 });
    await apply({ code: 'SAVE10' });
    await shopper.op('/checkout/cart/setCheckoutData', { shipping_method: 'flat' });
    const { cart } = await apply({ code: 'GIFT25' });
    expect(cart.totals.map((t) => `${t.code} ${t.text}`)).toEqual([
      'sub_total $129.98',
      'labor $220.00',
      'coupon -$13.00',
      'shipping $8.00',
      'tax $8.77',
      'voucher -$25.00',
      'credit -$15.00',
      'total $313.75',
    ]);
  });
});

describe('strict validation of the code calls', () => {
  it('applyCode: unknown field, bad type, missing code, wrong method and content type', async () => {
    await rejected(await shopper.form('/checkout/cart/applyCode', { coupon: 'SAVE10' }), 400, '"coupon"');
    await rejected(await shopper.form('/checkout/cart/applyCode', { code: 'SAVE10', type: 'reward' }), 400, '"type"');
    await rejected(await shopper.form('/checkout/cart/applyCode', { type: 'coupon' }), 400, '"code"');
    await rejected(await shopper.form('/checkout/cart/applyCode', 'code[]=SAVE10'), 400, '"code"');
    await rejected(await shopper.request('/checkout/cart/applyCode'), 405, 'POST');
    const json = await shopper.request('/checkout/cart/applyCode', {
      method: 'POST',
      body: '{"code":"SAVE10"}',
      headers: { 'Content-Type': 'application/json' },
    });
    await rejected(json, 415, 'application/x-www-form-urlencoded');
  });

  it('removeCode needs both type and code', async () => {
    await rejected(await shopper.form('/checkout/cart/removeCode', { code: 'SAVE10' }), 400, '"type"');
    await rejected(await shopper.form('/checkout/cart/removeCode', { type: 'coupon' }), 400, '"code"');
    await rejected(await shopper.form('/checkout/cart/removeCode', { type: 'credit', code: 'X' }), 400, '"type"');
  });

  it('answers through the legacy index.php route too', async () => {
    await add(1, 2);
    const { cart } = await shopper.op('/index.php?route=checkout/cart/applyCode', { code: 'SAVE10' });
    expect(total(cart, 'coupon')).toBe('-$13.00');
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CartEnvelopeSchema, CartSchema } from '../../../src/cart/schemas/cart';
import type { CartOrder } from '../../../demo-pages/server/cart/order-calls';
import { type Visitor, withDemoStore } from './helpers';

let shopper!: Visitor;
withDemoStore({ visitor: (v) => (shopper = v) });

const CREATE = '/index.php?route=checkout/confirm/createOrder';
const KIOSK = { status: 'kiosk', shipping_method: 'local_pickup', payment_method: 'cod' };

async function createOrder(fields: Record<string, string> = KIOSK) {
  const res = await shopper.form(CREATE, fields);
  const body = (await res.json()) as Record<string, unknown>;
  return { res, body, envelope: v.parse(CartEnvelopeSchema, body), cart: v.parse(CartSchema, body.cart) };
}

async function kioskOrders(): Promise<CartOrder[]> {
  return ((await shopper.json('/__demo/orders?status=kiosk')) as { orders: CartOrder[] }).orders;
}

async function rejected(res: Response, status: number, mentions: string): Promise<void> {
  expect(res.status).toBe(status);
  expect(((await res.json()) as { error: string }).error).toContain(mentions);
}

describe('POST checkout/confirm/createOrder (kiosk "Submit to Buy")', () => {
  it('records a kiosk order, answers its order_id and empties the session cart', async () => {
    const before = await kioskOrders();
    expect(before.map((o) => o.order_id)).toEqual([1002, 1007, 1012, 1017, 1022]);
    await shopper.op('/checkout/cart/add', { product_id: 1, quantity: 2, apply_labor: 1 });
    await shopper.op('/checkout/cart/add', { product_id: 11, quantity: 1 });

    const { res, body, envelope, cart } = await createOrder();
    expect(res.status).toBe(200);
    expect(body.order_id).toBe(1026);
    expect(envelope.success).toBe('Order #1026 has been submitted. Please pay at pickup.');
    expect(cart.products).toEqual([]);
    expect(cart.total_items).toBe(0);
    expect((await shopper.cart()).products).toEqual([]);

    const orders = await kioskOrders();
    expect(orders).toHaveLength(6);
    const order = orders.find((o) => o.order_id === 1026);
    expect(order).toMatchObject({
      pos_status: 'kiosk',
      status: 'Kiosk',
      customer: 'Kiosk Guest',
      customer_id: 0,
      location_id: 1,
      shipping_method: 'local_pickup',
      payment_method: 'cod',
      total: 389.72,
      amount_paid: 0,
      balance_due: 389.72,
      total_items: 3,
      transactions: [],
    });
    expect(order?.products.map((p) => [p.product_id, p.quantity, p.price, p.total])).toEqual([
      [1, 2, 64.99, 129.98],
      [11, 1, 29.99, 29.99],
    ]);
    expect(order?.totals.map((t) => [t.code, t.value])).toEqual([
      ['sub_total', 159.97],
      ['labor', 220],
      ['tax', 9.75],
      ['total', 389.72],
    ]);
    expect(order?.date_added).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('uses the checkout fields, the signed-in customer and the chosen pickup store; spends the voucher and credit used', async () => {
    await shopper.form('/account/login', { customer_id: 1 }); // Dana, $15 credit
    await shopper.op('/checkout/cart/add', { product_id: 1, quantity: 1 });
    await shopper.op('/checkout/cart/applyCode', { code: 'GIFT25' });
    await shopper.op('/checkout/cart/setCheckoutData', { firstname: 'D.', comment: 'Counter 2' });
    shopper.cookie += '; locator_pickup_location=4';
    const { body } = await createOrder();
    const order = (await kioskOrders()).find((o) => o.order_id === body.order_id);
    expect(order).toMatchObject({
      customer: 'D. Whitfield',
      customer_id: 1,
      email: 'dana.whitfield@example.com',
      location_id: 4,
      comment: 'Counter 2',
      total: 29.86,
    });
    expect(order?.totals.map((t) => t.code)).toEqual(['sub_total', 'tax', 'voucher', 'credit', 'total']);

    // GIFT25 had $25 and Dana $15 of credit: both are spent, so the next cart gets neither.
    const cart = await shopper.cart();
    expect(cart.checkout_data).toEqual({});
    await shopper.op('/checkout/cart/add', { product_id: 1, quantity: 1 });
    expect((await shopper.op('/checkout/cart/applyCode', { code: 'GIFT25' })).envelope.error).toBe(
      'Gift voucher "GIFT25" has no balance left.',
    );
    expect((await shopper.cart()).totals.some((t) => t.code === 'credit')).toBe(false);
  });

  it("the kiosk island's flow: setCheckoutData {firstname, telephone (may be empty)}, then createOrder", async () => {
    await shopper.op('/checkout/cart/add', { product_id: 1, quantity: 1 });
    await shopper.op('/checkout/cart/setCheckoutData', { firstname: 'Sam', telephone: '' });
    const { body } = await createOrder();
    expect((await kioskOrders()).find((o) => o.order_id === body.order_id)).toMatchObject({
      customer: 'Sam',
      telephone: '',
      customer_id: 0,
    });
  });

  it('records the customer getCustomer found', async () => {
    await shopper.op('/checkout/cart/getCustomer', { customerData: 'marcus.okafor@example.com' });
    await shopper.op('/checkout/cart/add', { product_id: 2, quantity: 1 });
    const { body } = await createOrder();
    expect((await kioskOrders()).find((o) => o.order_id === body.order_id)).toMatchObject({
      customer: 'Marcus Okafor',
      customer_id: 2,
    });
  });

  it('an empty cart is an error with the cart; nothing is recorded', async () => {
    const { body, envelope, cart } = await createOrder();
    expect(envelope.error).toBe('Your shopping cart is empty!');
    expect(body.order_id).toBeUndefined();
    expect(cart.products).toEqual([]);
    expect(await kioskOrders()).toHaveLength(5);
  });

  it('a line out of stock is an error and keeps the cart', async () => {
    await shopper.op('/checkout/cart/add', { product_id: 8, quantity: 1 });
    const { envelope, cart } = await createOrder();
    expect(envelope.error).toBe(
      'Some products in your cart are not available in the desired quantity or not in stock. Please change them before you submit the order.',
    );
    expect(cart.products).toHaveLength(1);
    expect(await kioskOrders()).toHaveLength(5);
  });

  it('strictly validates the kiosk fields, the method and the content type', async () => {
    await shopper.op('/checkout/cart/add', { product_id: 1, quantity: 1 });
    await rejected(await shopper.form(CREATE, { ...KIOSK, status: 'saved' }), 400, '"status"');
    await rejected(await shopper.form(CREATE, { ...KIOSK, shipping_method: 'flat' }), 400, '"shipping_method"');
    await rejected(await shopper.form(CREATE, { ...KIOSK, payment_method: 'card' }), 400, '"payment_method"');
    await rejected(
      await shopper.form(CREATE, { status: 'kiosk', shipping_method: 'local_pickup' }),
      400,
      '"payment_method"',
    );
    await rejected(await shopper.form(CREATE, { ...KIOSK, order_status_id: '1' }), 400, '"order_status_id"');
    await rejected(await shopper.request(CREATE), 405, 'POST');
    await rejected(await shopper.postJson(CREATE, KIOSK), 415, 'application/x-www-form-urlencoded');
    expect(await kioskOrders()).toHaveLength(5);
    expect((await shopper.cart()).products).toHaveLength(1);
  });
});

describe('GET /__demo/orders', () => {
  it('lists every seed status and refuses an unknown one', async () => {
    const all = ((await shopper.json('/__demo/orders')) as { orders: CartOrder[] }).orders;
    expect(new Set(all.map((o) => o.pos_status))).toEqual(
      new Set(['saved', 'kiosk', 'outstanding_balance', 'complete', 'Voided']),
    );
    await rejected(await shopper.request('/__demo/orders?status=paid'), 400, '"status"');
  });

  it('a reset forgets the orders made since', async () => {
    await shopper.op('/checkout/cart/add', { product_id: 1, quantity: 1 });
    await createOrder();
    expect(await kioskOrders()).toHaveLength(6);
    await fetch(`${shopper.base}/__demo/reset-all`, { method: 'POST' });
    expect(await kioskOrders()).toHaveLength(5);
  });
});

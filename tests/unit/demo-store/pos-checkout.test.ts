import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTransaction, checkoutState, clerkWithOrder as baseOrder } from './checkout-helpers';
import { startStore, Visitor, type TestStore } from './helpers';

let store: TestStore;
beforeAll(async () => {
  store = await startStore();
});
afterAll(() => store.close());

const clerkWithOrder = (customerId?: number) => baseOrder(store.base, { customerId });
const state = checkoutState;
const pay = addTransaction;

describe('POS checkout calls (demo store)', () => {
  it('are staff-only: 401 for a visitor who is not signed in, and nothing recorded', async () => {
    const { clerk, orderId } = await clerkWithOrder();
    const stranger = new Visitor(store.base);
    const res = await pay(stranger, orderId, 'cash', '5.00');
    expect(res.status).toBe(401);
    expect((await state(clerk, orderId)).transactions).toHaveLength(0);
  });

  it('validate strictly: an unknown transaction field or a bad amount is a 400 naming the field', async () => {
    const { clerk, orderId } = await clerkWithOrder();
    const unknown = await pay(clerk, orderId, 'cash', '5.00', { tip: '1' });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toContain('transaction[tip]');
    const bad = await pay(clerk, orderId, 'cash', '5.001');
    expect(bad.status).toBe(400);
  });

  it('one idempotency key records one payment: a repeat answers the first transaction; another payment under it is a 409', async () => {
    const { clerk, orderId } = await clerkWithOrder();
    const first = (await (await pay(clerk, orderId, 'cash', '7.00', {}, 'same-key-123')).json()) as {
      transaction: { transaction_id: number };
    };
    const again = (await (await pay(clerk, orderId, 'cash', '7.00', {}, 'same-key-123')).json()) as {
      transaction: { transaction_id: number };
      success: string;
    };
    expect(again.transaction.transaction_id).toBe(first.transaction.transaction_id);
    expect(again.success).toBe('This payment was already recorded.');
    expect((await pay(clerk, orderId, 'cash', '8.00', {}, 'same-key-123')).status).toBe(409);
    expect((await state(clerk, orderId)).transactions).toHaveLength(1);
  });

  it('caps every tender but cash at the balance; refuses any payment once nothing is due', async () => {
    const { clerk, orderId } = await clerkWithOrder();
    const { order_total } = await state(clerk, orderId);
    const over = (order_total + 1).toFixed(2);
    expect(
      ((await (await pay(clerk, orderId, 'check', over, { check_number: '5' })).json()) as { error: string }).error,
    ).toMatch(/cannot be more than the balance/);
    await pay(clerk, orderId, 'cash', over);
    const after = await state(clerk, orderId);
    expect(after.balance_due).toBe(-1);
    expect(((await (await pay(clerk, orderId, 'cash', '1.00')).json()) as { error: string }).error).toBe(
      'This order has no balance due.',
    );
  });

  it('a check number must be a whole number from 1; a voucher needs its balance ("Max amount allowed: {amount}")', async () => {
    const { clerk, orderId } = await clerkWithOrder();
    const check = (await (await pay(clerk, orderId, 'check', '1.00', { check_number: '0' })).json()) as {
      error: string;
    };
    expect(check.error).toBe('Check number must be a whole number from 1.');
    const voucher = (await (await pay(clerk, orderId, 'voucher', '25.01', { voucher_code: 'GIFT25' })).json()) as {
      error: string;
    };
    expect(voucher.error).toMatch(/^Max amount allowed: /);
    expect(((await clerk.json('/pos/checkout/getVoucher?voucherCode=NOPE')) as { error: string }).error).toBe(
      'Invalid code',
    );
  });

  it('complete: messages.error with require_po_numbers and a product without one; orderId once they all have one', async () => {
    const { clerk, orderId } = await clerkWithOrder();
    await clerk.postJson('/__demo/session', { payment: { require_po_numbers: true, po_numbers: true } });
    const refused = (await (
      await clerk.form(`/pos/checkout/complete?orderId=${orderId}`, { order_id: orderId })
    ).json()) as {
      messages: { error: string[] };
    };
    expect(refused.messages.error).toEqual(['Please add a PO Number to each product before completing check out.']);
    const products = (await state(clerk, orderId)).products;
    await clerk.form(
      `/pos/order/applyPoNumber?order_id=${orderId}`,
      `products[0][order_product_id]=${products[0]!.order_product_id}&products[0][po_number]=PO-1&apply_to_all=1`,
    );
    const done = (await (
      await clerk.form(`/pos/checkout/complete?orderId=${orderId}`, { order_id: orderId })
    ).json()) as {
      orderId: number;
    };
    expect(done.orderId).toBe(orderId);
    expect((await state(clerk, orderId)).pos_status).toBe('outstanding_balance');
  });

  it('terminal events are a real server-sent-event stream that ends with the decision', async () => {
    const { clerk, orderId } = await clerkWithOrder();
    const answer = (await (
      await pay(clerk, orderId, 'card', '3.00', {
        datacap_device: 'ST-FRONT',
        department_id: 'parts',
        card_type: 'Debit',
      })
    ).json()) as { terminal: { events_url: string; status: string } };
    expect(answer.terminal.status).toBe('pending');
    const res = await clerk.request(answer.terminal.events_url);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const text = await res.text();
    const events = text
      .split('\n\n')
      .filter((block) => block.startsWith('data: '))
      .map((block) => JSON.parse(block.slice(6)) as { status: string; result?: string });
    expect(events[0]).toMatchObject({ status: 'pending' });
    expect(events.at(-1)).toMatchObject({ status: 'complete', result: 'approved' });
    const after = await state(clerk, orderId);
    expect(after.transactions.map((t) => [t.transaction_type, t.amount])).toEqual([['card', 3]]);
  });
});

// The payments property (any sequence of tenders and voids against an independent model) is payments-model.test.ts.

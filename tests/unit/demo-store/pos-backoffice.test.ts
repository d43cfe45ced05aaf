import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CustomerRowSchema,
  OrderDetailSchema,
  OrderRowSchema,
  OrderStatusAnswerSchema,
  VoidAnswerSchema,
} from '../../../src/pos/schemas/orders';
import { NumberishSchema } from '../../../src/schemas/flag';
import { Visitor, withDemoStore, type TestStore } from './helpers';

let store: TestStore;
let clerk: Visitor;
withDemoStore({ staff: true, store: (s) => (store = s), visitor: (v) => (clerk = v) });

/** GET /api/order answer (spec 2 §7): items, totalItems, totalPages, limit, page, counts. */
const OrderListAnswerSchema = v.object({
  items: v.array(OrderRowSchema),
  totalItems: v.number(),
  totalPages: v.number(),
  limit: NumberishSchema,
  page: NumberishSchema,
  counts: v.record(v.string(), v.number()),
});

const orders = async (query: string) => {
  const res = await clerk.request(`/api/order?from_pos=1&${query}`);
  expect(res.status).toBe(200);
  return v.parse(OrderListAnswerSchema, await res.json());
};

describe('GET /api/order (the POS orders list)', () => {
  it('answers items, totalItems, totalPages, limit, page and counts, orders in every status across several pages', async () => {
    const all = await orders('sort=o.date_added');
    expect(all).toMatchObject({ totalItems: 120, totalPages: 6, limit: 20, page: 1 });
    expect(all.counts).toEqual({ all: 120, saved: 24, kiosk: 24, outstanding_balance: 24, complete: 24 });
    const dates = all.items.map((o) => o.date_added);
    expect(dates).toEqual([...dates].sort().reverse());
    const paid = await orders('sort=o.date_added&status=complete&page=2');
    expect(paid.items.map((o) => o.pos_status)).toEqual(Array(4).fill('complete'));
    expect((await orders('sort=o.total&order=asc&status=saved')).items.map((o) => o.total)).toEqual(
      [...(await orders('sort=o.total&order=asc&status=saved')).items.map((o) => o.total)].sort((a, b) => a - b),
    );
  });

  it('filters by order id, customer and a date range start~end', async () => {
    expect((await orders('sort=o.date_added&filter_order_id=1004')).items.map((o) => o.order_id)).toEqual([1004]);
    const dana = await orders('sort=o.date_added&filter_customer=whitfield&filter_date_added=2026-01-01~2026-12-31');
    expect(dana.items.every((o) => o.customer === 'Dana Whitfield' && o.date_added >= '2026-01-01')).toBe(true);
    expect(dana.items.length).toBeGreaterThan(0);
  });

  it('is strict: from_pos=1, a known sort and status, whole page numbers, no unknown parameters; staff only', async () => {
    for (const query of [
      'sort=o.date_added',
      'from_pos=1&sort=date',
      'from_pos=1&sort=o.date_added&status=paid',
      'from_pos=1&sort=o.date_added&page=x',
      'from_pos=1&sort=o.date_added&filter_date_added=1/1/26',
      'from_pos=1&sort=o.date_added&filter_status=1',
    ]) {
      expect((await clerk.request(`/api/order?${query}`)).status, query).toBe(400);
    }
    const shopper = new Visitor(store.base);
    expect((await shopper.request('/api/order?from_pos=1&sort=o.date_added')).status).toBe(401);
    expect((await shopper.request('/api/customer/get?sort=custname')).status).toBe(401);
  });
});

describe('GET /api/customer/get (the POS customers list)', () => {
  it('answers the generic shape sorted by custname, with total orders, outstanding balance and store credit', async () => {
    const res = await clerk.json('/api/customer/get?sort=custname&order=asc&page=1&limit=10');
    expect(res.totalPages).toBe(2);
    expect(res.position).toBe('Showing 1 to 10 of 12 (2 Pages)');
    const rows = v.parse(v.array(CustomerRowSchema), res.results);
    expect(rows.map((r) => r.custname)).toEqual([...rows.map((r) => r.custname)].sort((a, b) => a.localeCompare(b)));
    const dana = rows.find((r) => r.customer_id === 1)!;
    expect(dana.store_credit).toBe(15);
    expect(dana.outstanding.balance).toBeGreaterThan(0);
  });
});

describe('order view calls', () => {
  it('void: success, the order (Voided, transactions void, paid 0); again: an error and the order', async () => {
    const first = v.parse(VoidAnswerSchema, await clerk.json('/pos/order/void?order_id=1008'));
    expect(first.success).toMatch(/^Order #1008 has been voided/);
    expect(first.order).toMatchObject({ pos_status: 'Voided', amount_paid: 0, balance_due: 2280.05 });
    expect(first.order!.transactions.every((t) => t.status === 'void')).toBe(true);
    const again = v.parse(VoidAnswerSchema, await clerk.json('/pos/order/void?order_id=1008'));
    expect(again).toMatchObject({ success: false, errors: ['Order #1008 is already voided.'] });
  });

  it('setCustomer puts a customer on the order; the payment link takes the notification form and checks consent', async () => {
    const set = await clerk.form('/pos/order/setCustomer', { order_id: 1011, customer_id: 12 });
    const answer = (await set.json()) as { success: string; order: unknown };
    expect(answer.success).toBe('Customer added to order!');
    expect(v.parse(OrderDetailSchema, answer.order)).toMatchObject({ customer: 'Bill Hartman', customer_id: 12 });
    const form = {
      notifyByEmail: 0,
      notifyByText: 1,
      overrideTextPermission: 0,
      textingAlerts: 0,
      email: '',
      phone: '(614) 555-0607',
    };
    expect(await (await clerk.form('/pos/order/sendPaymentURL?order_id=1011', form)).json()).toEqual({
      error: "Customer doesn't constent to text messages",
    });
    expect(
      await (
        await clerk.form('/pos/order/sendPaymentURL?order_id=1011', { ...form, overrideTextPermission: 1 })
      ).json(),
    ).toEqual({ success: 'Payment link sent to (614) 555-0607.' });
    expect((await clerk.form('/pos/order/sendPaymentURL?order_id=1011', { ...form, phone_number: 'x' })).status).toBe(
      400,
    );
  });

  it('the admin endpoint needs the session token: getOrderStatus, then sale/order/api adds a history entry', async () => {
    const html = await (await clerk.request('/pos/order/view?order_id=1004')).text();
    const token = /"token":"([0-9a-f]{32})"/.exec(html)?.[1];
    expect(token).toBeTruthy();
    expect(
      (await clerk.request('/admin/index.php?route=sale/order/getOrderStatus&token=bad&orderId=1004')).status,
    ).toBe(403);
    const status = v.parse(
      OrderStatusAnswerSchema,
      await clerk.json(`/admin/index.php?route=sale/order/getOrderStatus&token=${token}&orderId=1004`),
    );
    expect(status).toMatchObject({ orderStatusId: 5, textingAlerts: false, email: 'tom.kowalski@example.com' });
    const historyUrl = `/admin/index.php?route=sale/order/api&token=${token}&api=api/order/history&order_id=1004`;
    const notifyFields = {
      notifyByEmail: 1,
      notifyByText: 0,
      overrideTextPermission: 0,
      textingAlerts: 0,
      email: 'tom.kowalski@example.com',
      phone: '',
    };
    // The form always carries the six notify fields (spec 3 §3), notifying or not.
    for (const left of Object.keys(notifyFields)) {
      const partial = Object.fromEntries(Object.entries(notifyFields).filter(([k]) => k !== left));
      const refused = await clerk.form(historyUrl, { orderStatusId: 9, notifyCustomer: 0, comment: 'x', ...partial });
      expect(refused.status, left).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toBe(`Missing required field "${left}".`);
    }
    const added = await clerk.form(historyUrl, {
      orderStatusId: 9,
      notifyCustomer: 0,
      comment: 'Shipped to the customer.',
      ...notifyFields,
    });
    expect(await added.json()).toEqual({ success: 'Order history added.' });
    // A text to a phone with a leading country code is refused: the spec's pattern has none.
    const refusedPhone = await clerk.form(historyUrl, {
      orderStatusId: 9,
      notifyCustomer: 1,
      comment: '',
      ...notifyFields,
      notifyByEmail: 0,
      notifyByText: 1,
      overrideTextPermission: 1,
      phone: '+1 614 555 0200',
    });
    expect(await refusedPhone.json()).toEqual({ error: 'Invalid phone number format' });
    const histories = (await clerk.json('/pos/order/histories?order_id=1004')).histories as {
      status: string;
      comment: string;
    }[];
    expect(histories[histories.length - 1]).toMatchObject({ status: 'Shipped', comment: 'Shipped to the customer.' });
  });
});

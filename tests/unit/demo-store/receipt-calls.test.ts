import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEMO_ORDER_VOUCHER } from '../../../demo-pages/server/pos-checkout/receipt-data';
import { ReceiptOrderSchema, DistributorOrderAnswerSchema } from '../../../src/pos/schemas/receipt';
import { InventoryDetailsSchema } from '../../../src/schemas/product';
import { Visitor, withDemoStore, type TestStore } from './helpers';

let store: TestStore;
let clerk: Visitor;
withDemoStore({ staff: true, store: (s) => (store = s), visitor: (v) => (clerk = v) });

/** The receipt page's props (the pos-receipt mount's JSON). */
async function receiptProps(id: number) {
  const html = await (await clerk.request(`/pos/order/receipt?order_id=${id}`)).text();
  const json = /data-mount="pos-receipt"><script type="application\/json" data-props>(.*?)<\/script>/s.exec(html)?.[1];
  return v.parse(ReceiptOrderSchema, (JSON.parse(json ?? 'null') as { order: unknown }).order);
}

async function inventory(aaia: string, mpn: string) {
  const res = await clerk.form('/api/products/getInventoryDetails', {
    'products[0][aaia]': aaia,
    'products[0][mpn]': mpn,
  });
  return v.parse(InventoryDetailsSchema, await res.json()).data[0]!;
}

const NOTIFY = { notifyByEmail: '1', notifyByText: '0', email: 'pat@example.com', phone: '' };

describe('receipt demo states', () => {
  it('913 paid, 907 outstanding, 923 change due, 927 with appointments, 932 without a customer, 910 saved', async () => {
    expect(await receiptProps(913)).toMatchObject({ total: 401.32, amount_paid: 401.32, balance_due: 0 });
    expect((await receiptProps(913)).purchase_orders).toHaveLength(1);
    expect(await receiptProps(907)).toMatchObject({ total: 985.11, amount_paid: 394.04 });
    const change = await receiptProps(923);
    expect(change).toMatchObject({ total: 56.96, amount_paid: 60, balance_due: -3.04 });
    expect(change.transactions.map((t) => t.transaction_type)).toEqual(['cash']);
    expect((await receiptProps(927)).appointments.map((a) => a.display_time)).toEqual([
      { start_date: '01/06/2026', start_time: '9:30 AM' },
      { start_date: '01/08/2026', start_time: '2:00 PM' },
    ]);
    expect(await receiptProps(932)).toMatchObject({ customer_id: 0, customer_info: null });
    expect(await receiptProps(910)).toMatchObject({ transactions: [], purchase_orders: [] });
  });

  it('the receipt, invoice, done and distributor pages are staff pages', async () => {
    const shopper = new Visitor(store.base);
    for (const path of [
      '/pos/order/receipt?order_id=913',
      '/pos/order/invoice?order_id=913',
      '/pos/order/done',
      '/pos/order/distributor?order_id=910',
    ]) {
      expect((await shopper.request(path)).status, path).toBe(403);
      expect((await clerk.request(path)).status, path).toBe(200);
    }
  });
});

describe('POST /pos/order/send?order_id=', () => {
  it("sends the Receipt or Invoice to the notification form's address and records it in the history", async () => {
    const res = await clerk.form('/pos/order/send?order_id=913', { ...NOTIFY, document: 'Receipt' });
    expect(await res.json()).toEqual({ success: 'Receipt sent to pat@example.com.' });
    const histories = (await clerk.json('/pos/order/histories?order_id=913')) as { histories: { comment: string }[] };
    expect(histories.histories.at(-1)?.comment).toBe('Receipt sent to pat@example.com.');
  });

  it("answers the notification rules' errors, and refuses unknown fields, a bad document and non-staff", async () => {
    const bad = await clerk.form('/pos/order/send?order_id=913', { ...NOTIFY, email: 'pat@', document: 'Invoice' });
    expect(await bad.json()).toEqual({ error: 'Invalid email' });
    expect((await clerk.form('/pos/order/send?order_id=913', { ...NOTIFY, document: 'Quote' })).status).toBe(400);
    expect((await clerk.form('/pos/order/send?order_id=913', { ...NOTIFY, document: 'Receipt', x: '1' })).status).toBe(
      400,
    );
    expect((await clerk.form('/pos/order/send?order_id=99999', { ...NOTIFY, document: 'Receipt' })).status).toBe(404);
    expect((await new Visitor(store.base).form('/pos/order/send?order_id=913', NOTIFY)).status).toBe(401);
  });
});

describe('POST /pos/order/submitDistributorOrder?order_id=', () => {
  const line = (aaia: string, mpn: string, picks: [string, number][]) => ({
    aaia,
    mpn,
    orderQuantity: picks.reduce((n, [, q]) => n + q, 0),
    picks,
  });
  const body = (lines: ReturnType<typeof line>[]) => {
    const fields: Record<string, string> = {};
    lines.forEach((l, i) => {
      fields[`lines[${i}][aaia]`] = l.aaia;
      fields[`lines[${i}][mpn]`] = l.mpn;
      fields[`lines[${i}][orderQuantity]`] = String(l.orderQuantity);
      l.picks.forEach(([code, q], j) => {
        fields[`lines[${i}][selectedLocations][${j}][warehouseCode]`] = code;
        fields[`lines[${i}][selectedLocations][${j}][quantity]`] = String(q);
      });
    });
    return fields;
  };

  it("creates one purchase order per warehouse, appended to the order, and lowers the warehouses' stock", async () => {
    const before = await inventory('IRBK', 'IR-8476A');
    const col = before.locations.find((l) => l.warehouseCode === 'COL')!;
    expect(col.inventory).toBeGreaterThan(1);
    const res = await clerk.form(
      '/pos/order/submitDistributorOrder?order_id=910',
      body([line('IRBK', 'IR-8476A', [['COL', 2]])]),
    );
    const answer = v.parse(DistributorOrderAnswerSchema, await res.json());
    expect(answer.success).toBe('Purchase order #9101 submitted to the distributor.');
    expect(answer.purchase_orders).toEqual([
      expect.objectContaining({
        Number: '9101',
        CurrentStatus: 'Submitted',
        ToWarehouse: { Name: 'Columbus DC' },
        OrderTotalPrice: Math.round(col.price * 100 * 2) / 100,
        Items: [{ AAIABrandCode: 'IRBK', PartNumber: 'IR-8476A', Quantity: 2 }],
      }),
    ]);
    expect((await receiptProps(910)).purchase_orders.map((po) => po.Number)).toEqual(['9101']);
    expect((await inventory('IRBK', 'IR-8476A')).locations.find((l) => l.warehouseCode === 'COL')?.inventory).toBe(
      col.inventory - 2,
    );
  });

  it('refuses more than a warehouse holds (in its words), nothing to order, and a wrongly shaped body', async () => {
    const stock = (await inventory('IRBK', 'IR-8476A')).locations.find((l) => l.warehouseCode === 'COL')!.inventory;
    const over = await clerk.form(
      '/pos/order/submitDistributorOrder?order_id=910',
      body([line('IRBK', 'IR-8476A', [['COL', stock + 1]])]),
    );
    expect(await over.json()).toEqual({ error: `Columbus DC has only ${stock} of IRBK IR-8476A in stock.` });
    const none = await clerk.form(
      '/pos/order/submitDistributorOrder?order_id=910',
      body([line('IRBK', 'IR-8476A', [['COL', 0]])]),
    );
    expect(await none.json()).toEqual({ error: 'Enter a quantity for at least one warehouse.' });
    const wrongSum = { ...body([line('IRBK', 'IR-8476A', [['COL', 1]])]), 'lines[0][orderQuantity]': '3' };
    expect((await clerk.form('/pos/order/submitDistributorOrder?order_id=910', wrongSum)).status).toBe(400);
    const badWarehouse = body([line('IRBK', 'IR-8476A', [['XXX', 1]])]);
    expect((await clerk.form('/pos/order/submitDistributorOrder?order_id=910', badWarehouse)).status).toBe(400);
    expect((await clerk.form('/pos/order/submitDistributorOrder?order_id=910', { products: '1' })).status).toBe(400);
    expect((await receiptProps(910)).purchase_orders).toEqual([]);
  });

  it("a retried submission (same submission_key) answers the first one's purchase orders and orders nothing more", async () => {
    const fields = { ...body([line('IRBK', 'IR-8476A', [['COL', 1]])]), submission_key: 'k1' };
    const first = await (await clerk.form('/pos/order/submitDistributorOrder?order_id=910', fields)).json();
    const again = await (await clerk.form('/pos/order/submitDistributorOrder?order_id=910', fields)).json();
    expect(again).toEqual(first);
    expect((await receiptProps(910)).purchase_orders).toHaveLength(1);
    const other = { ...fields, submission_key: 'k2' };
    await clerk.form('/pos/order/submitDistributorOrder?order_id=910', other);
    expect((await receiptProps(910)).purchase_orders).toHaveLength(2);
  });
});

/** The props a page renders into one mount (its order). */
async function mountOrder(path: string, mount: string) {
  const html = await (await clerk.request(path)).text();
  const json = new RegExp(`data-mount="${mount}"><script type="application/json" data-props>(.*?)</script>`, 's').exec(
    html,
  )?.[1];
  return v.parse(ReceiptOrderSchema, (JSON.parse(json ?? 'null') as { order: unknown }).order);
}

describe('the order record fields (spec 2 §3: order_ymm, vouchers, shipping address, tax_exempt, tax_exempt_number)', () => {
  it('928 carries them all on the order view, the receipt and the invoice; its money counts the gift certificate and no tax', async () => {
    for (const [path, mount] of [
      ['/pos/order/view?order_id=928', 'pos-order-view'],
      ['/pos/order/receipt?order_id=928', 'pos-receipt'],
      ['/pos/order/invoice?order_id=928', 'pos-invoice'],
    ] as const) {
      const order = await mountOrder(path, mount);
      expect(order, path).toMatchObject({
        customer: 'Tom Kowalski',
        // The customer's first vehicle.
        order_ymm: '2017 Ford F-250 Super Duty',
        // The gift certificate sold with the parts (code, description, amounts, message, theme).
        vouchers: [DEMO_ORDER_VOUCHER],
        shipping_firstname: 'Tom',
        shipping_lastname: 'Kowalski',
        shipping_address_1: '2150 Riverside Dr',
        shipping_city: 'Columbus',
        shipping_zone: 'Ohio',
        shipping_postcode: '43221',
        shipping_country: 'United States',
        shipping_method: 'Ground Shipping',
        tax_exempt: true,
        tax_exempt_number: 'OH-EX-448120',
        balance_due: 0,
      });
      const cents = (x: number) => Math.round(x * 100);
      const parts = order.products.reduce((sum, p) => sum + cents(p.total), 0);
      expect(cents(order.total), path).toBe(parts + 5000);
      expect(order.totals.find((t) => t.code === 'tax')?.text).toBe('$0.00');
      expect(cents(order.amount_paid)).toBe(cents(order.total));
    }
  });

  it('an order without them answers every field empty: no vehicle, no vouchers, no address, not exempt', async () => {
    const order = await mountOrder('/pos/order/receipt?order_id=913', 'pos-receipt');
    expect(order).toMatchObject({
      order_ymm: '',
      vouchers: [],
      shipping_address_1: '',
      shipping_city: '',
      shipping_method: '',
      tax_exempt: false,
      tax_exempt_number: '',
    });
    const raw = (await clerk.json('/pos/order/void?order_id=1010')) as { order: Record<string, unknown> };
    for (const key of [
      'order_ymm',
      'vouchers',
      'shipping_address_1',
      'shipping_method',
      'tax_exempt',
      'tax_exempt_number',
    ])
      expect(raw.order, key).toHaveProperty(key);
  });

  it("a POS order saved from the cart takes the cart's vehicle as its order_ymm", async () => {
    await clerk.request(
      '/ymm/json/saveVehicle?add1=Year||2007||Year||2007&add2=MakeID||3||MakeName||GMC&add3=ModelID||211||ModelName||Canyon',
    );
    await clerk.op('/checkout/cart/add', { product_id: 1, quantity: 1 });
    const { order_id } = (await clerk.json('/checkout/cart/saveOrderAndCheckout')) as { order_id: number };
    const order = await mountOrder(`/pos/order/receipt?order_id=${order_id}`, 'pos-receipt');
    expect(order).toMatchObject({ order_id, order_ymm: '2007 GMC Canyon', tax_exempt: false });
  });

  it('945 starts with an empty history; another order with its first entry', async () => {
    expect(await clerk.json('/pos/order/histories?order_id=945')).toEqual({ histories: [] });
    expect(
      ((await clerk.json('/pos/order/histories?order_id=940')) as { histories: unknown[] }).histories,
    ).toHaveLength(1);
  });

  it('PO numbers applied from the receipt (POST /pos/order/applyPoNumber) show in the order record', async () => {
    const before = await mountOrder('/pos/order/receipt?order_id=928', 'pos-receipt');
    const line = before.products[0]!;
    const res = await clerk.form('/pos/order/applyPoNumber?order_id=928', {
      'products[0][order_product_id]': String(line.order_product_id),
      'products[0][po_number]': 'PO-RCPT-1',
      apply_to_all: '0',
    });
    expect(await res.json()).toMatchObject({ success: 'PO Number added successfully.' });
    const after = await mountOrder('/pos/order/receipt?order_id=928', 'pos-receipt');
    expect(after.products[0]!.po_number).toBe('PO-RCPT-1');
    expect(after.po_number_list).toContain('PO-RCPT-1');
  });
});

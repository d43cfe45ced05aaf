// The order record's fields (spec 2 §3 "POS order": order_ymm, vouchers, shipping address fields, tax_exempt,
// tax_exempt_number) on the order view, the receipt and the invoice; the receipt's PO number and Order History; the
// customers list's empty text (spec 2 §8). The islands get the props the demo store renders into its pages (order 928
// carries every record field; an order of the test's own carries none) and call the store; the schema tests read
// wire objects written here, as a server that leaves fields out may send them.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import customersIsland from '../../../islands/pos-customers/index';
import invoiceIsland from '../../../islands/pos-invoice/index';
import orderViewIsland from '../../../islands/pos-order-view/index';
import receiptIsland from '../../../islands/pos-receipt/index';
import { OrderDetailSchema } from '../../../src/pos/schemas/orders';
import { demoStore } from '../helpers/demo-store';
import { mountProps } from '../helpers/demo-page';
import { loadPageConfig, newOrder, staffPage } from '../helpers/pos-orders';
import { resetStores } from '../helpers/stores';
import { notify } from '../helpers/notify';
import { renderIsland } from '../helpers/render-island';

const base = (over: Record<string, unknown> = {}) => ({
  order_id: 928,
  date_added: '2025-12-20 10:00:00',
  pos_status: 'complete',
  status: 'Complete',
  customer: 'Derek Lambert',
  customer_id: 10,
  email: 'derek@example.com',
  telephone: '(614) 555-0110',
  total: 250,
  paid_amount: 250,
  amount_paid: 250,
  balance_due: 0,
  products: [
    {
      order_product_id: 1,
      name: 'Brake Pads',
      model: 'BP-1',
      option: [],
      quantity: 1,
      price: 200,
      total: 200,
      po_number: '',
    },
    {
      order_product_id: 2,
      name: 'Rotor',
      model: 'RT-2',
      option: [],
      quantity: 1,
      price: 0,
      total: 0,
      po_number: 'PO-OLD',
    },
  ],
  po_number_list: ['PO-OLD'],
  totals: [
    { code: 'sub_total', title: 'Sub-Total', text: '$250.00' },
    { code: 'tax', title: 'Tax', text: '$0.00' },
    { code: 'total', title: 'Total', text: '$250.00' },
  ],
  transactions: [],
  purchase_orders: [],
  customer_info: null,
  appointments: [],
  ...over,
});

/** An order with every record field (the wire shape of the demo store's 928). */
const detailed = (over: Record<string, unknown> = {}) =>
  base({
    order_ymm: '2022 Toyota 4Runner',
    vouchers: [
      {
        code: 'GC928-7KQ2',
        description: '$50.00 Gift Certificate for Jordan',
        amount: 50,
        original_amount: 50,
        message: 'Happy birthday!',
        voucher_theme: 'Birthday',
      },
    ],
    shipping_firstname: 'Derek',
    shipping_lastname: 'Lambert',
    shipping_company: 'Fleet Services LLC',
    shipping_address_1: '2150 Riverside Dr',
    shipping_address_2: 'Suite 4',
    shipping_city: 'Columbus',
    shipping_postcode: '43221',
    shipping_zone: 'Ohio',
    shipping_country: 'United States',
    shipping_method: 'Ground Shipping',
    tax_exempt: '1',
    tax_exempt_number: 'OH-EX-448120',
    ...over,
  });

/** The description list's value for a term. */
function valueOf(term: string, scope: HTMLElement = document.body): string {
  const dt = within(scope)
    .getAllByText(term)
    .find((el) => el.tagName === 'DT');
  if (!dt) throw new Error(`no term ${term}`);
  return (dt.nextElementSibling as HTMLElement).textContent ?? '';
}

const store = demoStore();
let config: Awaited<ReturnType<typeof staffPage>>;
beforeEach(async () => {
  resetStores();
  config = await staffPage(store);
});

/** The props of an island on one of the store's order pages. */
const propsOf = (page: 'view' | 'receipt' | 'invoice', orderId: number) =>
  mountProps(store, `/pos/order/${page}?order_id=${orderId}`, `pos-${page === 'view' ? 'order-view' : page}`);
/** An order of the test's own for Derek Lambert (customer 10): rotors and pads, no vehicle, shipping or exemption. */
const plainOrder = () => newOrder(store, { customerId: 10 });
const RECORD_ORDER = 928;
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the order record fields travel through the schema', () => {
  it('order_ymm, vouchers, the shipping_* fields, tax_exempt (PHP flag forms) and tax_exempt_number are read', () => {
    const order = v.parse(OrderDetailSchema, detailed());
    expect(order).toMatchObject({
      order_ymm: '2022 Toyota 4Runner',
      vouchers: [{ code: 'GC928-7KQ2', amount: 50, message: 'Happy birthday!', voucher_theme: 'Birthday' }],
      shipping_address_1: '2150 Riverside Dr',
      shipping_method: 'Ground Shipping',
      tax_exempt: true,
      tax_exempt_number: 'OH-EX-448120',
    });
  });

  it('a server that leaves them out (or sends null) still gives an order: no vehicle, no vouchers, not exempt', () => {
    const order = v.parse(OrderDetailSchema, base({ vouchers: null, order_ymm: null }));
    expect(order).toMatchObject({
      order_ymm: '',
      vouchers: [],
      shipping_city: '',
      tax_exempt: false,
      tax_exempt_number: '',
    });
  });
});

describe('order view', () => {
  it('Vehicle, Shipping Method, Ship To, Tax Exempt and its number; the gift certificate is an item line', async () => {
    renderIsland(orderViewIsland, await propsOf('view', RECORD_ORDER));
    expect(valueOf('Vehicle')).toBe('2017 Ford F-250 Super Duty');
    expect(valueOf('Shipping Method')).toBe('Ground Shipping');
    const shipTo = screen.getAllByText('Ship To').find((el) => el.tagName === 'DT')!.nextElementSibling!;
    expect(shipTo.innerHTML.split('<br>')).toEqual([
      'Tom Kowalski',
      'Fleet Services LLC',
      '2150 Riverside Dr',
      'Suite 4',
      'Columbus, Ohio 43221',
      'United States',
    ]);
    expect(valueOf('Tax Exempt')).toBe('Yes');
    expect(valueOf('Tax Exempt Number')).toBe('OH-EX-448120');
    const items = screen.getByRole('table', { name: 'Items' });
    const line = within(items).getByRole('row', { name: /Gift Certificate for Jordan/ });
    expect(
      within(line)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '$50.00 Gift Certificate for JordanCode: GC928-7KQ2Message: Happy birthday!',
      'Gift Certificate',
      '1',
      '$50.00',
      '$50.00',
    ]);
    await waitFor(() => expect(store.sent('GET /pos/order/histories')).toHaveLength(1));
    expect(store.sent('GET /pos/order/histories')[0]!.url.searchParams.get('order_id')).toBe(String(RECORD_ORDER));
  });

  it('an order without them says so: Vehicle "None", Ship To "None", Tax Exempt "No", no number, no gift line', async () => {
    const orderId = await plainOrder();
    renderIsland(orderViewIsland, await propsOf('view', orderId));
    expect(valueOf('Vehicle')).toBe('None');
    expect(valueOf('Shipping Method')).toBe('Local Pickup');
    expect(valueOf('Ship To')).toBe('None');
    expect(valueOf('Tax Exempt')).toBe('No');
    expect(screen.queryByText('Tax Exempt Number')).toBeNull();
    expect(screen.queryByText('Gift Certificate')).toBeNull();
    // The order's history as the store holds it.
    const { histories } = (await store.json(`/pos/order/histories?order_id=${orderId}`)) as {
      histories: { comment: string }[];
    };
    expect(await screen.findByText(histories[0]!.comment)).toBeTruthy();
  });
  it('an order without history says "No Order History Results"', async () => {
    // The demo store's order 945 has no history (read only here).
    renderIsland(orderViewIsland, await propsOf('view', 945));
    expect(await screen.findByText('No Order History Results')).toBeTruthy();
    expect(store.sent('GET /pos/order/histories')[0]!.url.searchParams.get('order_id')).toBe('945');
  });
});

describe('receipt', () => {
  it('shows the vehicle, shipping, tax exemption and the gift certificates sold', async () => {
    renderIsland(receiptIsland, await propsOf('receipt', RECORD_ORDER));
    expect(valueOf('Vehicle')).toBe('2017 Ford F-250 Super Duty');
    expect(valueOf('Shipping Method')).toBe('Ground Shipping');
    expect(valueOf('Ship To')).toContain('2150 Riverside Dr');
    expect(valueOf('Tax Exempt')).toBe('Yes');
    expect(valueOf('Tax Exempt Number')).toBe('OH-EX-448120');
    const gifts = screen.getByRole('region', { name: 'Gift Certificates' });
    expect(within(gifts).getByRole('listitem').textContent).toBe(
      '$50.00 Gift Certificate for Jordan (Code: GC928-7KQ2): $50.00',
    );
  });

  it('an order without them shows none of those rows', async () => {
    renderIsland(receiptIsland, await propsOf('receipt', await plainOrder()));
    for (const term of ['Vehicle', 'Ship To', 'Tax Exempt', 'Tax Exempt Number'])
      expect(screen.queryByText(term)).toBeNull();
    // A counter order's shipping method is the store's local pickup.
    expect(valueOf('Shipping Method')).toBe('Local Pickup');
    expect(screen.queryByRole('region', { name: 'Gift Certificates' })).toBeNull();
  });

  it('"Add PO Number" posts /pos/order/applyPoNumber?order_id= and the receipt shows the saved PO numbers', async () => {
    const orderId = await plainOrder();
    const before = (await propsOf('receipt', orderId)) as { order: { products: { order_product_id: number }[] } };
    const [rotors, pads] = before.order.products;
    // The pads already carry a PO number.
    await store.form(`/pos/order/applyPoNumber?order_id=${orderId}`, {
      'products[0][order_product_id]': pads!.order_product_id,
      'products[0][po_number]': 'PO-OLD',
    });
    renderIsland(receiptIsland, await propsOf('receipt', orderId));
    expect(screen.getByText('PO Numbers:').textContent).toBe('PO Numbers: PO-OLD');
    await userEvent.click(screen.getByRole('button', { name: 'Add PO Number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add PO Number' });
    expect(
      within(dialog).getByRole('option', { name: 'Ironclad Ceramic Front Brake Pad Set (PO #: PO-OLD)' }),
    ).toBeTruthy();
    // The first product (the rotors, without a number) is chosen.
    expect((within(dialog).getByLabelText('Product') as HTMLSelectElement).value).toBe(
      String(rotors!.order_product_id),
    );
    await userEvent.type(within(dialog).getByLabelText('PO Number'), 'PO-7781');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save PO Number' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add PO Number' })).toBeNull());
    const [sent] = store.sent('POST /pos/order/applyPoNumber');
    expect(sent!.url.searchParams.get('order_id')).toBe(String(orderId));
    expect(sent!.form.get('products[0][order_product_id]')).toBe(String(rotors!.order_product_id));
    expect(sent!.form.get('products[0][po_number]')).toBe('PO-7781');
    expect(notify.success).toHaveBeenCalledWith('PO Number added successfully.');
    expect(screen.getByText('PO Numbers:').textContent).toBe('PO Numbers: PO-7781, PO-OLD');
    const held = (await propsOf('receipt', orderId)) as { order: { po_number_list: string[] } };
    expect([...held.order.po_number_list].sort()).toEqual(['PO-7781', 'PO-OLD']);
  });

  it("a refused PO number shows the server's words and keeps the dialog with what was typed", async () => {
    renderIsland(receiptIsland, await propsOf('receipt', await plainOrder()));
    await userEvent.click(screen.getByRole('button', { name: 'Add PO Number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add PO Number' });
    const tooLong = `PO-${'X'.repeat(62)}`;
    await userEvent.click(within(dialog).getByLabelText('PO Number'));
    await userEvent.paste(tooLong);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save PO Number' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('PO Number must be 64 characters or fewer.'));
    expect(store.sent('POST /pos/order/applyPoNumber')).toHaveLength(1);
    expect((within(dialog).getByLabelText('PO Number') as HTMLInputElement).value).toBe(tooLong);
  });

  it('"Add PO Number" is offered only when the store asks for PO numbers (po_numbers)', async () => {
    const props = await propsOf('receipt', await plainOrder());
    expect(config.payment?.po_numbers).toBe(true);
    // A page whose config does not ask for PO numbers.
    resetStores();
    loadPageConfig({ ...config, payment: { ...config.payment, po_numbers: false } });
    renderIsland(receiptIsland, props);
    expect(screen.queryByRole('button', { name: 'Add PO Number' })).toBeNull();
  });

  it('"Order History" shows the order\'s history in its dialog: "No Order History Results" when there is none', async () => {
    // The demo store's order 945 has no history (read only here).
    const orderId = 945;
    renderIsland(receiptIsland, await propsOf('receipt', orderId));
    await userEvent.click(screen.getByRole('button', { name: 'Order History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Order History' });
    const history = within(dialog).getByRole('region', { name: 'History' });
    expect(await within(history).findByText('No Order History Results')).toBeTruthy();
    expect(store.sent('GET /pos/order/histories')[0]!.url.searchParams.get('order_id')).toBe(String(orderId));
  });

  it('"Order History" lists the entries when there are some', async () => {
    const orderId = await plainOrder();
    await store.form(`/pos/order/history?order_id=${orderId}`, {
      orderStatusId: 5,
      notifyCustomer: 0,
      comment: 'Paid at the counter.',
      notifyByEmail: 0,
      notifyByText: 0,
      overrideTextPermission: 0,
      textingAlerts: 0,
      email: '',
      phone: '',
    });
    const [entry] = (
      (await store.json(`/pos/order/histories?order_id=${orderId}`)) as { histories: { date_added: string }[] }
    ).histories;
    // The statuses cannot be read (the admin endpoint refuses): the history still shows.
    await store.fault({ path: '/admin/index.php', kind: 'status', status: 403 });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderIsland(receiptIsland, await propsOf('receipt', orderId));
    await userEvent.click(screen.getByRole('button', { name: 'Order History' }));
    const history = within(await screen.findByRole('dialog', { name: 'Add Order History' })).getByRole('region', {
      name: 'History',
    });
    const row = await within(history).findByRole('row', { name: /Paid at the counter\./ });
    const [y, m, d] = entry!.date_added.slice(0, 10).split('-');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([expect.stringContaining(`${m}/${d}/${y!.slice(2)}`), 'Complete', 'Paid at the counter.', 'No']);
    expect(within(history).queryByText('No Order History Results')).toBeNull();
  });
});

describe('invoice', () => {
  it('prints the vehicle, shipping and tax exemption under Bill To, and the gift certificate as a line', async () => {
    renderIsland(invoiceIsland, await propsOf('invoice', RECORD_ORDER));
    const bill = screen.getByRole('region', { name: 'Bill to' });
    expect(valueOf('Vehicle', bill)).toBe('2017 Ford F-250 Super Duty');
    expect(valueOf('Ship To', bill)).toContain('Columbus, Ohio 43221');
    expect(valueOf('Shipping Method', bill)).toBe('Ground Shipping');
    expect(valueOf('Tax Exempt', bill)).toBe('Yes');
    expect(valueOf('Tax Exempt Number', bill)).toBe('OH-EX-448120');
    const items = screen.getByRole('table', { name: 'Items' });
    expect(within(items).getByRole('row', { name: /Gift Certificate for Jordan/ }).textContent).toContain(
      'Gift Certificate1$50.00$50.00',
    );
  });
});

describe('customers list (spec 2 §8: POS lists)', () => {
  it('an empty result says "There are no results."', async () => {
    // A name no customer has.
    window.history.replaceState(null, '', '/pos/customer?filter_name=Nobody-Such');
    renderIsland(customersIsland, {});
    const table = await screen.findByRole('table', { name: 'Customers' });
    await waitFor(() => expect(within(table).getByRole('cell').textContent).toBe('There are no results.'));
    const [sent] = store.sent('GET /api/customer/get');
    expect(sent!.url.searchParams.get('filter_name')).toBe('Nobody-Such');
    expect((JSON.parse(sent!.answer!.text) as { results: unknown[] }).results).toEqual([]);
    window.history.replaceState(null, '', '/');
  });
});

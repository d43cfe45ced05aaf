// The order record's fields (spec 2 §3 "POS order": order_ymm, vouchers, shipping address fields, tax_exempt,
// tax_exempt_number) on the order view, the receipt and the invoice; the receipt's PO number and Order History; the
// customers list's empty text (spec 2 §8).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import customersIsland from '../../../islands/pos-customers/index';
import invoiceIsland from '../../../islands/pos-invoice/index';
import orderViewIsland from '../../../islands/pos-order-view/index';
import receiptIsland from '../../../islands/pos-receipt/index';
import { stopPage } from '../../../src/registry/page';
import { OrderDetailSchema } from '../../../src/pos/schemas/orders';
import { setConfig } from '../helpers/config';
import { json, stubFetch, type FakeFetch } from '../helpers/fake-fetch';
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

/** An order with every record field, as the demo store's 928 answers it. */
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

let server: FakeFetch;
beforeEach(() => {
  stopPage();
  setConfig({ in_pos_mode: true, payment: { po_numbers: true } });
  server = stubFetch();
});
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
    server.onJson('GET /pos/order/histories', { histories: [] });
    renderIsland(orderViewIsland, { order: detailed() });
    expect(valueOf('Vehicle')).toBe('2022 Toyota 4Runner');
    expect(valueOf('Shipping Method')).toBe('Ground Shipping');
    const shipTo = screen.getAllByText('Ship To').find((el) => el.tagName === 'DT')!.nextElementSibling!;
    expect(shipTo.innerHTML.split('<br>')).toEqual([
      'Derek Lambert',
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
    await waitFor(() => expect(server.sent('GET /pos/order/histories')).toHaveLength(1));
  });

  it('an order without them says so: Vehicle "None", Ship To "None", Tax Exempt "No", no number, no gift line', async () => {
    server.onJson('GET /pos/order/histories', { histories: [] });
    renderIsland(orderViewIsland, { order: base({ shipping_method: 'local_pickup' }) });
    expect(valueOf('Vehicle')).toBe('None');
    expect(valueOf('Shipping Method')).toBe('Local Pickup');
    expect(valueOf('Ship To')).toBe('None');
    expect(valueOf('Tax Exempt')).toBe('No');
    expect(screen.queryByText('Tax Exempt Number')).toBeNull();
    expect(screen.queryByText('Gift Certificate')).toBeNull();
    expect(await screen.findByText('No Order History Results')).toBeTruthy();
  });
});

describe('receipt', () => {
  it('shows the vehicle, shipping, tax exemption and the gift certificates sold', () => {
    renderIsland(receiptIsland, { order: detailed() });
    expect(valueOf('Vehicle')).toBe('2022 Toyota 4Runner');
    expect(valueOf('Shipping Method')).toBe('Ground Shipping');
    expect(valueOf('Ship To')).toContain('2150 Riverside Dr');
    expect(valueOf('Tax Exempt')).toBe('Yes');
    expect(valueOf('Tax Exempt Number')).toBe('OH-EX-448120');
    const gifts = screen.getByRole('region', { name: 'Gift Certificates' });
    expect(within(gifts).getByRole('listitem').textContent).toBe(
      '$50.00 Gift Certificate for Jordan (Code: GC928-7KQ2): $50.00',
    );
  });

  it('an order without them shows none of those rows', () => {
    renderIsland(receiptIsland, { order: base() });
    for (const term of ['Vehicle', 'Ship To', 'Shipping Method', 'Tax Exempt', 'Tax Exempt Number'])
      expect(screen.queryByText(term)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Gift Certificates' })).toBeNull();
  });

  it('"Add PO Number" posts /pos/order/applyPoNumber?order_id= and the receipt shows the saved PO numbers', async () => {
    server.onJson('POST /pos/order/applyPoNumber', {
      success: 'PO Number added successfully.',
      order_id: 928,
      order_total: 250,
      amount_paid: 250,
      balance_due: 0,
      products: [
        { order_product_id: 1, name: 'Brake Pads', quantity: 1, price: 200, total: 200, po_number: 'PO-7781' },
        { order_product_id: 2, name: 'Rotor', quantity: 1, price: 0, total: 0, po_number: 'PO-OLD' },
      ],
      transactions: [],
    });
    renderIsland(receiptIsland, { order: base() });
    expect(screen.getByText('PO Numbers:').textContent).toBe('PO Numbers: PO-OLD');
    await userEvent.click(screen.getByRole('button', { name: 'Add PO Number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add PO Number' });
    expect(within(dialog).getByRole('option', { name: 'Rotor (PO #: PO-OLD)' })).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('PO Number'), 'PO-7781');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save PO Number' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add PO Number' })).toBeNull());
    const [sent] = server.sent('POST /pos/order/applyPoNumber');
    expect(sent!.url.searchParams.get('order_id')).toBe('928');
    expect(sent!.form.get('products[0][order_product_id]')).toBe('1');
    expect(sent!.form.get('products[0][po_number]')).toBe('PO-7781');
    expect(notify.success).toHaveBeenCalledWith('PO Number added successfully.');
    expect(screen.getByText('PO Numbers:').textContent).toBe('PO Numbers: PO-7781, PO-OLD');
  });

  it("a refused PO number shows the server's words and keeps the dialog with what was typed", async () => {
    server.onJson('POST /pos/order/applyPoNumber', { error: 'PO Number must be 64 characters or fewer.' });
    renderIsland(receiptIsland, { order: base() });
    await userEvent.click(screen.getByRole('button', { name: 'Add PO Number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add PO Number' });
    await userEvent.type(within(dialog).getByLabelText('PO Number'), 'PO-X');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save PO Number' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('PO Number must be 64 characters or fewer.'));
    expect((within(dialog).getByLabelText('PO Number') as HTMLInputElement).value).toBe('PO-X');
  });

  it('"Add PO Number" is offered only when the store asks for PO numbers (po_numbers)', () => {
    setConfig({ in_pos_mode: true, payment: { po_numbers: false } });
    renderIsland(receiptIsland, { order: base() });
    expect(screen.queryByRole('button', { name: 'Add PO Number' })).toBeNull();
  });

  it('"Order History" shows the order\'s history in its dialog: "No Order History Results" when there is none', async () => {
    server.onJson('GET /pos/order/histories', { histories: [] });
    server.onJson('GET /admin/index.php', {
      orderStatusId: 5,
      orderStatuses: [{ order_status_id: 5, name: 'Complete' }],
      recentHistoryNote: '',
      email: 'derek@example.com',
      phone: '',
      textingAlerts: false,
    });
    renderIsland(receiptIsland, { order: base() });
    await userEvent.click(screen.getByRole('button', { name: 'Order History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Order History' });
    const history = within(dialog).getByRole('region', { name: 'History' });
    expect(await within(history).findByText('No Order History Results')).toBeTruthy();
    expect(server.sent('GET /pos/order/histories')[0]!.url.searchParams.get('order_id')).toBe('928');
  });

  it('"Order History" lists the entries when there are some', async () => {
    server.on('GET /pos/order/histories', () =>
      json({
        histories: [
          { date_added: '2025-12-20 10:00:00', status: 'Complete', comment: 'Paid at the counter.', notify: true },
        ],
      }),
    );
    server.on('GET /admin/index.php', () => json({ error: 'Permission denied' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderIsland(receiptIsland, { order: base() });
    await userEvent.click(screen.getByRole('button', { name: 'Order History' }));
    const history = within(await screen.findByRole('dialog', { name: 'Add Order History' })).getByRole('region', {
      name: 'History',
    });
    const row = await within(history).findByRole('row', { name: /Paid at the counter\./ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([expect.stringContaining('12/20/25'), 'Complete', 'Paid at the counter.', 'Yes']);
    expect(within(history).queryByText('No Order History Results')).toBeNull();
  });
});

describe('invoice', () => {
  it('prints the vehicle, shipping and tax exemption under Bill To, and the gift certificate as a line', () => {
    renderIsland(invoiceIsland, { order: detailed() });
    const bill = screen.getByRole('region', { name: 'Bill to' });
    expect(valueOf('Vehicle', bill)).toBe('2022 Toyota 4Runner');
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
    server.onJson('GET /api/customer/get', { results: [], totalPages: 0, position: '' });
    renderIsland(customersIsland, {});
    const table = await screen.findByRole('table', { name: 'Customers' });
    await waitFor(() => expect(within(table).getByRole('cell').textContent).toBe('There are no results.'));
  });
});

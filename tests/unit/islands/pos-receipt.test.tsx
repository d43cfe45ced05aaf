import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import distributorIsland from '../../../islands/pos-distributor/index';
import invoiceIsland from '../../../islands/pos-invoice/index';
import receiptIsland from '../../../islands/pos-receipt/index';
import { POPUP_BLOCKED } from '../../../src/pos/stores/receipt';
import { stubFetch, type FakeFetch } from '../helpers/fake-fetch';
import { notify } from '../helpers/notify';
import { renderIsland } from '../helpers/render-island';

const order = (over: Record<string, unknown> = {}) => ({
  order_id: 907,
  date_added: '2025-12-01 10:00:00',
  pos_status: 'outstanding_balance',
  status: 'Outstanding Balance',
  customer: 'Derek Lambert',
  customer_id: 10,
  email: 'derek@example.com',
  telephone: '(614) 555-0110',
  total: 985.11,
  paid_amount: 394.04,
  amount_paid: 394.04,
  balance_due: 591.07,
  products: [
    {
      order_product_id: 1,
      name: 'Brake Pads',
      model: 'BP-1',
      option: [],
      quantity: 1,
      price: 985.11,
      total: 985.11,
      po_number: '',
    },
  ],
  totals: [{ code: 'total', title: 'Total', text: '$985.11' }],
  transactions: [
    {
      transaction_id: 5,
      transaction_type: 'cash',
      transaction_label: 'Cash',
      amount: 394.04,
      status: 'complete',
      date_added: '2025-12-01 10:05:00',
    },
  ],
  purchase_orders: [],
  customer_info: { customer_id: 10, email: 'derek@example.com', telephone: '(614) 555-0110', texting_alerts: true },
  appointments: [],
  ...over,
});

let server: FakeFetch;
beforeEach(() => {
  server = stubFetch();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const totals = () => screen.getByRole('region', { name: 'Totals' });

describe('pos-receipt (spec 2 §2 "Receipt screen")', () => {
  it('outstanding: Order Total, Amount Paid, "Balance Due"; "Outstanding Balance" with the transactions; "Send or Print Invoice"', () => {
    renderIsland(receiptIsland, { order: order() });
    expect(totals().textContent).toContain('Order Total$985.11Amount Paid$394.04Balance Due$591.07');
    const panel = screen.getByRole('region', { name: 'Outstanding Balance' });
    expect(within(panel).getByRole('cell', { name: 'Cash' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Send or Print Invoice' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Check Out' }).getAttribute('href')).toBe(
      '/pos/order/continue?order_id=907',
    );
    expect(screen.getByRole('link', { name: 'Done' }).getAttribute('href')).toBe('/pos/order/done');
    expect(screen.getByRole('link', { name: 'Book Appointment' }).getAttribute('href')).toBe(
      '/pos/appointment?order_id=907',
    );
  });

  it('paid or over: "Change Due" (the balance 0 or less), "Payment Processed", "Send or Print Receipt"', () => {
    renderIsland(receiptIsland, { order: order({ amount_paid: 990, balance_due: -4.89 }) });
    expect(totals().textContent).toContain('Change Due$4.89');
    expect(totals().textContent).not.toContain('Balance Due');
    expect(screen.getByRole('region', { name: 'Payment Processed' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Send or Print Receipt' })).toBeTruthy();
  });

  it('"No transactions have been made yet.", booked appointments as date @ time, the purchase orders', () => {
    renderIsland(receiptIsland, {
      order: order({
        transactions: [],
        appointments: [{ id: 1, display_time: { start_date: '01/06/2026', start_time: '9:30 AM' } }],
        purchase_orders: [
          {
            Number: '9071',
            PurchaseOrderID: 50907,
            ConfirmationNumber: 'CN1',
            WarehouseConfirmationNumber: 'WH-1',
            SubmittedToWarehouseDateTime: '2025-12-01 10:00:00',
            CurrentStatus: 'Submitted',
            ShippingMethod: 'Ground',
            Notes: '',
            OrderTotalPrice: 12.5,
            ToWarehouse: { Name: 'Columbus DC' },
            ShipTo: {
              Name: 'Store',
              Street: '1 Main',
              City: 'Columbus',
              StateProvinceCode: 'OH',
              ZipPostalCode: '43215',
            },
            Items: [{ AAIABrandCode: 'IRBK', PartNumber: 'IR-1', Quantity: 2 }],
          },
        ],
      }),
    });
    expect(screen.getByText('No transactions have been made yet.')).toBeTruthy();
    const booked = screen.getByRole('region', { name: 'Appointments Booked For This Order' });
    expect(within(booked).getByRole('listitem').textContent).toContain('01/06/2026 @ 9:30 AM');
    const pos = screen.getByRole('region', { name: 'Purchase Orders' });
    expect(within(pos).getByRole('heading', { name: /PO #9071/ })).toBeTruthy();
    expect(within(pos).getByRole('table', { name: 'Items of PO #9071' }).textContent).toContain('IRBKIR-12');
  });

  it('without a customer "Book Appointment" is unavailable with "Customer is required"', () => {
    renderIsland(receiptIsland, { order: order({ customer_id: 0, customer: '', customer_info: null }) });
    const book = screen.getByRole('button', { name: 'Book Appointment' });
    expect(book.getAttribute('aria-disabled')).toBe('true');
    expect(book.getAttribute('title')).toBe('Customer is required');
    expect(document.getElementById(book.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Customer is required',
    );
    expect(screen.queryByRole('link', { name: 'Book Appointment' })).toBeNull();
  });

  it('"Print" opens /pos/order/invoice?order_id=…&print=1 in a new tab; a refused pop-up says so', async () => {
    const open = vi
      .spyOn(window, 'open')
      .mockReturnValueOnce({} as Window)
      .mockReturnValueOnce(null);
    renderIsland(receiptIsland, { order: order() });
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(open).toHaveBeenCalledWith('/pos/order/invoice?order_id=907&print=1', '_blank');
    expect(notify.error).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(notify.error).toHaveBeenCalledWith(POPUP_BLOCKED);
  });

  it('"Email/Text" sends the document through the notification dialog: POST /pos/order/send?order_id= with document', async () => {
    server.onJson('POST /pos/order/send', { success: 'Invoice sent to derek@example.com.' });
    renderIsland(receiptIsland, { order: order() });
    await userEvent.click(screen.getByRole('button', { name: 'Email/Text' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Invoice' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Invoice sent to derek@example.com.'));
    const [sent] = server.sent('POST /pos/order/send');
    expect(sent!.url.searchParams.get('order_id')).toBe('907');
    expect(sent!.form.get('document')).toBe('Invoice');
    expect(sent!.form.get('email')).toBe('derek@example.com');
    expect(server.sent('POST /api/customer/updateContactInfo')).toEqual([]);
  });

  it('"Both" opens the invoice and the send dialog', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    renderIsland(receiptIsland, { order: order() });
    await userEvent.click(screen.getByRole('button', { name: 'Both' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('dialog', { name: 'Send Invoice' })).toBeTruthy();
  });
});

describe('pos-invoice (the printable /pos/order/invoice)', () => {
  it('an Invoice with the balance due, a Receipt once paid; auto_print prints once after rendering', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { unmount } = renderIsland(invoiceIsland, { order: order(), auto_print: true });
    const invoice = screen.getByRole('article', { name: 'Invoice for Order # 907' });
    expect(invoice.textContent).toContain('Balance Due$591.07');
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    unmount();
    renderIsland(invoiceIsland, { order: order({ balance_due: 0, amount_paid: 985.11 }) });
    expect(screen.getByRole('article', { name: 'Receipt for Order # 907' }).textContent).toContain('Change Due$0.00');
  });
});

describe('voided payments and the payment link', () => {
  const voided = (type: string, amount: number, extra: Record<string, unknown> = {}, id = 1) => ({
    transaction_id: id,
    transaction_type: type,
    transaction_label: `${type} payment`,
    amount,
    status: 'void',
    date_added: '2025-12-01 10:05:00',
    ...extra,
  });

  it('a voided order says how each payment went back (store credit, voucher, card void or return, cash) and the cash to refund', () => {
    renderIsland(receiptIsland, {
      order: order({
        pos_status: 'Voided',
        status: 'Voided',
        transactions: [
          voided('store_credit', 40, {}, 1),
          voided('voucher', 15, { voucher_code: 'GIFT100' }, 2),
          voided(
            'card',
            20,
            { datacap_dc_direct: { void_or_return_action: 'void', void_or_return_status: 'void' } },
            3,
          ),
          voided(
            'card',
            12.04,
            { datacap_dc_direct: { void_or_return_action: 'return', void_or_return_status: 'return' } },
            4,
          ),
          voided('cash', 10, {}, 5),
          voided('cash', 2.5, {}, 6),
        ],
      }),
    });
    const rows = screen.getAllByRole('row').map((r) => r.textContent ?? '');
    expect(rows.find((r) => r.startsWith('#1'))).toContain('Void: returned to store credit');
    expect(rows.find((r) => r.startsWith('#2'))).toContain('Void: restored to voucher GIFT100');
    expect(rows.find((r) => r.startsWith('#3'))).toContain('Void: voided on the card');
    expect(rows.find((r) => r.startsWith('#4'))).toContain('Void: returned to the card');
    expect(rows.find((r) => r.startsWith('#5'))).toContain('Void: refund in cash');
    expect(screen.getByText('Cash to refund: $12.50')).toBeTruthy();
  });

  it('the invoice of an order with a balance shows the payment link; a paid one does not', () => {
    const link = 'http://store.example/index.php?route=account/order/pay&order_id=907&payment_token=abc';
    const { unmount } = renderIsland(invoiceIsland, { order: order(), payment_link: link });
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(link);
    unmount();
    renderIsland(invoiceIsland, { order: order({ balance_due: 0, amount_paid: 985.11 }), payment_link: link });
    expect(screen.queryByRole('link', { name: link })).toBeNull();
  });
});

const inventoryAnswer = {
  data: [
    {
      productId: 35,
      aaia: 'IRBK',
      mpn: 'IR-1',
      name: 'Brake Pads',
      totalInventory: 9,
      storeInventory: 2,
      locations: [
        { warehouseCode: 'COL', name: 'Columbus DC', inventory: 3, price: 10 },
        { warehouseCode: 'MEM', name: 'Memphis DC', inventory: 0, price: 10.3 },
      ],
      prices: [{ key: 'your_cost', name: 'Your Cost', text: '$10.00' }],
    },
  ],
};

describe('pos-distributor ("Order From Your Distributor")', () => {
  const props = { order_id: 910, products: [{ name: 'Brake Pads', aaia: 'IRBK', mpn: 'IR-1', quantity: 2 }] };

  it('shows Product, Quantity, Stock, Cost and a quantity per warehouse; clamps with a message; "Your Cost" totals', async () => {
    server.onJson('POST /api/products/getInventoryDetails', inventoryAnswer);
    renderIsland(distributorIsland, props);
    const table = screen.getByRole('table', { name: 'Order From Your Distributor' });
    const row = await within(table).findByRole('row', { name: /Brake Pads/ });
    expect(row.textContent).toContain('Brake PadsIRBK IR-122$10.00');
    expect(server.sent('POST /api/products/getInventoryDetails')[0]!.form.get('products[0][mpn]')).toBe('IR-1');
    const col = screen.getByRole('spinbutton', { name: 'Brake Pads IR-1: quantity from Columbus DC' });
    expect(
      (screen.getByRole('spinbutton', { name: 'Brake Pads IR-1: quantity from Memphis DC' }) as HTMLInputElement)
        .disabled,
    ).toBe(true);
    await userEvent.type(col, '7');
    expect((col as HTMLInputElement).value).toBe('3');
    expect(screen.getByRole('alert').textContent).toContain('Only 3 in stock at Columbus DC.');
    expect(within(table).getByRole('row', { name: /Your Cost/ }).textContent).toContain('Your Cost$30.00');
  });

  it('submits the order-entry lines and shows the created purchase orders; a failure keeps the quantities', async () => {
    server.onJson('POST /api/products/getInventoryDetails', inventoryAnswer);
    server.onJson('POST /pos/order/submitDistributorOrder', { error: 'Columbus DC has only 1 of IRBK IR-1 in stock.' });
    server.onJson('POST /pos/order/submitDistributorOrder', {
      success: 'Purchase order #9101 submitted to the distributor.',
      purchase_orders: [
        {
          Number: '9101',
          PurchaseOrderID: 70001,
          ConfirmationNumber: 'CN70001',
          WarehouseConfirmationNumber: 'COL-1',
          SubmittedToWarehouseDateTime: '2026-11-23 15:00:00',
          CurrentStatus: 'Submitted',
          ShippingMethod: 'Ground',
          Notes: '',
          OrderTotalPrice: 20,
          ToWarehouse: { Name: 'Columbus DC' },
          ShipTo: {
            Name: 'Store',
            Street: '1 Main',
            City: 'Columbus',
            StateProvinceCode: 'OH',
            ZipPostalCode: '43215',
          },
          Items: [{ AAIABrandCode: 'IRBK', PartNumber: 'IR-1', Quantity: 2 }],
        },
      ],
    });
    renderIsland(distributorIsland, props);
    const col = await screen.findByRole('spinbutton', { name: 'Brake Pads IR-1: quantity from Columbus DC' });
    const submit = screen.getByRole('button', { name: 'Submit to Distributor' });
    expect((submit as HTMLInputElement).disabled).toBe(true);
    await userEvent.type(col, '2');
    await userEvent.click(submit);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Columbus DC has only 1 of IRBK IR-1 in stock.'));
    expect((col as HTMLInputElement).value).toBe('2');
    const [sent] = server.sent('POST /pos/order/submitDistributorOrder');
    expect(sent!.url.searchParams.get('order_id')).toBe('910');
    const key = sent!.form.get('submission_key');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(Object.fromEntries(sent!.form)).toEqual({
      submission_key: key,
      'lines[0][aaia]': 'IRBK',
      'lines[0][mpn]': 'IR-1',
      'lines[0][orderQuantity]': '2',
      'lines[0][selectedLocations][0][warehouseCode]': 'COL',
      'lines[0][selectedLocations][0][quantity]': '2',
    });
    await userEvent.click(submit);
    const created = await screen.findByRole('region', { name: 'Submitted Purchase Orders' });
    // The retry is the same submission: the server can tell it from a new order.
    expect(server.sent('POST /pos/order/submitDistributorOrder')[1]!.form.get('submission_key')).toBe(key);
    expect(within(created).getByRole('heading', { name: /PO #9101/ })).toBeTruthy();
    expect(notify.success).toHaveBeenCalledWith('Purchase order #9101 submitted to the distributor.');
    expect(screen.getByRole('link', { name: 'View the receipt' }).getAttribute('href')).toBe(
      '/pos/order/receipt?order_id=910',
    );
  });

  it('a failed inventory load offers "Try again"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.onJson('POST /api/products/getInventoryDetails', { nope: 1 });
    server.onJson('POST /api/products/getInventoryDetails', inventoryAnswer);
    renderIsland(distributorIsland, props);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      (
        (await screen.findByRole('spinbutton', {
          name: 'Brake Pads IR-1: quantity from Columbus DC',
        })) as HTMLInputElement
      ).disabled,
    ).toBe(false);
  });
});

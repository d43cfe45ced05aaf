import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import distributorIsland from '../../../islands/pos-distributor/index';
import invoiceIsland from '../../../islands/pos-invoice/index';
import receiptIsland from '../../../islands/pos-receipt/index';
import { POPUP_BLOCKED } from '../../../src/pos/stores/receipt';
import { demoStore } from '../helpers/demo-store';
import { mountProps } from '../helpers/demo-page';
import { newOrder, newVoucher, pay, staffPages } from '../helpers/pos-orders';
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

// The receipt screens' calls go to the demo store as a signed-in clerk (sending a receipt, the distributor's inventory
// and purchase orders), on orders of each test's own with the props the store renders for them. The screens' layout
// tests read the order props written here (the shapes the receipt reads, one state per test).
const store = demoStore();
staffPages(store);

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
    // Derek Lambert's order with a balance: the receipt offers the invoice.
    const orderId = await newOrder(store, { customerId: 10 });
    const props = (await mountProps(store, `/pos/order/receipt?order_id=${orderId}`, 'pos-receipt')) as {
      order: { email: string };
    };
    renderIsland(receiptIsland, props);
    await userEvent.click(screen.getByRole('button', { name: 'Email/Text' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Invoice' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(`Invoice sent to ${props.order.email}.`));
    const [sent] = store.sent('POST /pos/order/send');
    expect(sent!.url.searchParams.get('order_id')).toBe(String(orderId));
    expect(sent!.form.get('document')).toBe('Invoice');
    expect(sent!.form.get('email')).toBe(props.order.email);
    expect(store.sent('POST /api/customer/updateContactInfo')).toEqual([]);
    // The store noted the sending in the order's history.
    const { histories } = (await store.json(`/pos/order/histories?order_id=${orderId}`)) as {
      histories: { comment: string }[];
    };
    expect(histories.map((h) => h.comment)).toContain(`Invoice sent to ${props.order.email}.`);
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
  it('a voided order says how each payment went back (store credit, voucher, card void or return, cash) and the cash to refund', async () => {
    // Rosa Delgado (customer 7, with store credit) pays an order of the test's own six ways; the store voids it.
    const credit = async () =>
      ((await store.json('/api/customer_credit/?customerId=7')) as { balance_text: string }).balance_text;
    const creditBefore = await credit();
    const code = await newVoucher(store, 15);
    const orderId = await newOrder(store, { customerId: 7 });
    const card = { datacap_device: 'DC-FRONT', department_id: 'parts', card_type: 'Credit' };
    const ids: number[] = [];
    for (const [type, amount, extra] of [
      ['store_credit', '40.00', {}],
      ['voucher', '15.00', { voucher_code: code }],
      ['card', '20.00', card], // approved, not yet settled: voided
      ['card', '12.04', card], // settled (cents ending in 4): returned
      ['cash', '10.00', {}],
      ['cash', '2.50', {}],
    ] as const) {
      const answer = (await pay(store, orderId, type, amount, extra)) as { transaction: { transaction_id: number } };
      ids.push(answer.transaction.transaction_id);
    }
    expect(await store.json(`/pos/order/void?order_id=${orderId}`)).toMatchObject({ success: expect.anything() });
    renderIsland(receiptIsland, await mountProps(store, `/pos/order/receipt?order_id=${orderId}`, 'pos-receipt'));
    const rows = screen.getAllByRole('row').map((r) => r.textContent ?? '');
    const row = (i: number) => rows.find((r) => r.startsWith(`#${ids[i]}`));
    expect(row(0)).toContain('Void: returned to store credit');
    expect(row(1)).toContain(`Void: restored to voucher ${code}`);
    expect(row(2)).toContain('Void: voided on the card');
    expect(row(3)).toContain('Void: returned to the card');
    expect(row(4)).toContain('Void: refund in cash');
    expect(screen.getByText('Cash to refund: $12.50')).toBeTruthy();
    // The store gave each back the way it came in: the credit, the voucher's balance, the card processor's void and return.
    expect(await credit()).toBe(creditBefore);
    expect(await store.json(`/pos/checkout/getVoucher?voucherCode=${code}`)).toMatchObject({ voucher: { amount: 15 } });
    const { calls } = (await store.json(`/__demo/card-processor?orderId=${orderId}`)) as {
      calls: { transaction_id: number; action: string; amount: number }[];
    };
    expect(calls.map((c) => [c.transaction_id, c.action, c.amount])).toEqual([
      [ids[2], 'void', 20],
      [ids[3], 'return', 12.04],
    ]);
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

describe('pos-distributor ("Order From Your Distributor")', () => {
  // The distributor's stock is the store's, shared by this file's tests: each test orders a part of its own.
  // The receiver hitch (8): Reno out of stock. Pads (1) and rotors (10): stock in every warehouse.
  const distributorProps = async (productId: number, quantity: number) => {
    const orderId = await newOrder(store, { lines: [[productId, quantity]] });
    const props = (await mountProps(store, `/pos/order/distributor?order_id=${orderId}`, 'pos-distributor')) as {
      products: { name: string; aaia: string; mpn: string }[];
    };
    return { orderId, props, part: props.products[0]! };
  };
  /** The store's inventory answer for the part, as the island loaded it. */
  const loaded = () =>
    (
      JSON.parse(store.sent('POST /api/products/getInventoryDetails')[0]!.answer!.text) as {
        data: { locations: { warehouseCode: string; name: string; inventory: number; price: number }[] }[];
      }
    ).data[0]!.locations;
  const usd = (dollars: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);
  const quantityFrom = (part: { name: string; mpn: string }, warehouse: string) =>
    screen.getByRole('spinbutton', {
      name: `${part.name} ${part.mpn}: quantity from ${warehouse}`,
    }) as HTMLInputElement;

  it('shows Product, Quantity, Stock, Cost and a quantity per warehouse; clamps with a message; "Your Cost" totals', async () => {
    const { props, part } = await distributorProps(8, 2);
    renderIsland(distributorIsland, props);
    const table = screen.getByRole('table', { name: 'Order From Your Distributor' });
    const row = await within(table).findByRole('row', { name: new RegExp(part.name) });
    expect(store.sent('POST /api/products/getInventoryDetails')[0]!.form.get('products[0][mpn]')).toBe(part.mpn);
    const locations = loaded();
    const col = locations.find((l) => l.warehouseCode === 'COL')!;
    const reno = locations.find((l) => l.warehouseCode === 'REN')!;
    expect(reno.inventory).toBe(0);
    expect(col.inventory).toBeGreaterThan(0);
    expect(row.textContent).toContain(`${part.name}${part.aaia} ${part.mpn}2`);
    expect(quantityFrom(part, reno.name).disabled).toBe(true);
    await userEvent.type(quantityFrom(part, col.name), '9');
    expect(quantityFrom(part, col.name).value).toBe(String(col.inventory));
    expect(screen.getByRole('alert').textContent).toContain(`Only ${col.inventory} in stock at ${col.name}.`);
    expect(within(table).getByRole('row', { name: /Your Cost/ }).textContent).toContain(
      `Your Cost${usd(col.inventory * col.price)}`,
    );
  });

  it("a refused submission shows the store's words and keeps the quantities", async () => {
    const { orderId, props, part } = await distributorProps(1, 2);
    renderIsland(distributorIsland, props);
    const col = await screen.findByRole('spinbutton', { name: `${part.name} ${part.mpn}: quantity from Columbus DC` });
    const stock = loaded().find((l) => l.warehouseCode === 'COL')!.inventory;
    expect(stock).toBeGreaterThan(1);
    const submit = screen.getByRole('button', { name: 'Submit to Distributor' });
    expect((submit as HTMLInputElement).disabled).toBe(true);
    await userEvent.type(col, '2');
    // Meanwhile another clerk orders all but one from Columbus.
    await store.form(`/pos/order/submitDistributorOrder?order_id=${orderId}`, {
      submission_key: 'f'.repeat(32),
      'lines[0][aaia]': part.aaia,
      'lines[0][mpn]': part.mpn,
      'lines[0][orderQuantity]': stock - 1,
      'lines[0][selectedLocations][0][warehouseCode]': 'COL',
      'lines[0][selectedLocations][0][quantity]': stock - 1,
    });
    await userEvent.click(submit);
    const refusal = `Columbus DC has only 1 of ${part.aaia} ${part.mpn} in stock.`;
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(refusal));
    expect((col as HTMLInputElement).value).toBe('2');
    const [sent] = store.sent('POST /pos/order/submitDistributorOrder');
    expect(sent!.url.searchParams.get('order_id')).toBe(String(orderId));
    const key = sent!.form.get('submission_key');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(Object.fromEntries(sent!.form)).toEqual({
      submission_key: key,
      'lines[0][aaia]': part.aaia,
      'lines[0][mpn]': part.mpn,
      'lines[0][orderQuantity]': '2',
      'lines[0][selectedLocations][0][warehouseCode]': 'COL',
      'lines[0][selectedLocations][0][quantity]': '2',
    });
  });

  it('a lost answer: the retry is the same submission, answered with the purchase orders the store created once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { orderId, props, part } = await distributorProps(10, 2);
    renderIsland(distributorIsland, props);
    const col = await screen.findByRole('spinbutton', { name: `${part.name} ${part.mpn}: quantity from Columbus DC` });
    await userEvent.type(col, '2');
    // The store creates the purchase order; the connection drops before its answer.
    await store.fault({ path: '/pos/order/submitDistributorOrder', kind: 'drop-after' });
    const submit = screen.getByRole('button', { name: 'Submit to Distributor' });
    await userEvent.click(submit);
    await waitFor(() => expect(notify.error).toHaveBeenCalled());
    expect((col as HTMLInputElement).value).toBe('2');
    await userEvent.click(submit);
    const created = await screen.findByRole('region', { name: 'Submitted Purchase Orders' });
    const [first, retry] = store.sent('POST /pos/order/submitDistributorOrder');
    expect(retry!.form.get('submission_key')).toBe(first!.form.get('submission_key'));
    const answer = JSON.parse(retry!.answer!.text) as { success: string; purchase_orders: { Number: string }[] };
    expect(answer.purchase_orders).toHaveLength(1);
    expect(
      within(created).getByRole('heading', { name: new RegExp(`PO #${answer.purchase_orders[0]!.Number}`) }),
    ).toBeTruthy();
    expect(notify.success).toHaveBeenCalledWith(answer.success);
    expect(screen.getByRole('link', { name: 'View the receipt' }).getAttribute('href')).toBe(
      `/pos/order/receipt?order_id=${orderId}`,
    );
    // Ordered once: the order holds one purchase order.
    const receipt = (await mountProps(store, `/pos/order/receipt?order_id=${orderId}`, 'pos-receipt')) as {
      order: { purchase_orders: unknown[] };
    };
    expect(receipt.order.purchase_orders).toHaveLength(1);
  });

  it('a failed inventory load offers "Try again"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { props, part } = await distributorProps(1, 1);
    await store.fault({ path: '/api/products/getInventoryDetails', kind: 'malformed' });
    renderIsland(distributorIsland, props);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      (
        (await screen.findByRole('spinbutton', {
          name: `${part.name} ${part.mpn}: quantity from Columbus DC`,
        })) as HTMLInputElement
      ).disabled,
    ).toBe(false);
    expect(store.sent('POST /api/products/getInventoryDetails')).toHaveLength(2);
  });
});

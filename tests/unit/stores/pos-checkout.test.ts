import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopPage } from '../../../src/registry/page';
import { completeCheckout, PO_REQUIRED, startCheckout } from '../../../src/pos/stores/checkout';
import {
  $attempt,
  createVoucherLookup,
  PAYMENT_UNCONFIRMED,
  retryPayment,
  submitPayment,
  TERMINAL_BUSY,
  VOUCHER_FAILED,
  VOUCHER_LOOKUP_MS,
} from '../../../src/pos/stores/checkout-payments';
import { $checkout } from '../../../src/pos/stores/checkout-state';
import { $terminalLock } from '../../../src/pos/stores/checkout-terminal';
import { json, stubFetch, type FakeFetch } from '../helpers/fake-fetch';
import { notify } from '../helpers/notify';

const tx = (id: number, amount: number, key = '', type = 'cash') => ({
  transaction_id: id,
  transaction_type: type,
  amount,
  status: 'complete',
  transaction_label: 'Cash payment',
  date_added: '2026-11-23 10:00:00',
  idempotency_key: key,
});

function wire(transactions: ReturnType<typeof tx>[] = [], extra: Record<string, unknown> = {}) {
  const paid = transactions.reduce((s, t) => s + Math.round(t.amount * 100), 0);
  return {
    order_id: 1030,
    pos_status: 'saved',
    order_total: 100.5,
    cost_parts: 93.49,
    cost_tax: 7.01,
    amount_paid: paid / 100,
    balance_due: (10050 - paid) / 100,
    store_credit: 15,
    customer: {
      customer_id: 1,
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      telephone: '',
      texting_alerts: true,
    },
    transactions,
    products: [
      { order_product_id: 5, name: 'Pads', model: 'P-1', quantity: 1, price: 93.49, total: 93.49, po_number: '' },
    ],
    terminals: [],
    ...extra,
  };
}

let server: FakeFetch;
/** What getTransactions answers now (the server's state). */
let current: ReturnType<typeof wire>;
const sentKey = (i: number) =>
  server.sent('POST /pos/checkout/addTransaction')[i]?.form.get('transaction[idempotency_key]');

beforeEach(async () => {
  stopPage();
  server = stubFetch();
  current = wire();
  server.on('GET /pos/checkout/getTransactions', () => json(current));
  await startCheckout(1030, { paymentTimeoutMs: 15_000, receiptUrl: '/pos/order/receipt' });
  server.requests.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('checkout state in cents', () => {
  it('folds the transactions: amountPaid + balanceDue = orderTotal; money kept in cents', () => {
    const state = $checkout.get();
    expect(state).toMatchObject({
      orderTotal: 10050,
      costParts: 9349,
      costTax: 701,
      amountPaid: 0,
      balanceDue: 10050,
      storeCredit: 1500,
    });
  });
});

describe('payments: one idempotency key per attempt', () => {
  it('sends the amount in dollars with the key; the answer replaces the state; "Success!" toast', async () => {
    server.on('POST /pos/checkout/addTransaction', ({ form }) =>
      json({
        success: 'Cash payment added.',
        transaction: tx(1, 20, form.get('transaction[idempotency_key]')!),
        ...wire([tx(1, 20)]),
      }),
    );
    expect(await submitPayment('cash', 2000)).toBe('recorded');
    const form = server.sent('POST /pos/checkout/addTransaction')[0]!.form;
    expect(form.get('transaction[amount]')).toBe('20.00');
    expect(form.get('transaction[order_id]')).toBe('1030');
    expect(sentKey(0)).toMatch(/^[0-9a-f-]{16,}$/);
    expect($checkout.get()).toMatchObject({ amountPaid: 2000, balanceDue: 8050 });
    expect(notify.paymentSuccess).toHaveBeenCalledWith('Cash payment added.');
  });

  it('a second submit while one is on the wire sends nothing', async () => {
    let release!: () => void;
    server.on(
      'POST /pos/checkout/addTransaction',
      () => new Promise((resolve) => (release = () => resolve(json({ transaction: tx(1, 5), ...wire([tx(1, 5)]) })))),
    );
    const first = submitPayment('cash', 500);
    expect(await submitPayment('cash', 500)).toBe('busy');
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    release();
    expect(await first).toBe('recorded');
    expect(server.sent('POST /pos/checkout/addTransaction')).toHaveLength(1);
  });

  it('an unreadable answer is settled by re-reading getTransactions: found by its key, recorded', async () => {
    let key = '';
    server.on('POST /pos/checkout/addTransaction', ({ form }) => {
      key = form.get('transaction[idempotency_key]')!;
      current = wire([tx(9, 12, key)]);
      return new Response('<br /><b>Notice</b>: oops{"success":1}', { status: 200 });
    });
    expect(await submitPayment('cash', 1200)).toBe('recorded');
    expect($attempt.get()).toBeNull();
    expect($checkout.get().amountPaid).toBe(1200);
    expect(server.sent('GET /pos/checkout/getTransactions')).toHaveLength(1);
  });

  it(`not found after the re-read: "${PAYMENT_UNCONFIRMED}"; Try again sends the same key`, async () => {
    server.on('POST /pos/checkout/addTransaction', () => Promise.reject(new TypeError('Failed to fetch')));
    server.on('POST /pos/checkout/addTransaction', ({ form }) =>
      json({ transaction: tx(2, 8, form.get('transaction[idempotency_key]')!), ...wire([tx(2, 8)]) }),
    );
    expect(await submitPayment('cash', 800)).toBe('unknown');
    expect($attempt.get()).toMatchObject({ phase: 'unknown', cents: 800 });
    expect(notify.paymentError).toHaveBeenCalledWith(PAYMENT_UNCONFIRMED, undefined);
    // No new payment can start meanwhile.
    expect(await submitPayment('check', 100, { check_number: '5' })).toBe('busy');
    expect(await retryPayment()).toBe('recorded');
    expect(sentKey(1)).toBe(sentKey(0));
    expect($attempt.get()).toBeNull();
  });

  it('a server refusal is final: "Uh oh!" with its message (8 s), a new submit gets a new key', async () => {
    server.onJson('POST /pos/checkout/addTransaction', { error: 'This order has no balance due.' });
    expect(await submitPayment('cash', 500)).toBe('refused');
    expect(notify.paymentError).toHaveBeenCalledWith('This order has no balance due.', undefined);
    expect(await submitPayment('cash', 500)).toBe('refused');
    expect(sentKey(1)).not.toBe(sentKey(0));
  });

  it('one terminal payment at a time: a second card submit is refused while the lock is held', async () => {
    $terminalLock.set(true);
    expect(await submitPayment('card', 500, { datacap_device: 'ST-FRONT' })).toBe('busy');
    expect(notify.paymentError).toHaveBeenCalledWith(TERMINAL_BUSY, undefined);
    expect(server.sent('POST /pos/checkout/addTransaction')).toHaveLength(0);
  });
});

describe('voucher lookup', () => {
  it('looks up 500 ms after typing stops; the latest code wins; a failure says "Something went wrong!"', async () => {
    vi.useFakeTimers();
    let down = false;
    server.on('GET /pos/checkout/getVoucher', ({ url }) => {
      if (down) return Promise.reject(new TypeError('Failed to fetch'));
      return url.searchParams.get('voucherCode') === 'GIFT25'
        ? json({ voucher: { code: 'GIFT25', amount: 25, original_amount: 25 } })
        : json({ error: 'Invalid code' });
    });
    const box = createVoucherLookup();
    box.lookup('GIF');
    box.lookup('GIFT25');
    await vi.advanceTimersByTimeAsync(VOUCHER_LOOKUP_MS - 1);
    expect(server.sent('GET /pos/checkout/getVoucher')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(box.$lookup.get()).toMatchObject({ status: 'found', amount: 2500, original: 2500 }));
    expect(server.sent('GET /pos/checkout/getVoucher')).toHaveLength(1);
    box.lookup('NOPE');
    await vi.advanceTimersByTimeAsync(VOUCHER_LOOKUP_MS);
    await vi.waitFor(() => expect(box.$lookup.get()).toMatchObject({ status: 'invalid', message: 'Invalid code' }));
    down = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    box.lookup('GIFT100');
    await vi.advanceTimersByTimeAsync(VOUCHER_LOOKUP_MS);
    await vi.waitFor(() => expect(box.$lookup.get()).toMatchObject({ status: 'error', message: VOUCHER_FAILED }));
  });
});

describe('complete', () => {
  it(`"${PO_REQUIRED}" before any call when PO numbers are required and a product has none`, async () => {
    expect(await completeCheckout(true)).toEqual({ ok: false, message: PO_REQUIRED });
    expect(server.requests).toHaveLength(0);
  });

  it('messages.error are joined and shown; nothing opens', async () => {
    server.onJson('POST /pos/checkout/complete', { messages: { error: ['One.', 'Two.'] } });
    expect(await completeCheckout(false)).toEqual({ ok: false, message: 'One. Two.' });
    expect(notify.error).toHaveBeenCalledWith('One. Two.');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { completeCheckout, PO_REQUIRED, startCheckout } from '../../../src/pos/stores/checkout';
import {
  $attempt,
  PAYMENT_UNCONFIRMED,
  retryPayment,
  submitPayment,
  TERMINAL_BUSY,
} from '../../../src/pos/stores/checkout-payments';
import { createVoucherLookup, VOUCHER_FAILED, VOUCHER_LOOKUP_MS } from '../../../src/pos/stores/voucher-lookup';
import { $checkout } from '../../../src/pos/stores/checkout-state';
import { $terminalLock } from '../../../src/pos/stores/checkout-terminal';
import { demoStore } from '../helpers/demo-store';
import { notify } from '../helpers/notify';
import { heldOrder, newOrder, newVoucher, pay, staffPage } from '../helpers/pos-orders';
import { resetStores } from '../helpers/stores';

// Each test has an order of its own for Dana Whitfield (customer 1, with store credit) on the demo store.
const store = demoStore();
const OPTIONS = { paymentTimeoutMs: 15_000, receiptUrl: '/pos/order/receipt' };
const cents = (dollars: number) => Math.round(dollars * 100);
let orderId = 0;

const ADD = 'POST /pos/checkout/addTransaction';
const sentKey = (i: number) => store.sent(ADD)[i]?.form.get('transaction[idempotency_key]');
/** The order's transactions as the store holds them. */
const held = async () => (await heldOrder(store, orderId)).transactions;

beforeEach(async () => {
  resetStores();
  await staffPage(store);
  orderId = await newOrder(store, { customerId: 1 });
  await startCheckout(orderId, OPTIONS);
  store.requests.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('checkout state in cents', () => {
  it('folds the transactions: amountPaid + balanceDue = orderTotal; money kept in cents', async () => {
    const wire = await heldOrder(store, orderId);
    expect($checkout.get()).toMatchObject({
      orderTotal: cents(wire.order_total),
      costParts: cents(wire.cost_parts),
      costTax: cents(wire.cost_tax),
      amountPaid: 0,
      balanceDue: cents(wire.order_total),
      storeCredit: cents(wire.store_credit),
    });
    expect($checkout.get().storeCredit).toBeGreaterThan(0);
    await pay(store, orderId, 'cash', '12.34');
    await startCheckout(orderId, OPTIONS);
    const state = $checkout.get();
    expect(state.amountPaid).toBe(1234);
    expect(state.amountPaid + state.balanceDue).toBe(state.orderTotal);
  });
});

describe('payments: one idempotency key per attempt', () => {
  it('sends the amount in dollars with the key; the answer replaces the state; "Success!" toast', async () => {
    expect(await submitPayment('cash', 2000)).toBe('recorded');
    const form = store.sent(ADD)[0]!.form;
    expect(form.get('transaction[amount]')).toBe('20.00');
    expect(form.get('transaction[order_id]')).toBe(String(orderId));
    expect(sentKey(0)).toMatch(/^[0-9a-f-]{16,}$/);
    const total = $checkout.get().orderTotal;
    expect($checkout.get()).toMatchObject({ amountPaid: 2000, balanceDue: total - 2000 });
    expect(notify.paymentSuccess).toHaveBeenCalledWith('Cash payment added.');
    // The answer replaced the state: no re-read was needed.
    expect(store.sent('GET /pos/checkout/getTransactions')).toHaveLength(0);
    expect((await held()).map((t) => [t.amount, t.idempotency_key])).toEqual([[20, sentKey(0)]]);
  });

  it('a second submit while one is on the wire sends nothing', async () => {
    await store.fault({ path: '/pos/checkout/addTransaction', kind: 'slow', delayMs: 300 });
    const first = submitPayment('cash', 500);
    expect(await submitPayment('cash', 500)).toBe('busy');
    expect(await first).toBe('recorded');
    expect(store.sent(ADD)).toHaveLength(1);
    expect(await held()).toHaveLength(1);
  });

  it('an unreadable answer is settled by re-reading getTransactions: found by its key, recorded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The store records the payment, then prints a PHP notice in front of its answer.
    await store.fault({ path: '/pos/checkout/addTransaction', kind: 'notice' });
    expect(await submitPayment('cash', 1200)).toBe('recorded');
    expect($attempt.get()).toBeNull();
    expect($checkout.get().amountPaid).toBe(1200);
    expect(store.sent('GET /pos/checkout/getTransactions')).toHaveLength(1);
    expect(store.sent(ADD)).toHaveLength(1);
    expect((await held()).map((t) => t.idempotency_key)).toEqual([sentKey(0)]);
  });

  it(`not found after the re-read: "${PAYMENT_UNCONFIRMED}"; Try again sends the same key`, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The connection drops before the store sees the payment.
    await store.fault({ path: '/pos/checkout/addTransaction', kind: 'drop' });
    expect(await submitPayment('cash', 800)).toBe('unknown');
    expect($attempt.get()).toMatchObject({ phase: 'unknown', cents: 800 });
    expect(notify.paymentError).toHaveBeenCalledWith(PAYMENT_UNCONFIRMED, undefined);
    expect(await held()).toHaveLength(0);
    // No new payment can start meanwhile.
    expect(await submitPayment('check', 100, { check_number: '5' })).toBe('busy');
    expect(await retryPayment()).toBe('recorded');
    expect(sentKey(1)).toBe(sentKey(0));
    expect($attempt.get()).toBeNull();
    expect((await held()).map((t) => [t.amount, t.idempotency_key])).toEqual([[8, sentKey(0)]]);
  });

  it('a lost answer to a payment the store recorded: Try again sends the same key and it is recorded once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The store records the payment and the connection drops before its answer; the re-read fails too.
    await store.fault([
      { path: '/pos/checkout/addTransaction', kind: 'drop-after' },
      { path: '/pos/checkout/getTransactions', kind: 'drop' },
    ]);
    expect(await submitPayment('cash', 700)).toBe('unknown');
    expect(await retryPayment()).toBe('recorded');
    expect(sentKey(1)).toBe(sentKey(0));
    expect(notify.paymentSuccess).toHaveBeenCalledWith('This payment was already recorded.');
    expect((await held()).map((t) => [t.amount, t.idempotency_key])).toEqual([[7, sentKey(0)]]);
    expect($checkout.get().amountPaid).toBe(700);
  });

  it('a server refusal is final: "Uh oh!" with its message (8 s), a new submit gets a new key', async () => {
    // Another till took the whole balance meanwhile.
    await pay(store, orderId, 'cash', ($checkout.get().balanceDue / 100).toFixed(2));
    expect(await submitPayment('cash', 500)).toBe('refused');
    expect(notify.paymentError).toHaveBeenCalledWith('This order has no balance due.', undefined);
    expect(await submitPayment('cash', 500)).toBe('refused');
    expect(sentKey(1)).not.toBe(sentKey(0));
    expect(await held()).toHaveLength(1);
  });

  it('one terminal payment at a time: a second card submit is refused while the lock is held', async () => {
    $terminalLock.set(true);
    expect(await submitPayment('card', 500, { datacap_device: 'ST-FRONT' })).toBe('busy');
    expect(notify.paymentError).toHaveBeenCalledWith(TERMINAL_BUSY, undefined);
    expect(store.sent(ADD)).toHaveLength(0);
  });
});

describe('voucher lookup', () => {
  it('looks up 500 ms after typing stops; the latest code wins; a failure says "Something went wrong!"', async () => {
    const code = await newVoucher(store, 25);
    vi.useFakeTimers();
    const box = createVoucherLookup();
    box.lookup(code.slice(0, 3));
    box.lookup(code);
    await vi.advanceTimersByTimeAsync(VOUCHER_LOOKUP_MS - 1);
    expect(store.sent('GET /pos/checkout/getVoucher')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(box.$lookup.get()).toMatchObject({ status: 'found', amount: 2500, original: 2500 }));
    expect(store.sent('GET /pos/checkout/getVoucher').map((r) => r.url.searchParams.get('voucherCode'))).toEqual([
      code,
    ]);
    box.lookup('NOPE');
    await vi.advanceTimersByTimeAsync(VOUCHER_LOOKUP_MS);
    await vi.waitFor(() => expect(box.$lookup.get()).toMatchObject({ status: 'invalid', message: 'Invalid code' }));
    vi.useRealTimers();
    await store.fault({ path: '/pos/checkout/getVoucher', kind: 'drop' });
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    box.lookup(code);
    await vi.advanceTimersByTimeAsync(VOUCHER_LOOKUP_MS);
    await vi.waitFor(() => expect(box.$lookup.get()).toMatchObject({ status: 'error', message: VOUCHER_FAILED }));
  });
});

describe('complete', () => {
  it(`"${PO_REQUIRED}" before any call when PO numbers are required and a product has none`, async () => {
    expect(await completeCheckout(true)).toEqual({ ok: false, message: PO_REQUIRED });
    expect(store.requests).toHaveLength(0);
  });

  it('messages.error are joined and shown; nothing opens', async () => {
    // The store requires PO numbers (the page did not say so) and a terminal payment is still in progress.
    const config = await staffPage(store);
    await store.settings({ payment: { ...config.payment, require_po_numbers: true } });
    await store.call('/__demo/card-terminal', {
      method: 'POST',
      body: JSON.stringify({ mode: 'manual' }),
      headers: { 'Content-Type': 'application/json' },
    });
    await pay(store, orderId, 'card', '5.00', {
      datacap_device: 'ST-FRONT',
      department_id: 'parts',
      card_type: 'Credit',
    });
    const message =
      'Please add a PO Number to each product before completing check out. A terminal payment is still in progress.';
    expect(await completeCheckout(false)).toEqual({ ok: false, message });
    expect(notify.error).toHaveBeenCalledWith(message);
    expect((await heldOrder(store, orderId)).pos_status).toBe('saved');
  });
});

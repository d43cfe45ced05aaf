// Issue 23 in the checkout stores: the card lock never outlives a recorded payment, an unconfirmed attempt survives a
// reload (sessionStorage, matched by its key), a decided retry is told, a refusal without text says what failed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopPage } from '../../../src/registry/page';
import { followOtherTabs, startCheckout, voidOrReturnCard } from '../../../src/pos/stores/checkout';
import {
  $attempt,
  guardUnsettledAttempt,
  PAYMENT_UNCONFIRMED,
  retryPayment,
  submitPayment,
} from '../../../src/pos/stores/checkout-payments';
import { $checkout } from '../../../src/pos/stores/checkout-state';
import { $terminalLock, $terminalWait, PAYMENT_FAILED } from '../../../src/pos/stores/checkout-terminal';
import { json, stubFetch, type FakeFetch } from '../helpers/fake-fetch';
import { notify } from '../helpers/notify';

const CARD = { datacap_device: 'ST-FRONT', department_id: 'parts', card_type: 'Credit' };

const tx = (id: number, amount: number, key = '', type = 'card', status = 'complete') => ({
  transaction_id: id,
  transaction_type: type,
  amount,
  status,
  transaction_label: 'Card payment',
  date_added: '2026-11-23 10:00:00',
  idempotency_key: key,
  datacap_dc_direct: { void_or_return_action: 'void', void_or_return_status: '', void_or_return_url: '/void?id=1' },
});

function wire(transactions: ReturnType<typeof tx>[] = [], extra: Record<string, unknown> = {}) {
  const paid = transactions.filter((t) => t.status !== 'void').reduce((s, t) => s + Math.round(t.amount * 100), 0);
  return {
    order_id: 1030,
    pos_status: 'saved',
    order_total: 100,
    amount_paid: paid / 100,
    balance_due: (10000 - paid) / 100,
    transactions,
    terminals: [],
    ...extra,
  };
}

const terminal = (status: string, message = '') => ({
  smart_terminal_id: 'ST-FRONT',
  site_transaction_id: 'site-1',
  events_url: '/events',
  amount: 6,
  status,
  message,
  started: new Date().toISOString(),
});

let server: FakeFetch;
let current: ReturnType<typeof wire>;
const keyOf = (i: number) =>
  server.sent('POST /pos/checkout/addTransaction')[i]?.form.get('transaction[idempotency_key]') ?? '';

beforeEach(async () => {
  stopPage();
  sessionStorage.clear();
  server = stubFetch();
  current = wire();
  server.on('GET /pos/checkout/getTransactions', () => json(current));
  await startCheckout(1030, { paymentTimeoutMs: 15_000, receiptUrl: '/pos/order/receipt' });
  server.requests.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the card lock is released whenever a card payment ends recorded', () => {
  it('an answer with the transaction and no terminal record (spec 2 §7)', async () => {
    server.on('POST /pos/checkout/addTransaction', ({ form }) =>
      json({ success: 'Card payment approved.', ...wire([tx(1, 5, form.get('transaction[idempotency_key]')!)]) }),
    );
    expect(await submitPayment('card', 500, CARD)).toBe('recorded');
    expect($terminalLock.get()).toBe(false);
    expect(notify.paymentSuccess).toHaveBeenCalledWith('Card payment approved.');
  });

  it('a lost answer whose re-read finds the payment', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.on('POST /pos/checkout/addTransaction', ({ form }) => {
      current = wire([tx(1, 5, form.get('transaction[idempotency_key]')!)]);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    expect(await submitPayment('card', 500, CARD)).toBe('recorded');
    expect($terminalLock.get()).toBe(false);
    expect($attempt.get()).toBeNull();
  });
});

describe('a retried card attempt the store already decided is told', () => {
  /** A card attempt whose answer was lost; `retried` answers its retry. */
  async function unconfirmedCard(retried: Parameters<FakeFetch['on']>[1]) {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.on('POST /pos/checkout/addTransaction', () => Promise.reject(new TypeError('Failed to fetch')));
    server.on('POST /pos/checkout/addTransaction', retried);
    expect(await submitPayment('card', 600, CARD)).toBe('unknown');
    expect($terminalLock.get()).toBe(false);
  }

  it('approved: "Success!" with the terminal\'s word', async () => {
    await unconfirmedCard(({ form }) =>
      json({
        terminal: terminal('approved', 'Approved'),
        ...wire([tx(1, 6, form.get('transaction[idempotency_key]')!)]),
      }),
    );
    expect(await retryPayment()).toBe('recorded');
    expect(keyOf(1)).toBe(keyOf(0));
    expect(notify.paymentSuccess).toHaveBeenCalledWith('Approved');
    expect($terminalLock.get()).toBe(false);
  });

  it('declined: "Payment Failed!" with the reason', async () => {
    await unconfirmedCard(() =>
      json({ terminal: terminal('declined', 'Card declined: insufficient funds.'), ...wire() }),
    );
    expect(await retryPayment()).toBe('refused');
    expect(notify.paymentError).toHaveBeenCalledWith('Card declined: insufficient funds.', PAYMENT_FAILED);
    expect($attempt.get()).toBeNull();
  });
});

describe('an unconfirmed attempt survives a reload', () => {
  async function leaveUnconfirmed(retried?: Parameters<FakeFetch['on']>[1]) {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.on('POST /pos/checkout/addTransaction', () => Promise.reject(new TypeError('Failed to fetch')));
    if (retried) server.on('POST /pos/checkout/addTransaction', retried);
    expect(await submitPayment('cash', 1100)).toBe('unknown');
    const key = keyOf(0);
    // The page reloads: a fresh module state, the same tab's sessionStorage.
    const saved = { ...sessionStorage };
    stopPage();
    for (const [k, value] of Object.entries(saved)) sessionStorage.setItem(k, String(value));
    return key;
  }

  it('not recorded: offered again as unconfirmed; Try again sends the same key', async () => {
    const key = await leaveUnconfirmed(({ form }) =>
      json({ success: 'Cash payment added.', ...wire([tx(3, 11, form.get('transaction[idempotency_key]')!, 'cash')]) }),
    );
    await startCheckout(1030, { paymentTimeoutMs: 15_000, receiptUrl: '/pos/order/receipt' });
    expect($attempt.get()).toMatchObject({ key, cents: 1100, type: 'cash', phase: 'unknown' });
    expect(notify.paymentError).toHaveBeenCalledWith(PAYMENT_UNCONFIRMED, undefined);
    expect(await retryPayment()).toBe('recorded');
    expect(keyOf(1)).toBe(key);
    expect(sessionStorage.length).toBe(0);
  });

  it('recorded meanwhile: found by its key, settled, nothing left in storage', async () => {
    const key = await leaveUnconfirmed();
    current = wire([tx(3, 11, key, 'cash')]);
    await startCheckout(1030, { paymentTimeoutMs: 15_000, receiptUrl: '/pos/order/receipt' });
    expect($attempt.get()).toBeNull();
    expect($checkout.get().amountPaid).toBe(1100);
    expect(notify.paymentSuccess).toHaveBeenCalledWith('Payment of $11.00 by cash added.');
    expect(sessionStorage.length).toBe(0);
  });

  it('recorded and voided meanwhile: settled and said, never offered again', async () => {
    const key = await leaveUnconfirmed();
    current = wire([tx(3, 11, key, 'cash', 'void')]);
    await startCheckout(1030, { paymentTimeoutMs: 15_000, receiptUrl: '/pos/order/receipt' });
    expect($attempt.get()).toBeNull();
    expect(notify.paymentError).toHaveBeenCalledWith(
      'The payment of $11.00 by cash was recorded and has since been voided.',
      undefined,
    );
    expect(sessionStorage.length).toBe(0);
  });

  it('leaving the page asks first while an attempt is unsettled, not after', async () => {
    const stop = guardUnsettledAttempt();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.on('POST /pos/checkout/addTransaction', () => Promise.reject(new TypeError('Failed to fetch')));
    await submitPayment('cash', 500);
    expect(leave()).toBe(true);
    $attempt.set(null);
    expect(leave()).toBe(false);
    stop();
  });
});

describe('a card void/return refusal without text', () => {
  it('still says what failed', async () => {
    server.onJson('GET /void', { success: false });
    current = wire([tx(7, 5)]);
    await startCheckout(1030, { paymentTimeoutMs: 15_000, receiptUrl: '/pos/order/receipt' });
    const card = $checkout.get().transactions[0]!;
    expect(await voidOrReturnCard(card)).toBe(false);
    expect(notify.paymentError).toHaveBeenCalledWith('The card payment #7 could not be voided.', undefined);
  });
});

describe('every open tab of the order shows a terminal wait', () => {
  it("another tab's state with a pending terminal resumes the wait here (not only the state)", async () => {
    const opened: string[] = [];
    vi.stubGlobal(
      'EventSource',
      class {
        onmessage: unknown = null;
        onerror: unknown = null;
        constructor(url: string) {
          opened.push(url);
        }
        close() {}
      },
    );
    const stop = followOtherTabs(1030);
    const otherTab = new BroadcastChannel('pi-pos-checkout-1030');
    otherTab.postMessage(wire([], { pending_terminal: terminal('pending'), terminals: [terminal('pending')] }));
    await vi.waitFor(() => expect($terminalWait.get()?.terminal.site_transaction_id).toBe('site-1'));
    expect($terminalLock.get()).toBe(true);
    expect(opened).toEqual(['/events']);
    otherTab.close();
    stop();
  });
});
